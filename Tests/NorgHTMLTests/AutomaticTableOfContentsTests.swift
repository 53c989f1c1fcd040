import Foundation
import Testing
import NorgHTML
import NorgKit

/// `HTMLOptions.tableOfContents` (`norg render --toc`): a table of contents after the header of a
/// page with three or more headings, unless the document places a `.toc` itself.
@Suite struct AutomaticTableOfContentsTests {
    private func render(_ source: String, format: HTMLOptions.Format = .fragment, toc: Bool = true) -> String {
        var options = HTMLOptions(format: format)
        options.tableOfContents = toc
        return HTMLRenderer(options: options).render(NorgParser.parse(source))
    }

    private static let threeHeadings = "* One\n** Two\n* Three\ntext\n"

    @Test func aPageWithThreeHeadingsGetsATableOfContentsBeforeItsContent() {
        let html = render(Self.threeHeadings)
        #expect(html.hasPrefix("""
        <div class="norg-document">
        <nav class="norg-toc" id="norg:toc">
        <p class="norg-toc-title">Contents</p>
        <ul>
        <li class="norg-toc-level-1"><a href="#one">One</a></li>
        <li class="norg-toc-level-2"><a href="#two">Two</a></li>
        <li class="norg-toc-level-1"><a href="#three">Three</a></li>
        </ul>
        </nav>
        <section class="norg-section norg-level-1">
        """))
    }

    @Test func theTableOfContentsFollowsThePageHeader() throws {
        let html = render("@document.meta\ntitle: Notes\n@end\n" + Self.threeHeadings, format: .page)
        let header = try #require(html.range(of: "</header>\n"))
        #expect(html[header.upperBound...].hasPrefix("<nav class=\"norg-toc\" id=\"norg:toc\">"))
    }

    @Test func aPageWithTwoHeadingsGetsNone() {
        #expect(!render("* One\n* Two\ntext\n").contains("norg-toc"))
    }

    @Test func withoutTheOptionNoTableOfContentsIsAdded() {
        #expect(!render(Self.threeHeadings, toc: false).contains("norg-toc"))
    }

    @Test func aDocumentWithItsOwnTocKeepsOnlyThatOne() {
        let html = render("* One\n** Two\n.toc Overview\n* Three\n")
        #expect(html.components(separatedBy: "<nav class=\"norg-toc\"").count == 2)
        #expect(html.components(separatedBy: "<p class=\"norg-toc-title\">").count == 2)
        #expect(html.contains("<p class=\"norg-toc-title\">Overview</p>"))
        #expect(!html.contains("<p class=\"norg-toc-title\">Contents</p>"))
        // Where it was written: after the second heading's title, not at the top.
        #expect(html.hasPrefix("<div class=\"norg-document\">\n<section"))
    }

    @Test func aTocShownOnlyInAnExampleDoesNotCountAsTheDocumentsOwn() {
        let html = render("* One\n** Two\n* Three\n|example\n.toc\n|end\n")
        #expect(html.hasPrefix("<div class=\"norg-document\">\n<nav class=\"norg-toc\" id=\"norg:toc\">"))
        #expect(html.components(separatedBy: "id=\"norg:toc\"").count == 2)
    }

    @Test func everyEntryLinksToAnIdOnThePage() {
        let html = render("* Alpha\n** Beta\n*** Gamma\n* Alpha\n")
        var hrefs: [String] = []
        var rest = Substring(html)
        while let start = rest.range(of: "<li class=\"norg-toc-level-") {
            rest = rest[start.upperBound...]
            guard let href = rest.range(of: "href=\"#"), let end = rest[href.upperBound...].firstIndex(of: "\"") else { break }
            hrefs.append(String(rest[href.upperBound..<end]))
        }
        #expect(hrefs == ["alpha", "beta", "gamma", "alpha-2"])
        for id in hrefs {
            #expect(html.contains("id=\"\(id)\""), "no element with id \(id)")
        }
    }

    @Test func headingsInAnExampleAreNotCounted() {
        let html = render("* One\n* Two\n|example\n* Three\n|end\n")
        #expect(!html.contains("norg-toc"))
    }

    @Test func headingTitlesAreEscapedInTheTableOfContents() {
        let html = render("* 1 < 2 & 3 > 0\n* a & \"b\"\n* c\n")
        #expect(html.contains("\">1 &lt; 2 &amp; 3 &gt; 0</a></li>"))
        #expect(html.contains("\">a &amp; \"b\"</a></li>"))
    }

    @Test(.enabled(if: CorpusRenderingTests.folder != nil))
    func everyRealDocumentWithATableOfContentsStaysWellFormedWithoutDanglingLinks() throws {
        for url in CorpusRenderingTests.documents {
            let document = NorgParser.parse(bytes: [UInt8](try Data(contentsOf: url)))
            for collapsible in [false, true] {
                var options = HTMLOptions(collapsible: collapsible)
                options.tableOfContents = true
                let html = HTMLRenderer(options: options).render(document)
                #expect(WellFormed.problem(in: html) == nil, "\(url.lastPathComponent) collapsible: \(collapsible)")
                #expect(WellFormed.danglingFragments(in: html).isEmpty, "\(url.lastPathComponent)")
            }
        }
    }
}
