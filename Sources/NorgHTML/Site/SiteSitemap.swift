import NorgKit

/// `sitemap.xml` (the sitemaps.org protocol, 0.9): every page of a site as an absolute URL under
/// the site's base, with the day it last changed where its metadata says.
///
/// Every byte of a page's path outside the unreserved set and `/` is percent-encoded (UTF-8), so a
/// hostile file name can neither end an element nor leave the base; the base itself is checked by
/// `baseURL(_:)` and written with XML's five escapes.
public enum SiteSitemap {
    /// One page of the sitemap.
    public struct Page: Sendable, Equatable {
        /// The page's file relative to the site's root: `notes/todo.html`.
        public var path: String
        /// `YYYY-MM-DD`, from the note's `updated` or `created`; nil when it has neither.
        public var lastModified: String?

        /// A page at `path`, last changed on `lastModified`.
        public init(path: String, lastModified: String?) {
            self.path = path
            self.lastModified = lastModified
        }
    }

    /// `text` as a base URL for absolute links: an `http` or `https` URL with a host and no space,
    /// control, quote, angle bracket, query or fragment, ending in `/`; nil otherwise.
    public static func baseURL(_ text: String) -> String? {
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        let rest = text.utf8.drop(while: { $0 != UInt8(ascii: ":") }).dropFirst(3)
        guard let first = rest.first, first != UInt8(ascii: "/"),
              !text.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F || "\"'<>\\`{}|^#?".utf8.contains($0) }) else { return nil }
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// The day a note's metadata names as its last change: `updated`, else `created`, when it
    /// starts with a `YYYY-MM-DD` that is a day of the calendar (not `2026-02-30`).
    public static func lastModified(updated: String?, created: String?) -> String? {
        for value in [updated, created].compactMap({ $0 }) {
            let day = String(value.prefix(10))
            let parts = day.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
                  day.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }),
                  let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]),
                  TaskDay(year: year, month: month, day: dayOfMonth) != nil else { continue }
            return day
        }
        return nil
    }

    /// The sitemap of `pages` under `base` (a `baseURL(_:)`), in the order given.
    public static func xml(base: String, pages: [Page]) -> [UInt8] {
        var out = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n".utf8)
        for page in pages {
            out += Array("<url><loc>".utf8) + SiteXML.url(base: base, path: page.path) + Array("</loc>".utf8)
            if let day = page.lastModified { out += Array("<lastmod>\(day)</lastmod>".utf8) }
            out += Array("</url>\n".utf8)
        }
        out += Array("</urlset>\n".utf8)
        return out
    }
}
