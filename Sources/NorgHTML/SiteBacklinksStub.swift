// Stand-in for the backlinks API the `sitelinks` branch provides; deleted when the branches merge.

/// A link to a page from another page of the site.
public struct SiteBacklink: Sendable, Hashable {
    public var sourcePath: String        // linking document's path, without .norg
    public var sourceTitle: String
    public var headingTitle: String?     // heading the link sits under
    public var headingID: String?

    public init(sourcePath: String, sourceTitle: String, headingTitle: String? = nil, headingID: String? = nil) {
        self.sourcePath = sourcePath
        self.sourceTitle = sourceTitle
        self.headingTitle = headingTitle
        self.headingID = headingID
    }
}

extension HTMLSite {
    /// The pages and headings that link to the page `path`.
    public func backlinks(to path: String) -> [SiteBacklink] { [] }

    /// The `href` from the page `from` to the page `path`, at `#id` when given.
    public func pageHref(to path: String, id: String?, from: String) -> String {
        SitePath.href(to: SitePath.pageFile(path), from: from) + (id.map { "#" + $0 } ?? "")
    }
}
