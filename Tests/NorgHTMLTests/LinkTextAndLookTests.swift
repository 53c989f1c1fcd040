import Foundation
import NorgHTML
import NorgKit
import Testing

/// What a link shows and how it looks (issue 32, finding 7): a timestamp is a date, not an
/// unresolved link; a description-less link shows its location's text as inline content; in a
/// site a `{:path:}` shows the page's title; inline code holding a space stays visible; example
/// sources keep their lines.
@Suite struct LinkTextAndLookTests {
    static func fragment(_ source: String) -> String {
        HTMLRenderer(options: HTMLOptions(format: .fragment)).render(NorgParser.parse(source))
    }

    @Test func aTimestampLinkIsADateNotAnUnresolvedLink() {
        let html = Self.fragment("Dinner on {@ 2026-12-05}, party on {@ 5th May}.\n")
        #expect(html.contains("<time class=\"norg-timestamp\" dir=\"auto\" datetime=\"2026-12-05\">2026-12-05</time>"))
        // A day without a year is still a date; it has no ISO day to give.
        #expect(html.contains("<time class=\"norg-timestamp\" dir=\"auto\">5th May</time>"))
        #expect(!html.contains("norg-link-unresolved"))
        #expect(HTMLSite.linkProblems(in: NorgParser.parse("{@ 2026-12-05}\n"), path: "a").isEmpty)
    }

    /// 1.0-specification.norg 1555–1556: a standalone location's "text is used as the link title";
    /// 1238 links `{* contextual `|` delimiter}`, whose text holds inline verbatim.
    @Test func aLinkWithoutDescriptionShowsItsLocationTextAsInlineMarkup() {
        let html = Self.fragment("* Contextual `|` Delimiter\nSee {* contextual `|` delimiter}.\n")
        #expect(html.contains("href=\"#contextual-delimiter\">contextual <code class=\"norg-verbatim\">|</code> delimiter</a>"))
        #expect(!html.contains("`"))
        // Plain names (most) are written as they were.
        #expect(Self.fragment("* Plain - title\n{* Plain - title}\n").contains(">Plain - title</a>"))
        // The task text reads the same rule: no backticks there either.
        let task = TaskScanner.scan(NorgParser.parse("* A `b` c\n- ( ) see {* a `b` c}\n")).first
        #expect(task?.text == "see a b c")
    }

    @Test func aFileLinkInASiteShowsThePagesTitle() {
        let sources = ["index": "{:people/alice:} and {:people/alice:}[Al] and {:people/bob:}\n",
                       "people/alice": "@document.meta\ntitle: Alice Liddell\n@end\n* Notes\n",
                       "people/bob": "* Bob the builder\n"]
        let site = HTMLSite(documents: sources.mapValues { NorgParser.parse($0) })
        let html = HTMLRenderer(options: HTMLOptions(format: .fragment, site: site, documentPath: "index"))
            .render(NorgParser.parse(sources["index"]!))
        #expect(html.contains("href=\"people/alice.html\">Alice Liddell</a>"))
        // A description is the author's choice and stays.
        #expect(html.contains("href=\"people/alice.html\">Al</a>"))
        #expect(html.contains("href=\"people/bob.html\">Bob the builder</a>"))
        #expect(!html.contains(">people/alice<"))
    }

    /// `` `| |` `` (1.0-specification.norg 525) is code holding one space: it keeps the space and
    /// has a fill, so it shows.
    @Test func inlineCodeHoldingASpaceIsVisible() throws {
        #expect(Self.fragment("- `| |`: undone\n").contains("<code class=\"norg-verbatim\"> </code>"))
        let rule = try #require(stylesheetRules(SiteChrome.stylesheet()).first { $0.selector == "code.norg-verbatim" })
        #expect(rule.declarations.contains("white-space: break-spaces"))
        #expect(rule.declarations.contains("background: var(--norg-code-background)"))
    }

    /// Aligned example sources (the spec's `<- …` notes) scroll sideways instead of wrapping.
    @Test func exampleSourcesKeepTheirLinesAndScroll() throws {
        let rules = stylesheetRules(SiteChrome.stylesheet())
        let source = try #require(rules.first { $0.selector == ".norg-example-source" })
        #expect(source.declarations.contains("white-space: pre;"))
        let scrolling = try #require(rules.first { $0.selector == ".norg-code, .norg-example-source" })
        #expect(scrolling.declarations.contains("overflow-x: auto"))
    }
}
