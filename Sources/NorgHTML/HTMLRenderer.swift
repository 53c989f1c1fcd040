#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NorgKit

/// Renders a `NorgDocument` to HTML5: a standalone page whose embedded stylesheet mirrors
/// `NorgTheme.default`, or a fragment to embed in a page of your own. The output never contains
/// JavaScript; every text and attribute value is escaped, and only http, https and mailto URLs
/// become links.
///
/// ```swift
/// let html = HTMLRenderer(options: .init(collapsible: true)).render(NorgParser.parse(source))
/// ```
public struct HTMLRenderer: Sendable {
    /// What to write and how: page or fragment, colour scheme, collapsible sections, the site the
    /// document belongs to.
    public var options: HTMLOptions

    /// A renderer with these options; the defaults write a standalone page for the reader's light or
    /// dark preference.
    public init(options: HTMLOptions = HTMLOptions()) {
        self.options = options
    }

    /// The document as a page or a fragment, as `options.format` says.
    public func render(_ document: NorgDocument) -> String {
        write(document).string
    }

    /// The same HTML as `render(_:)`, as UTF-8 bytes: for writing to a file or a socket. It skips
    /// building a `String` (which checks every byte of the page again) and hands over the bytes it
    /// wrote without copying them.
    public func renderUTF8(_ document: NorgDocument) -> Data {
        var output = write(document)
        return output.takeData()
    }

    private func write(_ document: NorgDocument) -> HTMLOutput {
        let index = options.site?.index(at: options.documentPath) ?? LinkIndex(document: document)
        var writer = HTMLWriter(document: document, index: index, options: options, allowedIDs: nil)
        writer.writeOutput()
        // Links were written to every id the index resolved; if one of them was never emitted (its
        // node is in a dropped comment, say), render again linking only to ids that exist.
        guard writer.linkedIDs.allSatisfy({ writer.emittedIDs.contains($0, in: index) }) else {
            var second = HTMLWriter(document: document, index: index, options: options,
                                    allowedIDs: writer.emittedIDs)
            second.writeOutput()
            return second.out
        }
        return writer.out
    }

    /// The stylesheet that standalone pages embed, for pages that embed fragments.
    public static func stylesheet(theme: HTMLOptions.Theme = .auto) -> String {
        HTMLStylesheet.css(theme: theme)
    }
}

/// How `HTMLRenderer` writes a document.
public struct HTMLOptions: Sendable {
    /// What `HTMLRenderer` writes: a whole page or a fragment to embed.
    public enum Format: Sendable, Hashable {
        /// `<!DOCTYPE html>`, `<head>` with title, metadata and stylesheet, then the body.
        case page
        /// Only the document's content in a `<div class="norg-document">`, no stylesheet.
        case fragment
    }

    /// The colour scheme of the embedded stylesheet.
    public enum Theme: String, Sendable, Hashable, CaseIterable {
        /// Light or dark as the reader's system prefers (`prefers-color-scheme`).
        case auto
        /// Always the light colours.
        case light
        /// Always the dark colours.
        case dark
    }

    /// A standalone page (the default) or a fragment.
    public var format: Format
    /// The colour scheme of the embedded stylesheet; `.auto` by default.
    public var theme: Theme
    /// The HTML twin of NorgView's `collapsible: true`: headings, nested lists and quotes,
    /// definitions, footnotes and table cells become `<details open>` with a `<summary>`.
    public var collapsible: Bool
    /// The page title when the document has no metadata title and no heading (e.g. its file name).
    public var fallbackTitle: String?
    /// The documents rendered together, so `{:file:}` links point at pages that exist.
    public var site: HTMLSite?
    /// This document's path in `site` (relative, `/`-separated, without `.norg`).
    public var documentPath: String?
    /// Whether a page with three or more headings gets a table of contents after its header
    /// (`norg render --toc`), a `<nav class="norg-toc">` linking to each heading. A document with a
    /// `.toc` of its own keeps that one and gets no other.
    public var tableOfContents: Bool = false
    /// In a folder site: the workspace's navigation around the page (sidebar, breadcrumbs,
    /// "Linked from") and the site's stylesheets, linked instead of embedded. Nil for a page on its own.
    public var siteChrome: SiteChrome? = nil
    /// A stylesheet of the user's, embedded after the default one in a page of its own (`norg render
    /// --css`); a site links its copy instead (`SiteChrome.stylesheets`).
    public var userStylesheet: String? = nil
    /// Code blocks in a language the highlighter knows (`@code swift`, see `CodeLanguage`) have
    /// their keywords, strings, comments … in `<span class="hl-…">`s the stylesheet colours for
    /// light and dark. False leaves all code plain.
    public var highlightsCode: Bool = true

    /// Options for a renderer; the properties not among the parameters keep their defaults (no table
    /// of contents, no site chrome or user stylesheet, code highlighted).
    public init(format: Format = .page, theme: Theme = .auto, collapsible: Bool = false,
                fallbackTitle: String? = nil, site: HTMLSite? = nil, documentPath: String? = nil) {
        self.format = format
        self.theme = theme
        self.collapsible = collapsible
        self.fallbackTitle = fallbackTitle
        self.site = site
        self.documentPath = documentPath
    }
}
