import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import NorgCLI
import NorgHTML

/// `sitemap.xml` under `--base-url`: well-formed XML in the sitemaps.org namespace, every page an
/// absolute URL under the base, hostile names percent-encoded, and none without a base.
@Suite struct SitemapTests {
    /// The `<loc>` and `<lastmod>` texts of a sitemap, or nil when it does not parse.
    private final class Reader: NSObject, XMLParserDelegate, @unchecked Sendable {
        var urls: [(loc: String, lastmod: String?)] = []
        var namespace: String?
        private var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "urlset" { namespace = attributes["xmlns"] }
            if name == "url" { urls.append(("", nil)) }
            text = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "loc" { urls[urls.count - 1].loc = text }
            if name == "lastmod" { urls[urls.count - 1].lastmod = text }
        }
    }

    @Test func aSitemapListsEveryPageAsAnAbsoluteURLUnderTheBase() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/index.norg", "@document.meta\nupdated: 2026-11-30T10:00:00+0100\n@end\n* Home\n")
        try folder.write("notes/a&b<c>\"q\".norg", "@document.meta\ncreated: 2026-02-03\n@end\n* Hostile\n")
        try folder.write("notes/sub/caf\u{E9} x.norg", "@document.meta\ncreated: not a date\n@end\n* Café\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--base-url", "https://example.org/my notes"]) == 2)
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--base-url", "https://example.org/n?x=1&y=<2>"]) == 2)
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--base-url", "https://example.org/notes"]) == 0)
        let bytes = try #require(FileManager.default.contents(atPath: folder.path + "/out/sitemap.xml"))
        let parser = XMLParser(data: bytes)
        let reader = Reader()
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.namespace == "http://www.sitemaps.org/schemas/sitemap/0.9")
        #expect(reader.urls.map(\.loc) == [
            "https://example.org/notes/a%26b%3Cc%3E%22q%22.html",
            "https://example.org/notes/index.html",
            "https://example.org/notes/sub/caf%C3%A9%20x.html",
            "https://example.org/notes/sub/index.html",
        ])
        #expect(reader.urls.map(\.lastmod) == ["2026-02-03", "2026-11-30", nil, nil])
    }

    @Test func withoutABaseThereIsNoSitemapAndOneLineSaysWhy() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
        #expect(folder.read("out/sitemap.xml") == nil)
        #expect(output.err.components(separatedBy: "no sitemap.xml or feed.xml: they need the site's absolute address (--base-url URL)").count == 2)
    }

    @Test func baseURLsAreHTTPWithAHostAndNothingThatCouldLeaveAnElement() {
        #expect(SiteSitemap.baseURL("https://example.org") == "https://example.org/")
        #expect(SiteSitemap.baseURL("HTTP://example.org/a/") == "HTTP://example.org/a/")
        for bad in ["ftp://example.org", "https:///path", "https://a b", "javascript:alert(1)", "https://x/\"", "https://x/<", "https://x/#f", ""] {
            #expect(SiteSitemap.baseURL(bad) == nil, "\(bad) must be refused")
        }
    }
}
