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

    /// The description; or, for a link whose description is one line of plain text ending right
    /// before the link's last `]` (most), only the buffer that text slices and where it starts:
    /// its range follows from the link's. An array holding one text node cost an allocation a link.
    private enum StoredDescription: Sendable {
        case nodes([NorgInline]?)
        case sourceText(SourceStorage, start: Int32)
    }

    /// The location; or, for a URL on one line (most links), only the buffer its bytes slice and
    /// where: `location` makes its `String` when read. A `String` per link cost an allocation and
    /// about 400 instructions each, and renderers write the URL from its bytes (`urlText`).
    private enum StoredLocation: Sendable {
        case location(LinkLocation?)
        case url(SourceStorage, start: Int32, end: Int32)
    }

    public var form: Form
    private var storedLocation: StoredLocation
    private var storedDescription: StoredDescription
    public var attributes: [ModifierAttribute]
    private var storedRange: SourceRange
    /// For anchors: the name in the first `[…]`, whitespace collapsed (it differs from
    /// `description` only for `[name][description]`); nil for links.
    public var name: String?

    public init(form: Form = .link, location: LinkLocation?, description: [NorgInline]? = nil,
                attributes: [ModifierAttribute] = [], range: SourceRange, name: String? = nil) {
        self.form = form
        self.storedLocation = .location(location)
        self.storedDescription = .nodes(description)
        self.attributes = attributes
        self.storedRange = range
        self.name = name
    }

    /// Where the link points. For an anchor declaration this is copied from the anchor's definition
    /// when the document has one, and nil otherwise.
    public var location: LinkLocation? {
        get {
            switch storedLocation {
            case .location(let location):
                return location
            case .url(let storage, let start, let end):
                let url = NorgText(storage, Int(start)..<Int(end)).string
                return LinkLocation(target: .url(url), rawText: url)
            }
        }
        set { storedLocation = .location(newValue) }
    }

    /// The URL's text when the location is a URL kept as source bytes (see `location`).
    package var urlText: NorgText? {
        guard case .url(let storage, let start, let end) = storedLocation else { return nil }
        return NorgText(storage, Int(start)..<Int(end))
    }

    /// Gives the link the location `.url` of the text of `storage` in `offsets` (one line).
    mutating func setURL(of storage: SourceStorage, _ offsets: Range<Int>) {
        storedLocation = .url(storage, start: Int32(offsets.lowerBound), end: Int32(offsets.upperBound))
    }

    public var range: SourceRange {
        get { storedRange }
        set {
            // A description derived from the range is made an array first, so that it stays what it was.
            if case .sourceText = storedDescription { storedDescription = .nodes(description) }
            storedRange = newValue
        }
    }

    /// The `[…]` text: a link's description, or an anchor's name.
    public var description: [NorgInline]? {
        get {
            switch storedDescription {
            case .nodes(let nodes): return nodes
            case .sourceText(let storage, let start):
                return [.text(descriptionText(storage, start: Int(start)), range: descriptionRange(start: Int(start)))]
            }
        }
        set { storedDescription = .nodes(newValue) }
    }

    /// Gives a link (no extension, so its range ends at the description's `]`) a description of
    /// one line of plain text that slices `storage` from `start`.
    mutating func setDescriptionText(of storage: SourceStorage, start: Int) {
        storedDescription = .sourceText(storage, start: Int32(start))
    }

    /// True when the link has a `[…]` description (even an empty one).
    package var hasDescription: Bool {
        if case .nodes(nil) = storedDescription { return false }
        return true
    }

    /// The text of the description when it is one text node kept without an array (see
    /// `description`): it runs to just before the link's last byte.
    package var descriptionText: NorgText? {
        guard case .sourceText(let storage, let start) = storedDescription else { return nil }
        return descriptionText(storage, start: Int(start))
    }

    /// The text of `storage` from `start` to just before the link's last byte.
    private func descriptionText(_ storage: SourceStorage, start: Int) -> NorgText {
        NorgText(storage, start..<(range.end.offset - 1))
    }

    /// From `start` to just before the link's last byte, on the link's last line.
    private func descriptionRange(start: Int) -> SourceRange {
        var end = range.end
        end.offset -= 1
        end.column -= 1
        let startPosition = SourcePosition(line: end.line, column: end.column - (end.offset - start), offset: start)
        return SourceRange(start: startPosition, end: end)
    }

    public static func == (lhs: InlineLink, rhs: InlineLink) -> Bool {
        lhs.form == rhs.form && lhs.location == rhs.location && lhs.range == rhs.range && lhs.name == rhs.name
            && lhs.attributes == rhs.attributes && lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(form)
        hasher.combine(location)
        hasher.combine(description)
        hasher.combine(attributes)
        hasher.combine(range)
        hasher.combine(name)
    }

    /// The URL of an external link, the location text of any other kind, nil where there is none.
    public var target: String? { location?.targetText }

    /// True for anchor declarations and definitions.
    public var isAnchor: Bool { form != .link }
}
