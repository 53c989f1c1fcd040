import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import NorgCLI
import NorgHTML

/// `feed.xml` under `--base-url`: an Atom feed (RFC 4287) of the notes with a `created` date,
/// newest first, with every element the standard requires, absolute URLs under the base, hostile
/// metadata kept as text, and the same bytes on every build.
@Suite struct FeedTests {
    /// The parts of an Atom feed the tests look at, or nil fields when it does not parse.
    private final class Reader: NSObject, XMLParserDelegate, @unchecked Sendable {
        struct Entry { var fields: [String: String] = [:]; var links: [String] = []; var base: String? }
        var namespace: String?
        var feed: [String: String] = [:]
        var feedLinks: [String] = []
        var entries: [Entry] = []
        private var text = ""
        private var inEntry = false
        private var inAuthor = false
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "feed" { namespace = attributes["xmlns"] }
            if name == "entry" { inEntry = true; entries.append(Entry(base: attributes["xml:base"])) }
            if name == "author" { inAuthor = true }
            if name == "link", let href = attributes["href"] {
                if inEntry { entries[entries.count - 1].links.append(href) } else { feedLinks.append((attributes["rel"] ?? "") + " " + href) }
            }
            text = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let key = inAuthor && name == "name" ? "author" : name
            if name == "author" { inAuthor = false; return }
            if name == "entry" { inEntry = false; return }
            if inEntry { entries[entries.count - 1].fields[key] = text } else { feed[key] = text }
        }
    }

    private func read(_ path: String) throws -> Reader {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let parser = XMLParser(data: bytes)
        let reader = Reader()
        parser.delegate = reader
        #expect(parser.parse(), "feed.xml is not well-formed XML")
        return reader
    }

    @Test func aFeedListsDatedNotesNewestFirstWithEveryRequiredElement() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/index.norg", "@document.meta\ntitle: Garden & <Notes>\n@end\n* Home\n")
        try folder.write("notes/old.norg", "@document.meta\ntitle: Old\ncreated: 2026-01-05\nauthors: [Ana]\n@end\nFirst *words*.\n")
        try folder.write("notes/journal/new.norg",
                         "@document.meta\ntitle: New\ncreated: 2026-11-30T10:15:00+0100\nupdated: 2026-12-01\ndescription: A <b>bold</b> & \"quoted\" day\n@end\nSee {:../old:}[the old one].\n")
        try folder.write("notes/undated.norg", "* Undated\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--base-url", "https://example.org/notes"]) == 0)
        let feed = try read(folder.path + "/out/feed.xml")
        #expect(feed.namespace == "http://www.w3.org/2005/Atom")
        #expect(feed.feed["id"] == "https://example.org/notes/feed.xml")
        #expect(feed.feed["title"] == "Garden & <Notes>")
        #expect(feed.feed["author"] == "Garden & <Notes>")
        #expect(feed.feed["updated"] == "2026-12-01T00:00:00Z")
        #expect(feed.feedLinks.contains("self https://example.org/notes/feed.xml"))
        #expect(feed.entries.map { $0.fields["title"] } == ["New", "Old"])
        #expect(feed.entries.map { $0.fields["id"] } == ["https://example.org/notes/journal/new.html", "https://example.org/notes/old.html"])
        #expect(feed.entries.map { $0.fields["published"] } == ["2026-11-30T10:15:00+01:00", "2026-01-05T00:00:00Z"])
        #expect(feed.entries.map { $0.fields["updated"] } == ["2026-12-01T00:00:00Z", "2026-01-05T00:00:00Z"])
        #expect(feed.entries[0].fields["summary"] == "A <b>bold</b> & \"quoted\" day")
        #expect(feed.entries[1].fields["author"] == "Ana")
        #expect(feed.entries[0].base == "https://example.org/notes/journal/new.html")
        // The body as HTML text, its links relative to the page as on the page.
        let content = try #require(feed.entries[0].fields["content"])
        #expect(content.contains("href=\"../old.html\""))
        #expect(!content.contains("<nav"))
        #expect(feed.entries[1].fields["content"]?.contains("<strong>words</strong>") == true)
        // Every page announces the feed, by a path relative to it.
        let page = try String(contentsOfFile: folder.path + "/out/journal/new.html", encoding: .utf8)
        #expect(page.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Garden &amp; &lt;Notes&gt;\" href=\"../feed.xml\">"))
    }

    @Test func twoBuildsOfTheSameNotesGiveTheSameFeed() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        for day in 1...3 { try folder.write("notes/d\(day).norg", "@document.meta\ncreated: 2026-03-0\(day)\n@end\nDay \(day).\n") }
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/a", "--base-url", "https://example.org/"]) == 0)
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/b", "--base-url", "https://example.org/"]) == 0)
        let first = try #require(FileManager.default.contents(atPath: folder.path + "/a/feed.xml"))
        #expect(first == FileManager.default.contents(atPath: folder.path + "/b/feed.xml"))
    }

    @Test func aFeedHoldsTheNewestFiftyNotes() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        for index in 0..<60 {
            try folder.write("notes/n\(index).norg", "@document.meta\ncreated: 2026-01-01T00:\(String(format: "%02d", index)):00Z\n@end\nN.\n")
        }
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--base-url", "https://example.org/"]) == 0)
        let feed = try read(folder.path + "/out/feed.xml")
        #expect(feed.entries.count == SiteFeed.entryLimit)
        #expect(feed.entries.first?.fields["id"] == "https://example.org/n59.html")
        #expect(feed.entries.last?.fields["id"] == "https://example.org/n10.html")
    }

    @Test func withoutADatedNoteThereIsNoFeedAndNoPageAnnouncesOne() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "@document.meta\ncreated: someday\n@end\n* A\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--base-url", "https://example.org/"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/feed.xml"))
        let page = try String(contentsOfFile: folder.path + "/out/a.html", encoding: .utf8)
        #expect(!page.contains("application/atom+xml"))
    }

    @Test func metadataTimesBecomeRFC3339AndMidnightUTCWithoutATime() {
        #expect(SiteFeed.timestamp("2026-12-01") == "2026-12-01T00:00:00Z")
        #expect(SiteFeed.timestamp("2026-12-01T09:05") == "2026-12-01T09:05:00Z")
        #expect(SiteFeed.timestamp("2026-12-01 09:05:07.25Z") == "2026-12-01T09:05:07Z")
        #expect(SiteFeed.timestamp("2023-05-01T17:29:59+0100") == "2023-05-01T17:29:59+01:00")
        #expect(SiteFeed.timestamp("2023-05-01T17:29:59-05:30") == "2023-05-01T17:29:59-05:30")
        #expect(SiteFeed.timestamp("2026-12-01T25:00") == "2026-12-01T00:00:00Z")
        #expect(SiteFeed.timestamp("2026-12-01T10:00<x>") == "2026-12-01T00:00:00Z")
        #expect(SiteFeed.timestamp("2026-13-01") == nil)
        #expect(SiteFeed.timestamp("soon") == nil)
        #expect(SiteFeed.timestamp(nil) == nil)
    }

    @Test func controlCharactersInMetadataNeverMakeTheFeedIllFormed() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "@document.meta\ntitle: bell\u{7}]]></title><x>\ncreated: 2026-01-01\ndescription: nul\u{1}\u{1F}\n@end\n* A\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--base-url", "https://example.org/"]) == 0)
        let feed = try read(folder.path + "/out/feed.xml")
        #expect(feed.entries.first?.fields["title"] == "bell]]></title><x>")
        #expect(feed.entries.first?.fields["summary"] == "nul")
    }
}
