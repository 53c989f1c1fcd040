/// A link or `.image` of a site's document that does not work as written, found when the site is
/// built: `norg render` reports each one (`path:line: unresolved link {…}`).
public struct SiteLinkProblem: Sendable, Hashable {
    /// What is wrong with the link, or what to know about it.
    public enum Kind: Sendable, Hashable {
        /// The page, heading or file the link names is not in the site.
        case unresolved
        /// The path is never followed: absolute, in the home folder or another workspace, or
        /// outside the folder (`reason` says which).
        case refused(reason: String)
        /// A wiki link whose title several other documents hold: it takes the first in path order;
        /// `alsoIn` names the next few, `others` counts them all.
        case ambiguous(alsoIn: [String], others: Int)
    }

    /// The document's site path (without `.norg`).
    public var path: String
    /// The 1-based line of the link or image in the document.
    public var line: Int
    /// The link as written (`{? Title}`, `{:file:* Heading}`), or the image (`.image pic.png`).
    public var source: String
    /// Whether it is an `.image` (else a link).
    public var isImage: Bool
    /// Unresolved, refused or ambiguous, with what the report says about it.
    public var kind: Kind

    /// Whether the link or image does not work (an ambiguous one does, to its first match).
    public var isBroken: Bool {
        if case .ambiguous = kind { return false }
        return true
    }

    /// A problem as the site build reports it; `isImage` is false for a link.
    public init(path: String, line: Int, source: String, isImage: Bool = false, kind: Kind) {
        self.path = path
        self.line = line
        self.source = source
        self.isImage = isImage
        self.kind = kind
    }
}
