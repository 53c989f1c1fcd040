/// What every page of a folder site carries around its content: the sidebar of the workspace (the
/// last three folders of the current page's path open, the levels above them an ellipsis link,
/// other folders as single links, a large folder only through its index page), breadcrumbs in
/// nested folders (as many levels, the same ellipsis), a "Linked from" list of the page's
/// backlinks, and the site's stylesheets linked by relative paths. Set it as `HTMLOptions.siteChrome`, with
/// `HTMLOptions.documentPath` naming the page.
public struct SiteChrome: Sendable {
    /// The site's pages and folders: the sidebar's tree, breadcrumbs and backlinks are drawn from it.
    public var map: SiteMap
    /// Stylesheets every page links, in order, as root-relative paths (`norg.css`, `user.css`).
    public var stylesheets: [String]
    /// The key of the agenda page, linked from the sidebar; nil when the site has none.
    public var agendaPage: String?
    /// The site's Atom feed as a root-relative path (`feed.xml`), announced by every page's
    /// `<link rel="alternate">`; nil when the site has none.
    public var feed: String? = nil
    /// The categories the notes name, each page showing its own and the sidebar linking the list
    /// of them; nil when no note names one.
    public var categories: SiteCategories? = nil
    /// Whether each category with a dated note has its own Atom feed beside its page
    /// (`SiteCategories.feedPath(of:)`), which that page announces beside the site's `feed`.
    public var categoryFeeds = false
    /// The folder of the site's Pagefind bundle (`pagefind`), root-relative: every page then has a
    /// search box, the only JavaScript a site holds, and the notes' `<main>` is marked as what
    /// Pagefind indexes; nil without search.
    public var search: String? = nil

    /// Navigation from `map`; pages link `stylesheets` (the default stylesheet alone by default) and,
    /// when `agendaPage` is set, the agenda from the sidebar.
    public init(map: SiteMap, stylesheets: [String] = ["norg.css"], agendaPage: String? = nil) {
        self.map = map
        self.stylesheets = stylesheets
        self.agendaPage = agendaPage
    }

    /// The site's shared stylesheet (`norg.css`): the pages' own, then the navigation's.
    public static func stylesheet(theme: HTMLOptions.Theme = .auto) -> String {
        HTMLStylesheet.css(theme: theme) + HTMLStylesheet.site
    }
}
