import NorgKit

/// An Atom feed (RFC 4287) of a site's dated notes, newest first: `feed.xml`, and one per
/// category beside its page (`SiteFeedListing` says which feeds a site has and what each lists).
///
/// A note is an entry when its `@document.meta` has a `created` date. Every time in the feed comes
/// from the notes' metadata, never from the clock of the build, so two builds of the same notes
/// give the same bytes: an entry is `updated` when its note says (else when it was `created`), and
/// the feed when its newest entry was. All text (titles, summaries, authors, the rendered body) is
/// escaped character data; URLs are absolute under the site's base with the path percent-encoded.
public enum SiteFeed {
    /// The most entries a feed holds: the newest ones.
    public static let entryLimit = 50

    /// One note in the feed.
    public struct Entry: Sendable, Equatable {
        /// The page's file relative to the site's root: `journal/2026-12-01.html`.
        public var path: String
        /// The note's title as the site shows it.
        public var title: String
        /// When it was created, as `SiteFeed.timestamp` gives it.
        public var published: String
        /// When it last changed: its `updated` date, else `published`.
        public var updated: String
        /// The note's `description`, if it has one.
        public var summary: String?
        /// The note's `authors`.
        public var authors: [String]
        /// The note's body as HTML (a fragment whose links are relative to the page).
        public var content: String

        /// An entry for the page at `path`.
        public init(path: String, title: String, published: String, updated: String, summary: String?,
                    authors: [String], content: String) {
            self.path = path
            self.title = title
            self.published = published
            self.updated = updated
            self.summary = summary
            self.authors = authors
            self.content = content
        }
    }

    /// A metadata date as an RFC 3339 time: `YYYY-MM-DD` is midnight UTC that day; a time after it
    /// (`T` or a space, `HH:MM` or `HH:MM:SS`) is kept with its offset (`Z`, `±HH:MM` or Neorg's
    /// `±HHMM`), and read as UTC without one. Nil unless the value starts with a valid date; a time
    /// that cannot be read leaves the date alone.
    public static func timestamp(_ value: String?) -> String? {
        guard let value, let day = SiteSitemap.lastModified(updated: value, created: nil) else { return nil }
        let rest = Array(value.utf8.dropFirst(10))
        return day + "T" + (time(rest) ?? "00:00:00Z")
    }

    /// The feed at `base` + `feedPath`, titled `title`, of the newest `entryLimit` of `entries`
    /// (newest `published` first, then by path). Its `alternate` link is the page it stands for,
    /// `base` + `pagePath` (the site's root when nil: `feed.xml`; a category's page for its feed),
    /// and `author` (the site's title; `title` when nil) stands in for entries that name none.
    /// Nil when there is no entry: a feed needs one time to say when it was updated, and no note
    /// gives it.
    public static func xml(base: String, feedPath: String, title: String, author: String? = nil, pagePath: String? = nil,
                           entries: [Entry]) -> [UInt8]? {
        let shown = newest(entries, published: \.published, path: \.path)
        guard let newest = shown.map(\.updated).max(by: { instant($0) < instant($1) }) else { return nil }
        var out = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n".utf8)
        let feedURL = SiteXML.url(base: base, path: feedPath)
        out += element("id", feedURL)
        out += element("title", SiteXML.escaped(title))
        out += element("updated", Array(newest.utf8))
        out += Array("<link rel=\"self\" type=\"application/atom+xml\" href=\"".utf8) + feedURL + Array("\"/>\n".utf8)
        out += Array("<link rel=\"alternate\" type=\"text/html\" href=\"".utf8) + SiteXML.url(base: base, path: pagePath ?? "")
            + Array("\"/>\n".utf8)
        // RFC 4287 4.1.1: a feed names an author unless every entry does; the site stands in.
        out += Array("<author><name>".utf8) + SiteXML.escaped(author ?? title) + Array("</name></author>\n".utf8)
        for entry in shown {
            let pageURL = SiteXML.url(base: base, path: entry.path)
            // xml:base makes the body's page-relative links and images resolve as on the page.
            out += Array("<entry xml:base=\"".utf8) + pageURL + Array("\">\n".utf8)
            out += element("id", pageURL)
            out += element("title", SiteXML.escaped(entry.title))
            out += element("published", Array(entry.published.utf8))
            out += element("updated", Array(entry.updated.utf8))
            out += Array("<link rel=\"alternate\" type=\"text/html\" href=\"".utf8) + pageURL + Array("\"/>\n".utf8)
            for author in entry.authors {
                out += Array("<author><name>".utf8) + SiteXML.escaped(author) + Array("</name></author>\n".utf8)
            }
            if let summary = entry.summary {
                out += Array("<summary type=\"text\">".utf8) + SiteXML.escaped(summary) + Array("</summary>\n".utf8)
            }
            out += Array("<content type=\"html\">".utf8) + SiteXML.escaped(entry.content) + Array("</content>\n".utf8)
            out += Array("</entry>\n".utf8)
        }
        out += Array("</feed>\n".utf8)
        return out
    }

    /// The newest `entryLimit` of `items`: latest `published` first (as instants, `instant(_:)`),
    /// equal times by path's bytes. The site picks the notes to render with it, and the feed
    /// orders its entries with it.
    public static func newest<Item>(_ items: [Item], published: (Item) -> String, path: (Item) -> String) -> ArraySlice<Item> {
        items.map { (instant(published($0)), $0) }.sorted {
            $0.0 != $1.0 ? $0.0 > $1.0 : path($0.1).utf8Precedes(path($1.1))
        }.prefix(entryLimit).map(\.1)[...]
    }

    /// A `timestamp(_:)` as seconds since the first day of the year 0 in UTC, its offset applied,
    /// so times written in different zones compare as the moments they name (`10:00+01:00` before
    /// `09:30Z`). A text `timestamp` did not give counts as the earliest.
    public static func instant(_ time: String) -> Int {
        let bytes = Array(time.utf8)
        guard bytes.count >= 20, let day = TaskDay(iso: String(decoding: bytes[0..<10], as: UTF8.self)) else { return Int.min }
        func number(_ at: Int) -> Int { Int(bytes[at] &- 48) * 10 + Int(bytes[at + 1] &- 48) }
        var seconds = day.dayNumber * 86_400 + number(11) * 3_600 + number(14) * 60 + number(17)
        if bytes.count == 25, bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-") {
            let offset = number(20) * 3_600 + number(23) * 60
            seconds += bytes[19] == UInt8(ascii: "+") ? -offset : offset
        }
        return seconds
    }

    private static func element(_ name: String, _ value: [UInt8]) -> [UInt8] {
        Array("<\(name)>".utf8) + value + Array("</\(name)>\n".utf8)
    }

    /// `THH:MM[:SS][offset]` (or with a space) as `HH:MM:SS` and its offset; nil when it is not one.
    private static func time(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 6, bytes[0] == UInt8(ascii: "T") || bytes[0] == UInt8(ascii: " ") else { return nil }
        func number(_ at: Int, below limit: Int) -> String? {
            guard at + 1 < bytes.count, isDigit(bytes[at]), isDigit(bytes[at + 1]) else { return nil }
            let value = Int(bytes[at] - 48) * 10 + Int(bytes[at + 1] - 48)
            return value < limit ? String(decoding: bytes[at...at + 1], as: UTF8.self) : nil
        }
        guard let hour = number(1, below: 24), bytes[3] == UInt8(ascii: ":"), let minute = number(4, below: 60) else { return nil }
        var at = 6
        var second = "00"
        if at < bytes.count, bytes[at] == UInt8(ascii: ":") {
            guard let read = number(at + 1, below: 60) else { return nil }
            second = read
            at += 3
        }
        // Fractions of a second are dropped: the feed's times are to the second.
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            while at < bytes.count, isDigit(bytes[at]) { at += 1 }
        }
        let clock = "\(hour):\(minute):\(second)"
        guard at < bytes.count else { return clock + "Z" }
        switch bytes[at] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return at + 1 == bytes.count ? clock + "Z" : nil
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = bytes[at] == UInt8(ascii: "+") ? "+" : "-"
            guard let offsetHour = number(at + 1, below: 24) else { return nil }
            var next = at + 3
            if next < bytes.count, bytes[next] == UInt8(ascii: ":") { next += 1 }
            guard let offsetMinute = number(next, below: 60), next + 2 == bytes.count else { return nil }
            return clock + sign + offsetHour + ":" + offsetMinute
        default:
            return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
