import NorgKit

/// The categories a site's notes name in `@document.meta` (`categories: [garden, reading]`, or one
/// name), each with its page: `FOLDER/SLUG.html` listing its notes (and, on a site with feeds,
/// `FOLDER/SLUG.xml`, the Atom feed of its dated notes), and `FOLDER/index.html` listing the
/// categories. `FOLDER` is `categories` unless the notes already have a page or folder
/// of that name (then `categories-1`, …).
///
/// A slug is the name's ASCII letters and digits, lowercased, every other run of characters one
/// `-`; a name with characters beyond ASCII also gets the first eight hex digits of its UTF-8's
/// SHA-256, so `Café` and `Cafe` stay apart and no slug depends on a file system's Unicode
/// normalisation. Slugs that still meet (`C++` and `C#` both read `c`) are told apart by `-2`,
/// `-3`, … in the order of the names' bytes; `index` is the listing's own.
public struct SiteCategories: Sendable {
    /// One category and the notes that name it.
    public struct Category: Sendable, Equatable {
        /// The name as the notes write it (the first spelling met, in path order; names differing
        /// only in case are one category).
        public var name: String
        /// The file name of its page, without `.html`.
        public var slug: String
        /// The keys of its notes: those with a `created` date newest first, then the rest by title.
        public var pages: [String]
    }

    /// What the list of categories is called: its page's heading, its link in the sidebar.
    public static let title = "Categories"

    /// The folder of the category pages, relative to the site's root.
    public let folder: String
    /// Every category, by name (case-insensitively, then by bytes).
    public let all: [Category]
    private let byPage: [String: [Int]]
    /// Each category's position in `all`, by its slug.
    private let bySlug: [String: Int]
    /// `YYYY-MM-DD` of each categorised note with a `created` date.
    private let createdDays: [String: String]

    /// The categories of `documents` (keyed as the site's pages), titled as `map` titles pages.
    public init(documents: [String: NorgDocument], map: SiteMap) {
        self.init(listing: documents.mapValues { (SiteCategories.names(of: $0), $0.metadata?.created) }, map: map)
    }

    /// The categories of the notes `notes` describes (keyed as the site's pages).
    package init(notes: [String: HTMLSite.Note], map: SiteMap) {
        self.init(listing: notes.mapValues { ($0.categories, $0.created) }, map: map)
    }

    /// The categories of the notes `listing` gives each page's category names and `created` date of.
    private init(listing: [String: (names: [String], created: String?)], map: SiteMap) {
        var folder = "categories"
        var suffix = 0
        while map.hasPage(folder) || map.folders.contains(folder) {
            suffix += 1
            folder = "categories-\(suffix)"
        }
        self.folder = folder

        var members: [String: (name: String, pages: [String])] = [:]
        // Most notes name no category: only those that do are sorted and dated.
        let listing = listing.filter { !$0.value.names.isEmpty }
        let keys = listing.keys.sorted { $0.utf8Precedes($1) }
        for key in keys {
            // Names that differ only in case are one category, named as first met.
            for name in listing[key]!.names {
                let folded = name.lowercased()
                if members[folded] == nil { members[folded] = (name, []) }
                if members[folded]!.pages.last != key { members[folded]!.pages.append(key) }
            }
        }
        let names = members.values.map(\.name).sorted {
            let (a, b) = ($0.lowercased(), $1.lowercased())
            return a != b ? a < b : $0.utf8Precedes($1)
        }
        // Slugs are handed out in the order of the names' bytes, so adding a category elsewhere in
        // the alphabet never renames another's page.
        var slugs: [String: String] = [:]
        var taken: Set<String> = ["index"]
        for name in names.sorted(by: { $0.utf8Precedes($1) }) {
            let base = SiteCategories.slug(name)
            var slug = base
            var count = 1
            while taken.contains(slug) {
                count += 1
                slug = "\(base)-\(count)"
            }
            taken.insert(slug)
            slugs[name] = slug
        }
        let created = listing.mapValues { SiteFeed.timestamp($0.created) }
        let instants = created.compactMapValues { $0.map(SiteFeed.instant) }
        var all: [Category] = []
        var byPage: [String: [Int]] = [:]
        for name in names {
            let pages = members[name.lowercased()]!.pages.sorted { a, b in
                switch (instants[a], instants[b]) {
                case let (x?, y?) where x != y: return x > y
                case (_?, nil): return true
                case (nil, _?): return false
                default:
                    let (ta, tb) = (map.title(ofPage: a), map.title(ofPage: b))
                    return ta != tb ? ta.lowercased() < tb.lowercased() : a.utf8Precedes(b)
                }
            }
            for page in pages { byPage[page, default: []].append(all.count) }
            all.append(Category(name: name, slug: slugs[name]!, pages: pages))
        }
        self.all = all
        self.byPage = byPage
        bySlug = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.slug, $0) })
        createdDays = created.compactMapValues { $0.map { String($0.prefix(10)) } }.filter { byPage[$0.key] != nil }
    }

    /// The page key of `category`'s page.
    public func key(of category: Category) -> String { folder + "/" + category.slug }

    /// The day the note `key` was created, `YYYY-MM-DD`, when it names a category and a date.
    public func createdDay(of key: String) -> String? { createdDays[key] }

    /// Where `category`'s Atom feed goes, beside its page (`categories/garden.xml`), when one of
    /// its notes has a `created` date to list it by; nil otherwise. A site writes it only where it
    /// writes `feed.xml` (with a base URL).
    public func feedPath(of category: Category) -> String? {
        category.pages.contains { createdDays[$0] != nil } ? key(of: category) + ".xml" : nil
    }

    /// The category whose page is `key`; nil for any other page.
    public func category(atPage key: String) -> Category? {
        guard SitePath.folder(of: key).utf8.elementsEqual(folder.utf8), let position = bySlug[SitePath.name(of: key)],
              all[position].slug.utf8.elementsEqual(SitePath.name(of: key).utf8) else { return nil }
        return all[position]
    }

    /// The page key of the list of categories.
    public var indexKey: String { folder + "/index" }

    /// The categories the note `key` names, by name.
    public func categories(ofPage key: String) -> [Category] {
        (byPage[key] ?? []).map { all[$0] }
    }

    /// The category names `document`'s metadata gives, trimmed, without empty ones.
    public static func names(of document: NorgDocument) -> [String] {
        guard let value = document.metadata?["categories"] else { return [] }
        return value.strings.map { name in
            String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }.filter { !$0.isEmpty }
    }

    /// `name` as a file name, before collisions are told apart.
    public static func slug(_ name: String) -> String {
        var out = ""
        var pendingDash = false
        var beyondASCII = false
        for scalar in name.unicodeScalars {
            if scalar.isASCII, let byte = UInt8(exactly: scalar.value),
               (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte))
            } else {
                pendingDash = true
                if !scalar.isASCII { beyondASCII = true }
            }
            // A name can be long; a file name may not be.
            if out.utf8.count >= 60 { break }
        }
        if beyondASCII || out.isEmpty {
            let digest = SHA256.hex(Array(name.utf8)).prefix(8)
            out += (out.isEmpty ? "" : "-") + digest
        }
        return out
    }
}
