/// A link into a page from another place in the site.
public struct SiteBacklink: Sendable, Hashable {
    /// The linking document's path (relative, `/`-separated, without `.norg`).
    public var sourcePath: String
    /// The linking document's title (metadata title, else first heading, else file name).
    public var sourceTitle: String
    /// The heading the link sits under in the source, if any: its title and id.
    public var headingTitle: String?
    /// The id of that heading in the linking page, for a link straight to the place; nil above every
    /// heading.
    public var headingID: String?

    /// A backlink from the document at `sourcePath`; the heading is nil for a link above every heading.
    public init(sourcePath: String, sourceTitle: String, headingTitle: String? = nil, headingID: String? = nil) {
        self.sourcePath = sourcePath
        self.sourceTitle = sourceTitle
        self.headingTitle = headingTitle
        self.headingID = headingID
    }
}
