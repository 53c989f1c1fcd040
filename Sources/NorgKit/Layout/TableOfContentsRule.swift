/// How a renderer shows a document's `.toc` tags so that its output stays linear in the input: the
/// first `.toc` it shows lists the document's headings, and every later one only refers back to
/// that first one. (Listing every heading at every `.toc` makes a document of many of both grow
/// with the square of its size.)
///
/// A renderer keeps one rule per rendering and asks it at each `.toc`, in the order it shows them.
public struct TableOfContentsRule: Sendable, Hashable {
    /// How to show one `.toc`.
    public enum Form: Sendable, Hashable {
        /// List the document's headings.
        case full
        /// Refer to the `.toc` at this range, which was shown in full.
        case reference(to: SourceRange)
    }

    /// The `.toc` shown in full, once the rule has been asked.
    public private(set) var first: SourceRange?

    /// A rule for one rendering, before any `.toc` has been shown.
    public init() {}

    /// How to show `tag`, a `.toc` shown after those the rule was asked about before.
    public mutating func form(of tag: InfirmTag) -> Form {
        if let first { return .reference(to: first) }
        first = tag.range
        return .full
    }
}
