/// A link into a page from another place in the site.
public struct SiteBacklink: Sendable, Hashable {
    /// The linking document's path (relative, `/`-separated, without `.norg`).
    public var sourcePath: String
    /// The linking document's title (metadata title, else first heading, else file name).
    public var sourceTitle: String
    /// The heading the link sits under in the source, if any: its title and id.
    public var headingTitle: String?
    public var headingID: String?

    public init(sourcePath: String, sourceTitle: String, headingTitle: String? = nil, headingID: String? = nil) {
        self.sourcePath = sourcePath
        self.sourceTitle = sourceTitle
        self.headingTitle = headingTitle
        self.headingID = headingID
    }
}
