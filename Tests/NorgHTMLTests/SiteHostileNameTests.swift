import Foundation
import Testing
import NorgHTML
import NorgKit

/// File names and titles are the author's: in a site's hrefs they are percent-encoded (no quote,
/// no `<`, no scheme), and the pages stay well formed.
@Suite struct SiteHostileNameTests {
    static let hostileNames = [
        "x\"><img src=x onerror=alert(1)>", "javascript:alert(1)", "a b/c?d#e", "dir/&amp;<b>", "%2e%2e/up",
    ]

    @Test func pageHrefsToHostileNamesArePercentEncoded() {
        let site = HTMLSite(documents: Dictionary(uniqueKeysWithValues: Self.hostileNames.map { ($0, NorgParser.parse("* T\n")) }))
        for name in Self.hostileNames {
            let href = site.pageHref(to: name, id: "t", from: "notes/page")
            #expect(!href.contains("\""))
            #expect(!href.contains("<"))
            #expect(!href.contains(" "))
            #expect(!href.contains("?"))
            #expect(href.hasSuffix(".html#t"))
            #expect(href.hasPrefix("../"))
        }
        #expect(site.pageHref(to: "javascript:alert(1)", id: nil, from: "top") == "javascript%3Aalert%281%29.html")
    }

    @Test func linksToHostileNamesRenderWellFormedAndEncoded() {
        var sources = Dictionary(uniqueKeysWithValues: Self.hostileNames.map { ($0, "* \($0)\n{? Home}\n") })
        sources["home"] = "* Home\n" + Self.hostileNames.map { "{:$/\($0):}[link] {? \($0)}\n.image \($0).png\n" }.joined()
        let documents = sources.mapValues { NorgParser.parse($0) }
        let site = HTMLSite(documents: documents, files: Set(Self.hostileNames.map { $0 + ".png" }))
        for (path, document) in documents {
            let html = HTMLRenderer(options: HTMLOptions(site: site, documentPath: path)).render(document)
            #expect(WellFormed.problem(in: html) == nil, "\(path)")
            for value in WellFormed.values(of: "href", in: html) + WellFormed.values(of: "src", in: html) {
                #expect(!value.lowercased().hasPrefix("javascript:"), "\(value)")
                #expect(!value.contains("<"), "\(value)")
            }
        }
        let backlinks = site.backlinks(to: "javascript:alert(1)")
        #expect(backlinks == [SiteBacklink(sourcePath: "home", sourceTitle: "Home", headingTitle: "Home", headingID: "home")])
        // Titles are data, kept as written: whoever writes them escapes them.
        #expect(site.title(of: "a b/c?d#e") == "a b/c?d#e")
        let home = HTMLRenderer(options: HTMLOptions(site: site, documentPath: "home")).render(documents["home"]!)
        #expect(home.contains("href=\"a%20b/c%3Fd%23e.html\">link</a>"))
        #expect(home.contains("href=\"javascript%3Aalert%281%29.html#javascript-alert-1\">"))
    }

    @Test func categoryPagesAndTheirFeedLinksStayWellFormedWhateverTheNames() throws {
        let names = ["<script>alert(1)</script>", "x\" onload=\"alert(1)", "a/b", "&amp;", "index", "C++", "C#"]
        let list = names.map { "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }.joined(separator: ", ")
        var documents: [String: NorgDocument] = ["index": NorgParser.parse("@document.meta\ntitle: </title><b>\n@end\n* Home\n")]
        for (position, name) in Self.hostileNames.enumerated() {
            documents[name] = NorgParser.parse("@document.meta\ntitle: \(name)\ncategories: [\(list)]\ncreated: 2026-01-0\(position + 1)\n@end\n* T\n")
        }
        let site = HTMLSite(documents: documents)
        let map = SiteMap(site: site, rootTitle: "Home")
        let categories = SiteCategories(documents: documents, map: map)
        var chrome = SiteChrome(map: map)
        chrome.categories = categories
        chrome.feed = "feed.xml"
        chrome.categoryFeeds = true
        let renderer = SitePageRenderer(chrome: chrome)
        var pages = [String(decoding: renderer.categoriesIndexPage(categories), as: UTF8.self)]
        for category in categories.all {
            let html = String(decoding: renderer.categoryPage(category, in: categories), as: UTF8.self)
            let feed = try #require(categories.feedPath(of: category))
            #expect(html.contains("href=\"\(SitePath.name(of: feed))\">"), "\(category.name)")
            pages.append(html)
        }
        for (path, document) in documents {
            var options = HTMLOptions(site: site, documentPath: path)
            options.siteChrome = chrome
            pages.append(HTMLRenderer(options: options).render(document))
        }
        for html in pages {
            #expect(WellFormed.problem(in: html) == nil)
            #expect(!html.contains("<script") && !html.contains("<b>") && !html.contains("onload=\""))
            for value in WellFormed.values(of: "href", in: html) {
                #expect(!value.lowercased().hasPrefix("javascript:") && !value.contains("<"), "\(value)")
            }
        }
    }
}
