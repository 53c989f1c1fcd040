import Testing
import NorgHTML
import NorgKit

@Suite struct LinkRenderingTests {
    private func render(_ link: NorgInline) -> String {
        Build.render([Build.paragraph([link], line: 1)])
    }

    @Test func httpHttpsAndMailtoBecomeLinks() {
        for url in ["http://a.org/x?y=1&z=2", "https://neorg.org", "mailto:me@example.com", "HTTPS://CAPS.org"] {
            let html = render(Build.link(.url(url), raw: url, description: "go"))
            let escaped = url.replacingOccurrences(of: "&", with: "&amp;")
            #expect(html.contains("<a class=\"norg-link norg-link-external\" dir=\"auto\" href=\"\(escaped)\">go</a>"), "\(url)")
        }
    }

    @Test func otherSchemesStayPlainText() {
        let hostile = [
            "javascript:alert(1)", "JAVASCRIPT:alert(1)", "JaVaScRiPt:alert(1)", "vbscript:msgbox(1)",
            "data:text/html,<script>alert(1)</script>", "file:///etc/passwd", "unknown:thing",
            " javascript:alert(1)", "java script:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)",
            "&#106;avascript:alert(1)", "jav&#x61;script:alert(1)", "\u{0}javascript:alert(1)", "//evil.org",
            "https\u{0}:x", "http%3Aevil",
        ]
        for url in hostile {
            let html = render(Build.link(.url(url), raw: url, description: "click"))
            #expect(!html.contains("<a"), "\(url)")
            #expect(html.contains("norg-link-refused"), "\(url)")
            #expect(WellFormed.problem(in: html) == nil, "\(url)")
        }
    }

    @Test func quotesInTargetsCannotLeaveTheAttribute() {
        let url = "https://x.org/\"><script>alert(1)</script><a href=\"x"
        let html = render(Build.link(.url(url), raw: url))
        #expect(html.contains("href=\"https://x.org/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;a%20href=&quot;x\""))
        #expect(!html.contains("<script"))
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func linksWithoutDescriptionShowTheirTarget() {
        #expect(render(Build.link(.url("https://neorg.org"), raw: "https://neorg.org")).contains(">https://neorg.org</a>"))
    }

    @Test func unresolvedInternalLinksArePlainTextWithAClass() {
        let html = render(Build.link(.heading(level: 1, title: "Nowhere"), raw: "* Nowhere"))
        #expect(html.contains("<span class=\"norg-link norg-link-unresolved\" dir=\"auto\">Nowhere</span>"))
        #expect(!html.contains("href"))
    }

    @Test func fileLinksPointAtTheHTMLPage() {
        let html = render(Build.link(.none, raw: ":notes/todo:", file: "notes/todo", description: "todo"))
        #expect(html.contains("<a class=\"norg-link norg-link-file\" dir=\"auto\" href=\"notes/todo.html\">todo</a>"))
    }

    @Test func fileLinksCannotSmuggleASchemeOrQuotes() {
        let colon = render(Build.link(.none, raw: ":javascript:alert(1):", file: "javascript:alert(1)"))
        #expect(colon.contains("href=\"javascript%3Aalert%281%29.html\""))
        let quote = render(Build.link(.none, raw: ":a\"b:", file: "a\" onmouseover=\"x"))
        #expect(quote.contains("href=\"a%22%20onmouseover%3D%22x.html\""))
        let absolute = render(Build.link(.none, raw: ":/etc/passwd:", file: "/etc/passwd"))
        #expect(!absolute.contains("href"))
    }

    @Test func nestedLinksInADescriptionRenderAsText() {
        let inner = Build.link(.url("https://b.org"), raw: "https://b.org", description: "inner")
        let outer = NorgInline.link(InlineLink(location: LinkLocation(target: .url("https://a.org"), rawText: "https://a.org"),
                                               description: [Build.text("see "), inner], range: Build.range(1)))
        let html = render(outer)
        #expect(html.components(separatedBy: "<a ").count == 2)
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func siteLinksAreRelativeToTheCurrentPage() {
        let site = HTMLSite(documents: ["index": Build.document([]), "notes/a": Build.document([]),
                                        "notes/deep/b": Build.document([]), "other/c": Build.document([])])
        func render(_ file: String, from current: String) -> String {
            let link = Build.link(.none, raw: ":\(file):", file: file, description: "x")
            return HTMLRenderer(options: HTMLOptions(format: .fragment, site: site, documentPath: current))
                .render(Build.document([Build.paragraph([link], line: 1)]))
        }
        #expect(render("deep/b", from: "notes/a").contains("href=\"deep/b.html\""))
        #expect(render("../../other/c", from: "notes/deep/b").contains("href=\"../../other/c.html\""))
        #expect(render("$/index", from: "notes/deep/b").contains("href=\"../../index.html\""))
        #expect(render("a.norg", from: "notes/deep/b").contains("norg-link-unresolved"))
        #expect(render("../a.norg", from: "notes/deep/b").contains("href=\"../a.html\""))
        #expect(render("../../../escape", from: "notes/a").contains("norg-link-unresolved"))
    }
}
