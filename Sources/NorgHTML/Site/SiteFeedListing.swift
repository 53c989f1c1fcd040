/// One Atom feed of a site: where it goes, its title, the page it stands for, and the notes it
/// lists. A site has `feed.xml`, of every note with a `created` date, and beside each category's
/// page a feed of that category's dated notes (`categories/garden.xml`, `SiteCategories.feedPath`);
/// each by the same rules (`SiteFeed`): newest first, at most `SiteFeed.entryLimit`, and only when
/// it lists a note.
public struct SiteFeedListing: Sendable, Equatable {
    /// The feed's file relative to the site's root: `feed.xml`, `categories/garden.xml`.
    public var path: String
    /// The feed's title: the site's, or `Site: category` for a category's.
    public var title: String
    /// The page the feed stands for (its `alternate` link), relative to the root; nil for the
    /// site's root.
    public var page: String?
    /// The keys of the notes it lists, newest first.
    public var keys: [String]

    /// A feed at `path` titled `title`, standing for `page`, listing `keys` in that order.
    public init(path: String, title: String, page: String?, keys: [String]) {
        self.path = path
        self.title = title
        self.page = page
        self.keys = keys
    }

    /// The feeds of a site titled `siteTitle` whose notes were created at `published` (page key
    /// to `SiteFeed.timestamp`; undated notes left out): the site's at `sitePath` first, then one
    /// per category of `categories` with a dated note, in the categories' order. Empty when no
    /// note is dated.
    public static func all(published: [String: String], siteTitle: String, sitePath: String,
                           categories: SiteCategories?) -> [SiteFeedListing] {
        func newest(_ keys: some Sequence<String>) -> [String] {
            let dated = keys.compactMap { key in published[key].map { (key: key, published: $0) } }
            return SiteFeed.newest(dated, published: \.published, path: { SitePath.pageFile($0.key) }).map(\.key)
        }
        let site = newest(published.keys)
        guard !site.isEmpty else { return [] }
        var feeds = [SiteFeedListing(path: sitePath, title: siteTitle, page: nil, keys: site)]
        for category in categories?.all ?? [] {
            guard let categories, let path = categories.feedPath(of: category) else { continue }
            let keys = newest(category.pages)
            guard !keys.isEmpty else { continue }
            feeds.append(SiteFeedListing(path: path, title: title(site: siteTitle, category: category.name),
                                         page: SitePath.pageFile(categories.key(of: category)), keys: keys))
        }
        return feeds
    }

    /// The title of a category's feed, as the feed and its page's `<link>` give it: `My notes: garden`.
    public static func title(site: String, category: String) -> String {
        site + ": " + category
    }
}
