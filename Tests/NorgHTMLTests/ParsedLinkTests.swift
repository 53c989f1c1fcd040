import Foundation
import Testing
import NorgHTML
import NorgKit

/// Links in parsed documents, resolved by `LinkIndex`: every `#id` points at an element that exists.
@Suite struct ParsedLinkTests {
    private func render(_ source: String, collapsible: Bool = false) -> String {
        HTMLRenderer(options: HTMLOptions(format: .fragment, collapsible: collapsible)).render(NorgParser.parse(source))
    }

    /// The id a `<a … href="#id">text</a>` link points at, checking that the page has it.
    private func target(of text: String, in html: String) -> String? {
        guard let end = html.range(of: "\">\(text)</a>") else { return nil }
        let before = html[..<end.lowerBound]
        guard let start = before.range(of: "href=\"#", options: .backwards) else { return nil }
        let id = String(before[start.upperBound...].prefix(while: { $0 != "\"" }))
        return html.contains(" id=\"\(id)\"") ? id : nil
    }

    @Test func headingLinksPointAtTheHeadingsId() throws {
        let html = render("* Target heading\nText.\n* Other\n{* Target heading}[go there]\n")
        let id = try #require(target(of: "go there", in: html))
        #expect(html.contains("<h1 id=\"\(id)\" class=\"norg-heading\" dir=\"auto\">Target heading</h1>"))
    }

    @Test func linksWithoutDescriptionShowTheHeadingTitle() throws {
        let html = render("* Target\n{* Target}\n")
        #expect(target(of: "Target", in: html) != nil)
    }

    @Test func footnoteReferencesAndFootnotesLinkBothWays() throws {
        let html = render("A claim{^ Source}.\n\n^ Source\nThe source.\n")
        let noteID = try #require(target(of: "1", in: html))
        #expect(html.contains("<sup class=\"norg-footnote-ref\"><a href=\"#\(noteID)\" id=\"fnref:1\">1</a></sup>"))
        #expect(html.contains("<li id=\"\(noteID)\" class=\"norg-footnote\">"))
        #expect(html.contains("<a class=\"norg-backref\" href=\"#fnref:1\""))
        #expect(WellFormed.danglingFragments(in: html).isEmpty)
    }

    @Test func definitionLinksPointAtTheTerm() throws {
        let html = render("$ Norg\nA format.\n\nSee {$ Norg}[the term].\n")
        let id = try #require(target(of: "the term", in: html))
        #expect(html.contains("<dt id=\"\(id)\">Norg</dt>"))
    }

    @Test func magicLinksReachInlineLinkTargets() throws {
        let html = render("Here is a <special place>.\n\nGo to {# special place}[it].\n")
        let id = try #require(target(of: "it", in: html))
        #expect(html.contains("<span class=\"norg-target\" id=\"\(id)\">special place</span>"))
    }

    @Test func anchorDeclarationsLinkWhereTheirDefinitionPoints() {
        let html = render("See [Neorg] here.\n\n[Neorg]{https://github.com/nvim-neorg/neorg}\n")
        #expect(html.components(separatedBy: "href=\"https://github.com/nvim-neorg/neorg\"").count == 3)
    }

    @Test func linksIntoDroppedCommentsStayText() {
        let html = render("|comment\n* Hidden\n|end\n{* Hidden}[where]\n")
        #expect(!html.contains("Hidden</h1>"))
        #expect(WellFormed.danglingFragments(in: html).isEmpty)
    }

    @Test func collapsibleFootnotesAndHeadingsKeepTheirLinks() {
        let html = render("* Top\nA{^ N}.\n\n^ N\nBody.\n{* Top}[up]\n", collapsible: true)
        #expect(WellFormed.danglingFragments(in: html).isEmpty)
        #expect(WellFormed.problem(in: html) == nil)
        #expect(html.contains("<details open class=\"norg-collapsible\"><summary><strong class=\"norg-item-title\">N</strong></summary>"))
    }

    @Test func fileLinksBetweenSitePagesReachNamedHeadings() {
        let site = HTMLSite(documents: [
            "index": NorgParser.parse("{:notes/todo:* Groceries}[shopping]\n"),
            "notes/todo": NorgParser.parse("* Groceries\n- milk\n"),
        ])
        let options = HTMLOptions(format: .fragment, site: site, documentPath: "index")
        let index = HTMLRenderer(options: options).render(NorgParser.parse("{:notes/todo:* Groceries}[shopping]\n"))
        #expect(index.contains("href=\"notes/todo.html#"))
        let todoOptions = HTMLOptions(format: .fragment, site: site, documentPath: "notes/todo")
        let todo = HTMLRenderer(options: todoOptions).render(NorgParser.parse("* Groceries\n- milk\n"))
        let fragment = index.components(separatedBy: "href=\"notes/todo.html#").last?.prefix(while: { $0 != "\"" }) ?? ""
        #expect(!fragment.isEmpty && todo.contains("id=\"\(fragment)\""))
    }

    @Test func fileLinksToPagesOutsideTheSiteStayText() {
        let site = HTMLSite(documents: ["index": NorgParser.parse("")])
        let html = HTMLRenderer(options: HTMLOptions(format: .fragment, site: site, documentPath: "index"))
            .render(NorgParser.parse("{:missing:}[gone]\n"))
        #expect(html.contains("<span class=\"norg-link norg-link-unresolved\" dir=\"auto\">gone</span>"))
    }

    /// A parsed one-line URL is written from its source bytes (`InlineLink.urlText`): it must come
    /// out as the same link with its URL as a `String` does, hostile and non-ASCII URLs included.
    @Test(arguments: ["https://a.org/x?y=1&z=2", "HTTPS://CAPS.org", "mailto:me@example.com", "javascript:alert(1)",
                      "https://x.org/\"><script>alert(1)</script>", "//evil.org", "http%3Aevil", "https://x.org/\u{00E9}",
                      "ftp://x.org", "https:", ":x"])
    func aURLWrittenFromItsBytesMatchesItsString(url: String) throws {
        var fromBytes = 0
        for source in ["{\(url)}[go]", "{\(url)}", "[name]{\(url)}"] {
            let parsed = NorgParser.parse(source)
            guard case .paragraph(let paragraph)? = parsed.blocks.first else { continue }
            let asStrings = paragraph.content.map { inline -> NorgInline in
                guard case .link(var link) = inline else { return inline }
                if link.urlText != nil { fromBytes += 1 }
                link.location = link.location
                return .link(link)
            }
            let withStrings = NorgDocument(blocks: [.paragraph(Paragraph(content: asStrings, range: paragraph.range))],
                                           lineCount: parsed.lineCount)
            let renderer = HTMLRenderer(options: HTMLOptions(format: .fragment))
            #expect(renderer.render(parsed) == renderer.render(withStrings), "\(source)")
        }
        // `{:x}` is no location at all and `{//evil.org}` a file (`/`); every other one is a URL
        // kept as bytes.
        #expect(fromBytes == (url == ":x" || url == "//evil.org" ? 0 : 3))
    }
}
