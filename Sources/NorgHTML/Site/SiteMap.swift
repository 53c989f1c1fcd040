import NorgKit

/// A workspace as its pages' navigation shows it: every page's title and every folder's entries,
/// sorted by title.
///
/// A page's title is the one `HTMLSite` gave it (`HTMLSite.title(of:)`: its document's metadata
/// title, else its first heading, else its file name, as the page's `<title>`). A folder's title is its `index.norg`'s, else its name; its entries are
/// its subfolders, then its pages, each sorted by title (case folded, then by path), without its
/// own index document, which stands for the folder.
public struct SiteMap: Sendable {
    /// A folder with more entries than this is reached through its index page instead of being
    /// listed in every page's sidebar, so a page's size stays bounded.
    public static let folderEntryLimit = 50

    /// One entry of a folder: a page (by key) or a subfolder (by path).
    public struct Entry: Sendable, Hashable {
        /// What an entry links to.
        public enum Kind: Sendable, Hashable {
            /// A document's page.
            case page
            /// A subfolder, through its index page.
            case folder
        }

        /// A page or a subfolder.
        public var kind: Kind
        /// The page's key or the folder's path, from the site root.
        public var path: String
        /// The title the navigation shows.
        public var title: String

        /// The key of the page the entry links to: the page, or the folder's index page.
        public var pageKey: String {
            kind == .page ? path : SitePath.indexPage(ofFolder: path)
        }
    }

    private let pageTitles: [String: String]
    private let folderEntries: [String: [Entry]]
    private let folderTitles: [String: String]
    /// The site's journals: their month folders are titled by month name, their folders list
    /// newest first, and their entries link to each other.
    public let journal: SiteJournal

    /// The pages of `site`, with the titles it gave them; `rootTitle` names the root folder when
    /// it has no `index.norg` (the input folder's name, say).
    public init(site: HTMLSite, rootTitle: String) {
        var pageTitles: [String: String] = [:]
        pageTitles.reserveCapacity(site.paths.count)
        for key in site.paths {
            pageTitles[key] = site.title(of: key)
        }
        self.init(titles: pageTitles, rootTitle: rootTitle)
    }

    /// The pages `pageTitles` names, by key, with the titles the site gives them
    /// (`HTMLSite.Note.pageTitle(at:)`): the map of `init(site:rootTitle:)`, drawn without the
    /// site, so a build draws it while the site's links are resolved.
    package init(titles pageTitles: [String: String], rootTitle: String) {
        let journal = SiteJournal(keys: pageTitles.keys)
        var folderTitles: [String: String] = ["": rootTitle]
        var folderEntries: [String: [Entry]] = ["": []]
        for key in pageTitles.keys {
            // A folder met already had its ancestors added with it.
            guard folderEntries[SitePath.folder(of: key)] == nil else { continue }
            for folder in SitePath.ancestors(of: key) where folderEntries[folder] == nil {
                folderEntries[folder] = []
                folderTitles[folder] = journal.monthName(ofFolder: folder) ?? SitePath.name(of: folder)
            }
        }
        for folder in folderEntries.keys {
            if let title = pageTitles[SitePath.indexPage(ofFolder: folder)] { folderTitles[folder] = title }
            if !folder.isEmpty {
                folderEntries[SitePath.folder(of: folder), default: []]
                    .append(Entry(kind: .folder, path: folder, title: folderTitles[folder]!))
            }
        }
        for (key, title) in pageTitles where SitePath.name(of: key) != "index" {
            folderEntries[SitePath.folder(of: key), default: []].append(Entry(kind: .page, path: key, title: title))
        }
        for folder in folderEntries.keys {
            let dated = journal.isDated(folder)
            folderEntries[folder] = folderEntries[folder]!.map { (SiteMap.sortKey($0, newestFirst: dated), $0) }
                .sorted { $0.0 < $1.0 }.map(\.1)
        }
        self.pageTitles = pageTitles
        self.folderEntries = folderEntries
        self.folderTitles = folderTitles
        self.journal = journal
    }

    /// In a journal's folders, the dated entries (year and month folders, entries) come first,
    /// newest first by their names; everything else follows by title.
    private static func sortKey(_ entry: Entry, newestFirst: Bool) -> SortKey {
        let name = SitePath.name(of: entry.path)
        let isDated = newestFirst && !name.isEmpty && name.utf8.allSatisfy {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
        }
        return SortKey(dated: isDated ? Array(name.utf8) : nil, isPage: entry.kind == .page,
                       title: Array(entry.title.lowercased().utf8), path: Array(entry.path.utf8))
    }

    private struct SortKey: Comparable {
        /// A journal entry's name (`2026`, `12`, `01`, `2026-12-01`), sorted newest first.
        var dated: [UInt8]?
        var isPage: Bool
        var title: [UInt8]
        var path: [UInt8]

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            switch (lhs.dated, rhs.dated) {
            case let (left?, right?) where left != right: return right.lexicographicallyPrecedes(left)
            case (_?, nil): return true
            case (nil, _?): return false
            default: break
            }
            if lhs.isPage != rhs.isPage { return !lhs.isPage }
            if lhs.title != rhs.title { return lhs.title.lexicographicallyPrecedes(rhs.title) }
            return lhs.path.lexicographicallyPrecedes(rhs.path)
        }
    }

    /// Every folder's path, the root (`""`) first, in byte order.
    public var folders: [String] {
        folderEntries.keys.sorted { $0.utf8Precedes($1) }
    }

    /// Whether the site has a page `key`.
    public func hasPage(_ key: String) -> Bool { pageTitles[key] != nil }

    /// The title of the page `key`, or of the folder whose index page it is when there is no such
    /// document (a generated index page).
    public func title(ofPage key: String) -> String {
        if let title = pageTitles[key] { return title }
        if SitePath.name(of: key) == "index", let title = folderTitles[SitePath.folder(of: key)] { return title }
        return SitePath.name(of: key)
    }

    /// The title of `folder`; the root's is `rootTitle` unless it has an `index.norg`.
    public func title(ofFolder folder: String) -> String {
        folderTitles[folder] ?? SitePath.name(of: folder)
    }

    /// The entries of `folder`, sorted; empty for a folder the site does not have.
    public func entries(inFolder folder: String) -> [Entry] {
        folderEntries[folder] ?? []
    }

    /// Whether `folder` has an `index.norg`, whose page stands for it; otherwise its index page is
    /// generated.
    public func hasIndexDocument(_ folder: String) -> Bool {
        pageTitles[SitePath.indexPage(ofFolder: folder)] != nil
    }

    /// Whether `folder` has too many entries to list in every sidebar.
    public func isLarge(_ folder: String) -> Bool {
        entries(inFolder: folder).count > SiteMap.folderEntryLimit
    }
}
