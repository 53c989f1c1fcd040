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
    final class Reader: NSObject, XMLParserDelegate, @unchecked Sendable {
        struct Entry {
            var fields: [String: String] = [:]
            var links: [String] = []
            var base: String?
            /// How many times each element occurs as the entry's child (an author's `name` as `author`).
            var counts: [String: Int] = [:]
        }
        var namespace: String?
        var feed: [String: String] = [:]
        var feedLinks: [String] = []
        /// How many times each element occurs as the feed's child.
        var feedCounts: [String: Int] = [:]
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
                let link = (attributes["rel"] ?? "") + " " + href
                if inEntry { entries[entries.count - 1].links.append(link) } else { feedLinks.append(link) }
            }
            text = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let key = inAuthor && name == "name" ? "author" : name
            if name == "author" { inAuthor = false; return }
            if name == "entry" { inEntry = false; return }
            if inEntry {
                entries[entries.count - 1].fields[key] = text
                entries[entries.count - 1].counts[key, default: 0] += 1
            } else {
                feed[key] = text
                feedCounts[key, default: 0] += 1
            }
        }
    }

    func read(_ path: String) throws -> Reader {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let parser = XMLParser(data: bytes)
        let reader = Reader()
        parser.delegate = reader
        #expect(parser.parse(), "feed.xml is not well-formed XML")
        return reader
    }

    /// RFC 4287's musts (4.1.1, 4.1.2): the feed holds exactly one `id`, `title` and `updated`, an
    /// `author` and a `self` link; each entry exactly one `id`, `title` and `updated`, at most one
    /// `published`, `summary` and `content`, and an `alternate` link; every time an RFC 3339
    /// date-time (3.3); every id and link an absolute URL under `base`.
    static func requireEveryAtomElement(_ feed: Reader, base: String, sourceLocation: SourceLocation = #_sourceLocation) {
        func isTime(_ text: String?) -> Bool {
            guard let text else { return false }
            let pattern = #/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})/#
            return text.wholeMatch(of: pattern) != nil
        }
        #expect(feed.namespace == "http://www.w3.org/2005/Atom", sourceLocation: sourceLocation)
        for name in ["id", "title", "updated"] {
            #expect(feed.feedCounts[name] == 1, "the feed's \(name)", sourceLocation: sourceLocation)
        }
        #expect(isTime(feed.feed["updated"]), sourceLocation: sourceLocation)
        #expect(feed.feed["id"]?.hasPrefix(base) == true, sourceLocation: sourceLocation)
        #expect(feed.feedCounts["author", default: 0] >= 1 || feed.entries.allSatisfy { $0.counts["author", default: 0] >= 1 },
                sourceLocation: sourceLocation)
        #expect(feed.feedLinks.filter { $0.hasPrefix("self ") }.count == 1, sourceLocation: sourceLocation)
        #expect(feed.feedLinks.filter { $0.hasPrefix("alternate ") }.count <= 1, sourceLocation: sourceLocation)
        #expect(feed.feedLinks.allSatisfy { $0.split(separator: " ").last?.hasPrefix(base) == true }, sourceLocation: sourceLocation)
        #expect(!feed.entries.isEmpty, sourceLocation: sourceLocation)
        for entry in feed.entries {
            for name in ["id", "title", "updated"] {
                #expect(entry.counts[name] == 1, "an entry's \(name)", sourceLocation: sourceLocation)
            }
            for name in ["published", "summary", "content"] {
                #expect(entry.counts[name, default: 0] <= 1, "an entry's \(name)", sourceLocation: sourceLocation)
            }
            #expect(isTime(entry.fields["updated"]) && (entry.fields["published"] == nil || isTime(entry.fields["published"])),
                    sourceLocation: sourceLocation)
            #expect(entry.fields["id"]?.hasPrefix(base) == true, sourceLocation: sourceLocation)
            #expect(entry.links.filter { $0.hasPrefix("alternate ") }.count == 1, sourceLocation: sourceLocation)
            #expect(entry.links.allSatisfy { $0.split(separator: " ").last?.hasPrefix(base) == true }, sourceLocation: sourceLocation)
        }
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
        FeedTests.requireEveryAtomElement(feed, base: "https://example.org/notes/")
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
        // A day the calendar does not have is not a time (RFC 3339 5.7), nor a sitemap's lastmod.
        #expect(SiteFeed.timestamp("2026-02-30") == nil && SiteFeed.timestamp("2026-04-31T10:00") == nil)
        #expect(SiteFeed.timestamp("2028-02-29") == "2028-02-29T00:00:00Z")
        #expect(SiteSitemap.lastModified(updated: "2026-02-30", created: "2026-02-01") == "2026-02-01")
        #expect(SiteFeed.timestamp("soon") == nil)
        #expect(SiteFeed.timestamp(nil) == nil)
    }

    @Test func entriesAreOrderedByTheMomentsTheirTimesNameWhateverTheirZones() {
        #expect(SiteFeed.instant("2026-01-02T10:00:00+01:00") < SiteFeed.instant("2026-01-02T09:30:00Z"))
        #expect(SiteFeed.instant("2026-01-01T23:30:00-01:00") > SiteFeed.instant("2026-01-02T00:00:00Z"))
        #expect(SiteFeed.instant("2026-01-02T00:00:00Z") - SiteFeed.instant("2026-01-01T00:00:00Z") == 86_400)
        let times = ["a": "2026-01-02T10:00:00+01:00", "b": "2026-01-02T09:30:00Z", "c": "2026-01-01T23:30:00-01:00"]
        #expect(Array(SiteFeed.newest(Array(times), published: \.value, path: \.key).map(\.key)) == ["b", "a", "c"])
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
