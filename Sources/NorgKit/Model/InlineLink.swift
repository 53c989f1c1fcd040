/// A link `{location}[description]`, an anchor declaration `[name]`, or an anchor definition
/// `[name]{location}`.
///
/// `target` is what an app usually needs: the URL of an external link, the location text of any
/// other, and nil where there is none (an anchor whose definition the document never gives).
public struct InlineLink: Sendable, Hashable {
    public enum Form: Sendable, Hashable {
        /// `{location}` with an optional `[description]`.
        case link
        /// `[name]`, pointing where the document's `[name]{location}` points.
        case anchorDeclaration
        /// `[name]{location}`: defines the anchor and links there itself.
        case anchorDefinition
    }

    public var form: Form
    /// Where the link points. For an anchor declaration this is copied from the anchor's definition
    /// when the document has one, and nil otherwise.
    public var location: LinkLocation?
    /// The `[…]` text: a link's description, or an anchor's name.
    public var description: [NorgInline]?
    public var attributes: [ModifierAttribute]
    public var range: SourceRange
    /// For anchors: the name in the first `[…]`, whitespace collapsed (it differs from
    /// `description` only for `[name][description]`); nil for links.
    public var name: String?

    public init(form: Form = .link, location: LinkLocation?, description: [NorgInline]? = nil,
                attributes: [ModifierAttribute] = [], range: SourceRange, name: String? = nil) {
        self.form = form
        self.location = location
        self.description = description
        self.attributes = attributes
        self.range = range
        self.name = name
    }

    /// The URL of an external link, the location text of any other kind, nil where there is none.
    public var target: String? { location?.targetText }

    /// True for anchor declarations and definitions.
    public var isAnchor: Bool { form != .link }
}
