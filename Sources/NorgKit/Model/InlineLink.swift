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

    /// A link's parts, as kept by a link that is not a source URL (see `Storage`).
    struct Parts: Sendable {
        /// The location; or a URL on one line as the bytes it slices: `location` makes its
        /// `String` when read (a `String` per link cost an allocation and about 400 instructions).
        enum Location: Sendable {
            case location(LinkLocation?)
            case url(SourceStorage, start: Int32, end: Int32)
        }

        /// The description; or one line of plain text ending right before the link's last `]`, as
        /// the buffer it slices and where it starts: its range follows from the link's.
        enum Description: Sendable {
            case nodes([NorgInline]?)
            case sourceText(SourceStorage, start: Int32)
        }

        var form: Form = .link
        var location: Location = .location(nil)
        var description: Description = .nodes(nil)
        var attributes: [ModifierAttribute] = []
        var name: String?
    }

    private final class PartsBox: Sendable {
        let parts: Parts

        init(_ parts: Parts) {
            self.parts = parts
        }
    }

    /// How a link is kept. Most links are `{url}` or `{url}[plain text]` on one line: they keep
    /// only the source they slice and where the URL ends, so a link fits in its `NorgInline`
    /// unboxed (a box, a URL `String` and a description array were three allocations per link).
    /// Any other link keeps its parts in a box, replaced (not shared) when a part changes.
    private enum Storage: Sendable {
        /// The URL runs from after the `{` at `range.start` to `urlEnd`; the description, when
        /// `hasSourceDescription`, from after the `}[` to before the link's last byte.
        case sourceURL(SourceStorage)
        case parts(PartsBox)
    }

    private var storedRange: SourceRange
    private var storage: Storage
    private var urlEnd: Int32 = 0
    private var hasSourceDescription = false

    public init(form: Form = .link, location: LinkLocation?, description: [NorgInline]? = nil,
                attributes: [ModifierAttribute] = [], range: SourceRange, name: String? = nil) {
        self.init(range: range, parts: Parts(form: form, location: .location(location), description: .nodes(description),
                                             attributes: attributes, name: name))
    }

    init(range: SourceRange, parts: Parts) {
        storedRange = range
        storage = .parts(PartsBox(parts))
    }

    /// `{url}`, or `{url}[text]` with `hasDescription`, on one line of `storage` at `range`; the
    /// URL ends at the source offset `urlEnd` (the `}`).
    init(sourceURLIn storage: SourceStorage, range: SourceRange, urlEnd: Int, hasDescription: Bool) {
        storedRange = range
        self.storage = .sourceURL(storage)
        self.urlEnd = Int32(urlEnd)
        hasSourceDescription = hasDescription
    }

    /// The parts, spelled out for a source URL.
    private var parts: Parts {
        switch storage {
        case .parts(let box):
            return box.parts
        case .sourceURL(let source):
            return Parts(location: .url(source, start: Int32(storedRange.start.offset + 1), end: urlEnd),
                         description: hasSourceDescription ? .sourceText(source, start: urlEnd + 2) : .nodes(nil))
        }
    }

    private mutating func modify(_ change: (inout Parts) -> Void) {
        var changed = parts
        change(&changed)
        storage = .parts(PartsBox(changed))
    }

    public var form: Form {
        get {
            if case .parts(let box) = storage { return box.parts.form }
            return .link
        }
        set { modify { $0.form = newValue } }
    }

    /// Where the link points. For an anchor declaration this is copied from the anchor's definition
    /// when the document has one, and nil otherwise.
    public var location: LinkLocation? {
        get {
            if let url = urlText?.string { return LinkLocation(target: .url(url), rawText: url) }
            if case .parts(let box) = storage, case .location(let location) = box.parts.location { return location }
            return nil
        }
        set { modify { $0.location = .location(newValue) } }
    }

    /// The URL's text when the location is a URL kept as source bytes (see `location`).
    package var urlText: NorgText? {
        switch storage {
        case .sourceURL(let source):
            return NorgText(source, (storedRange.start.offset + 1)..<Int(urlEnd))
        case .parts(let box):
            guard case .url(let source, let start, let end) = box.parts.location else { return nil }
            return NorgText(source, Int(start)..<Int(end))
        }
    }

    public var attributes: [ModifierAttribute] {
        get {
            if case .parts(let box) = storage { return box.parts.attributes }
            return []
        }
        set { modify { $0.attributes = newValue } }
    }

    /// For anchors: the name in the first `[…]`, whitespace collapsed (it differs from
    /// `description` only for `[name][description]`); nil for links.
    public var name: String? {
        get {
            if case .parts(let box) = storage { return box.parts.name }
            return nil
        }
        set { modify { $0.name = newValue } }
    }

    public var range: SourceRange {
        get { storedRange }
        set {
            // A description (or URL) derived from the range is made explicit first, so that it
            // stays what it was.
            var explicit = parts
            if case .sourceText = explicit.description { explicit.description = .nodes(description) }
            storage = .parts(PartsBox(explicit))
            storedRange = newValue
        }
    }

    /// The description kept in source, as the buffer and the offset it starts at.
    private var sourceDescription: (storage: SourceStorage, start: Int)? {
        switch storage {
        case .sourceURL(let source):
            return hasSourceDescription ? (source, Int(urlEnd) + 2) : nil
        case .parts(let box):
            guard case .sourceText(let source, let start) = box.parts.description else { return nil }
            return (source, Int(start))
        }
    }

    /// The `[…]` text: a link's description, or an anchor's name.
    public var description: [NorgInline]? {
        get {
            if let (source, start) = sourceDescription {
                return [.text(descriptionText(source, start: start), range: descriptionRange(start: start))]
            }
            if case .parts(let box) = storage, case .nodes(let nodes) = box.parts.description { return nodes }
            return nil
        }
        set { modify { $0.description = .nodes(newValue) } }
    }

    /// True when the link has a `[…]` description (even an empty one).
    package var hasDescription: Bool {
        switch storage {
        case .sourceURL: return hasSourceDescription
        case .parts(let box):
            if case .nodes(nil) = box.parts.description { return false }
            return true
        }
    }

    /// The text of the description when it is one text node kept without an array (see
    /// `description`): it runs to just before the link's last byte.
    package var descriptionText: NorgText? {
        guard let (source, start) = sourceDescription else { return nil }
        return descriptionText(source, start: start)
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
