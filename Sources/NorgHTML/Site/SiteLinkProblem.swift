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
    /// The byte offset of the link or image in the document (where an editor marks it).
    package var offset = 0

    /// Whether the link or image does not work (an ambiguous one does, to its first match).
    public var isBroken: Bool {
        if case .ambiguous = kind { return false }
        return true
    }

    /// What is wrong, in the words of `norg render`'s report after its `path:line: `
    /// (`unresolved link {* Missing}`): the one wording of the report and the editor's diagnostics.
    package var message: String {
        let what = isImage ? "image" : "link"
        switch kind {
        case .unresolved:
            return "unresolved \(what) \(source)"
        case .refused(let reason):
            return "refused \(what) \(source): \(reason)"
        case .ambiguous(let alsoIn, let others):
            let more = others > alsoIn.count ? " and \(others - alsoIn.count) more" : ""
            return "ambiguous \(what) \(source): also in " + alsoIn.map { $0 + ".norg" }.joined(separator: ", ") + more
        }
    }

    /// A problem as the site build reports it; `isImage` is false for a link.
    public init(path: String, line: Int, source: String, isImage: Bool = false, kind: Kind) {
        self.path = path
        self.line = line
        self.source = source
        self.isImage = isImage
        self.kind = kind
    }

    /// Equal when what the report says is: the offset, where an editor marks it, is not compared.
    public static func == (lhs: SiteLinkProblem, rhs: SiteLinkProblem) -> Bool {
        lhs.path == rhs.path && lhs.line == rhs.line && lhs.source == rhs.source && lhs.isImage == rhs.isImage
            && lhs.kind == rhs.kind
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(line)
        hasher.combine(source)
        hasher.combine(isImage)
        hasher.combine(kind)
    }
}
