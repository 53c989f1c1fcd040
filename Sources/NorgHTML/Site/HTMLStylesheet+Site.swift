#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HTMLStylesheet {
    /// A folder site's navigation: a sidebar beside the page on wide screens, folded into a
    /// `<details>` above it on narrow ones (no JavaScript); the ellipsis for folders above what is
/// shown; breadcrumbs, folder listings,
    /// "Linked from", the agenda and category lists; Pagefind's search box in the page's own
    /// colours (its stylesheet sets light ones on `:root`, which `.norg-search` overrides for its
    /// box and results, in both themes). Only a site's `norg.css` carries it.
    static let site = """
    .norg-site { display: flex; align-items: flex-start; overflow-wrap: anywhere; }
    .norg-nav-fold { box-sizing: border-box; background: var(--norg-code-background); }
    .norg-nav-fold > summary { cursor: pointer; font-weight: 600; padding: .8rem 1.25rem; }
    .norg-sidebar { padding: 1.25rem .9rem 2rem; font-size: 15px; line-height: 1.35; }
    .norg-sidebar p { margin: 0 0 .4rem; }
    .norg-sidebar ul { list-style: none; margin: 0; padding: 0; }
    .norg-sidebar ul ul { margin: .1rem 0 .2rem .7rem; padding-left: .5rem; border-left: 1px solid var(--norg-separator); }
    .norg-sidebar a { display: block; padding: .25rem .6rem; border-radius: 6px; color: var(--norg-text); overflow-wrap: anywhere; }
    .norg-sidebar a:hover, .norg-sidebar a:focus { background: var(--norg-separator); text-decoration: none; }
    .norg-sidebar a[aria-current="page"] { color: var(--norg-accent); font-weight: 600; background: var(--norg-background); }
    .norg-nav-home a { font-size: 17px; font-weight: 700; }
    .norg-nav-agenda { padding-bottom: .5rem; border-bottom: 1px solid var(--norg-separator); }
    .norg-nav-open > a { font-weight: 600; }
    .norg-nav-folder > a::after { content: " \\203A"; color: var(--norg-secondary); }
    .norg-nav-more > a { color: var(--norg-secondary); font-style: italic; }
    .norg-nav-up > a { color: var(--norg-secondary); font-weight: 700; letter-spacing: .1em; }
    .norg-site-main { flex: 1; min-width: 0; }
    .norg-breadcrumbs { max-width: 46rem; margin: 0 auto; padding: 1.25rem 1.25rem 0; font-size: 14px; }
    .norg-breadcrumbs + .norg-document { padding-top: 1rem; }
    .norg-breadcrumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: .3rem; margin: 0; padding: 0; color: var(--norg-secondary); }
    .norg-breadcrumbs li + li::before { content: "\\203A"; margin-right: .3rem; }
    .norg-breadcrumbs a { color: var(--norg-secondary); }
    .norg-search { margin-bottom: 1rem; --pagefind-ui-scale: .75; --pagefind-ui-primary: var(--norg-accent); --pagefind-ui-text: var(--norg-text); --pagefind-ui-background: var(--norg-background); --pagefind-ui-border: var(--norg-separator); --pagefind-ui-tag: var(--norg-code-background); --pagefind-ui-border-width: 1px; --pagefind-ui-border-radius: 6px; --pagefind-ui-font: inherit; }
    .norg-category-pages time { color: var(--norg-secondary); font-size: .9em; }
    .norg-categories { margin-top: 2rem; color: var(--norg-secondary); }
    .norg-journal-day { color: var(--norg-secondary); font-size: .9em; }
    .norg-journal-nav { display: flex; justify-content: space-between; gap: 1rem; margin-top: 2rem; }
    .norg-journal-nav a[rel="next"] { margin-left: auto; text-align: right; }
    .norg-folder-listing, .norg-backlinks { margin-top: 3rem; padding-top: .5rem; border-top: 1px solid var(--norg-separator); }
    .norg-folder-listing h2, .norg-backlinks h2 { font-size: 14px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: var(--norg-secondary); margin: 1em 0 .5em; }
    .norg-folder-listing ul, .norg-backlinks ul { padding-left: 1.2em; }
    h1 + .norg-folder-listing { margin-top: 0; padding-top: 0; border-top: 0; }
    .norg-folder-listing li.norg-nav-folder > a::after { content: "/"; }
    .norg-backlink-heading { color: var(--norg-secondary); }
    .norg-agenda-day { color: var(--norg-secondary); margin-top: -.25rem; }
    .norg-agenda-group h2 { border-bottom: 1px solid var(--norg-separator); padding-bottom: .25rem; }
    .norg-agenda > li { margin: .45em 0; }
    .norg-agenda-where { display: block; color: var(--norg-secondary); font-size: 14px; }
    @media (min-width: 761px) {
      .norg-nav-fold { flex: none; width: 16.5rem; position: sticky; top: 0; height: 100vh; overflow-y: auto; border-right: 1px solid var(--norg-separator); }
      .norg-nav-fold > summary { display: none; }
      .norg-nav-fold::details-content { content-visibility: visible; display: contents; }
    }
    @media (max-width: 760px) {
      .norg-site { display: block; }
      .norg-nav-fold { border-bottom: 1px solid var(--norg-separator); }
      .norg-sidebar { padding-top: 0; }
    }
    @media print {
      .norg-nav-fold, .norg-breadcrumbs { display: none; }
    }

    """

    /// CSS to embed in a `<style>`: a `</` (which would end the element) written `<\\/`, the same
    /// characters to CSS. Found by its bytes, as the HTML parser finds it: a grapheme cluster
    /// around it (a prepended U+0600, a combining mark after the slash) does not hide it.
    static func embeddable(_ css: String) -> String {
        let slash = UInt8(ascii: "/"), less = UInt8(ascii: "<")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(css.utf8.count)
        var previous: UInt8 = 0
        for byte in css.utf8 {
            if byte == slash && previous == less { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
