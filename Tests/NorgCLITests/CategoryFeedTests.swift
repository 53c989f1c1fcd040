import Foundation
import Testing
@testable import NorgCLI
import NorgHTML
import NorgKit

/// A category's own Atom feed, `categories/SLUG.xml` beside its page, under `--base-url`: the same
/// rules as `feed.xml` (RFC 4287's elements, newest first, capped, the same bytes on every build),
/// announced by its page, and kept well formed whatever the category is called.
@Suite struct CategoryFeedTests {
    private let base = "https://example.org/site/"

    private func build(_ folder: TaskTemporaryFolder, _ out: String = "out", baseURL: Bool = true) -> Int32 {
        TaskCommandOutput().run(["render", folder.path + "/notes", "-o", folder.path + "/" + out]
            + (baseURL ? ["--base-url", base] : []))
    }

    private func text(_ folder: TaskTemporaryFolder, _ path: String) throws -> String {
        try String(contentsOfFile: folder.path + "/" + path, encoding: .utf8)
    }

    @Test func eachCategoryWithADatedNoteHasItsOwnFeedBesideItsPage() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/index.norg", "@document.meta\ntitle: Garden & <Notes>\n@end\n* Home\n")
        try folder.write("notes/beans.norg", "@document.meta\ntitle: Beans\ncategories: [garden, Reading]\ncreated: 2026-05-01\n"
            + "description: Runner <beans>\nauthors: [Ana]\n@end\nSee {:apples:}[the apples].\n")
        try folder.write("notes/apples.norg", "@document.meta\ntitle: Apples\ncategories: Garden\ncreated: 2026-01-02T10:00:00+0100\n"
            + "updated: 2026-06-01\n@end\nPicked.\n")
        try folder.write("notes/sub/undated.norg", "@document.meta\ntitle: Undated\ncategories: [garden, ideas]\n@end\nSome day.\n")
        try folder.write("notes/elsewhere.norg", "@document.meta\ntitle: Elsewhere\ncreated: 2026-07-01\n@end\nNo category.\n")
        #expect(build(folder) == 0)

        let garden = try FeedTests().read(folder.path + "/out/categories/garden.xml")
        FeedTests.requireEveryAtomElement(garden, base: base)
        #expect(garden.feed["id"] == base + "categories/garden.xml")
        #expect(garden.feed["title"] == "Garden & <Notes>: Garden")
        #expect(garden.feed["author"] == "Garden & <Notes>")
        #expect(garden.feed["updated"] == "2026-06-01T00:00:00Z")
        #expect(garden.feedLinks == ["self \(base)categories/garden.xml", "alternate \(base)categories/garden.html"])
        // Newest first; the undated note and the note of no category are not entries.
        #expect(garden.entries.map { $0.fields["title"] } == ["Beans", "Apples"])
        #expect(garden.entries.map { $0.fields["id"] } == [base + "beans.html", base + "apples.html"])
        #expect(garden.entries.map { $0.fields["published"] } == ["2026-05-01T00:00:00Z", "2026-01-02T10:00:00+01:00"])
        #expect(garden.entries[0].fields["summary"] == "Runner <beans>")
        #expect(garden.entries[0].fields["author"] == "Ana")
        #expect(garden.entries[0].fields["content"]?.contains("href=\"apples.html\"") == true)
        #expect(garden.entries[0].base == base + "beans.html")
        let reading = try FeedTests().read(folder.path + "/out/categories/reading.xml")
        FeedTests.requireEveryAtomElement(reading, base: base)
        #expect(reading.entries.map { $0.fields["title"] } == ["Beans"])
        // A category without a dated note has a page and no feed.
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/categories/ideas.html"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/categories/ideas.xml"))

        // The category's page announces its own feed beside the site's, by paths relative to it.
        let page = try text(folder, "out/categories/garden.html")
        #expect(page.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Garden &amp; &lt;Notes&gt;\" href=\"../feed.xml\">\n"
            + "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Garden &amp; &lt;Notes&gt;: Garden\" href=\"garden.xml\">"))
        let ideas = try text(folder, "out/categories/ideas.html")
        #expect(ideas.contains("href=\"../feed.xml\"") && !ideas.contains(".xml\">\n<link rel=\"alternate\""))
        for other in ["out/beans.html", "out/sub/undated.html", "out/categories/index.html"] {
            let html = try text(folder, other)
            #expect(html.contains("feed.xml\">") && !html.contains("garden.xml"), "\(other)")
        }
        #expect(folder.manifestPaths()?.contains("categories/garden.xml") == true)

        // Without a base URL there is no feed at all.
        #expect(build(folder, "plain", baseURL: false) == 0)
        let plain = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/plain/categories")
        #expect(!plain.contains { $0.hasSuffix(".xml") })
        #expect(!(try text(folder, "plain/categories/garden.html")).contains("application/atom+xml"))
    }

    @Test func categoryFeedsHoldTheNewestFiftyAndAreTheSameOnEveryBuild() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        for index in 0..<60 {
            try folder.write("notes/n\(index).norg",
                             "@document.meta\ncategories: [many]\ncreated: 2026-01-01T00:\(String(format: "%02d", index)):00Z\n@end\nN.\n")
        }
        #expect(build(folder, "a") == 0)
        #expect(build(folder, "b") == 0)
        let feed = try FeedTests().read(folder.path + "/a/categories/many.xml")
        #expect(feed.entries.count == SiteFeed.entryLimit)
        #expect(feed.entries.first?.fields["id"] == base + "n59.html")
        #expect(feed.entries.last?.fields["id"] == base + "n10.html")
        for path in ["feed.xml", "categories/many.xml"] {
            let first = try #require(FileManager.default.contents(atPath: folder.path + "/a/" + path))
            #expect(first == FileManager.default.contents(atPath: folder.path + "/b/" + path), "\(path)")
        }
    }

    @Test func aCategoryFeedGoesWhenItsLastDatedNoteDoes() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "@document.meta\ncategories: garden\ncreated: 2026-01-01\n@end\nA.\n")
        try folder.write("notes/b.norg", "@document.meta\ncategories: garden\n@end\nB.\n")
        try folder.write("notes/c.norg", "@document.meta\ncreated: 2026-02-01\n@end\nC.\n")
        #expect(build(folder) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/categories/garden.xml"))
        try folder.write("notes/a.norg", "@document.meta\ncategories: garden\ndraft: true\ncreated: 2026-01-01\n@end\nA.\n")
        #expect(build(folder) == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/categories/garden.xml"))
        #expect(!(try text(folder, "out/categories/garden.html")).contains("garden.xml"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/feed.xml"))
    }

    @Test func hostileCategoriesTitlesNamesAndDatesMakeWellFormedFeedsAndPages() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let names = ["<script>alert(1)</script>", "x\"><img src=x onerror=alert(1)>", "../../etc/passwd", "]]></title>",
                     "C++", "C#", "Caf\u{E9}", "\u{65E5}\u{672C}", "index", "\"q\" & 'a'", "bell\u{7}"]
        let list = names.map { "\"\($0.replacingOccurrences(of: "\"", with: "\\\""))\"" }.joined(separator: ", ")
        try folder.write("notes/index.norg", "@document.meta\ntitle: <b>Site</b> & \"co\"\n@end\n* Home\n")
        try folder.write("notes/x\"><img src=x onerror=alert(1)>.norg",
                         "@document.meta\ntitle: </title><script>alert(2)</script>\ncategories: [\(list)]\n"
                         + "created: 2026-01-01T10:00<script>\nupdated: 2026-02-30\n@end\n* N\n")
        try folder.write("notes/plain.norg", "@document.meta\ncategories: [\(list)]\ncreated: 2026-03-01\n@end\n* P\n")
        #expect(build(folder) == 0)
        let document = NorgParser.parse(try text(folder, "notes/plain.norg"))
        let parsedNames = SiteCategories.names(of: document)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out/categories")
        let feeds = files.filter { $0.hasSuffix(".xml") }
        #expect(feeds.count == parsedNames.count, "\(files)")
        #expect(files.count == 2 * parsedNames.count + 1)
        var titles: [String] = []
        for file in feeds {
            #expect(file.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E }, "\(file)")
            let feed = try FeedTests().read(folder.path + "/out/categories/" + file)
            FeedTests.requireEveryAtomElement(feed, base: base)
            titles.append(try #require(feed.feed["title"]))
            #expect(feed.entries.map { $0.fields["title"] } == ["P", "</title><script>alert(2)</script>"])
            // The hostile date is read as far as it is a date; the impossible `updated` is not one.
            #expect(feed.entries.last?.fields["published"] == "2026-01-01T00:00:00Z")
            #expect(feed.entries.last?.fields["updated"] == "2026-01-01T00:00:00Z")
            #expect(feed.entries.last?.fields["id"] == base + "x%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E.html")
        }
        // Every name comes back from the XML as written (XML drops the bell, which it cannot carry).
        let site = "<b>Site</b> & \"co\""
        #expect(Set(titles) == Set(parsedNames.map { site + ": " + $0.replacingOccurrences(of: "\u{7}", with: "") }))
        for file in files where file.hasSuffix(".html") {
            let html = try text(folder, "out/categories/" + file)
            #expect(!html.contains("<script>") && !html.contains("<img") && !html.contains("<b>"), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/etc"))
    }
}
