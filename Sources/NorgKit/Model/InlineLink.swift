/// A link `{location}[description]`, an anchor declaration `[name]`, or an anchor definition
/// `[name]{location}`.
///
/// `target` is what an app usually needs: the URL of an external link, the location text of any
/// other, and nil where there is none (an anchor whose definition the document never gives).
public struct InlineLink: Sendable, Hashable {
    /// Which of the three `form` is.
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
        /// `String` when read, so a parse makes none per link.
        enum Location: Sendable {
            case location(LinkLocation?)
            case url(SourceStorage, start: Int32, end: Int32)
        }

        /// The description; or one line of plain text ending right before the link's last `]`, as
        /// the buffer it slices and where it starts: its range follows from the link's.
        enum Description: Sendable {
            case children(InlineChildren?)
            case sourceText(SourceStorage, start: Int32)
        }

        var form: Form = .link
        var location: Location = .location(nil)
        var description: Description = .children(nil)
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
    /// unboxed, with none of the three allocations (box, URL `String`, description array) of the general form.
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

    /// A link or anchor of the given parts (the description's array is kept, not copied).
    public init(form: Form = .link, location: LinkLocation?, description: [NorgInline]? = nil,
                attributes: [ModifierAttribute] = [], range: SourceRange, name: String? = nil) {
        self.init(range: range, parts: Parts(form: form, location: .location(location),
                                             description: .children(description.map(InlineChildren.init)),
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
                         description: hasSourceDescription ? .sourceText(source, start: urlEnd + 2) : .children(nil))
        }
    }

    private mutating func modify(_ change: (inout Parts) -> Void) {
        var changed = parts
        change(&changed)
        storage = .parts(PartsBox(changed))
    }

    /// A link, an anchor declaration or an anchor definition.
    public var form: Form {
        get {
            if case .parts(let box) = storage { return box.parts.form }
            return .link
        }
        set { modify { $0.form = newValue } }
    }

    /// Where the link points. For an anchor declaration this is copied from the anchor's definition
    /// when the document has one, and nil otherwise. Reading a URL kept as source bytes (most
    /// links) decodes its `String` (allocating); writers read `urlText` first.
    public var location: LinkLocation? {
        get {
            if let url = urlText?.string { return LinkLocation(target: .url(url), rawText: url) }
            if case .parts(let box) = storage, case .location(let location) = box.parts.location { return location }
            return nil
        }
        set { modify { $0.location = .location(newValue) } }
    }

    /// The URL's text when the location is a URL kept as source bytes (a parsed `{url}` on one
    /// line), nil otherwise (then `location` holds it). Does not allocate.
    public var urlText: NorgText? {
        switch storage {
        case .sourceURL(let source):
            return NorgText(source, (storedRange.start.offset + 1)..<Int(urlEnd))
        case .parts(let box):
            guard case .url(let source, let start, let end) = box.parts.location else { return nil }
            return NorgText(source, Int(start)..<Int(end))
        }
    }

    /// The attributes of an attached modifier extension after the link.
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

    /// From the first byte of the link to its last. Setting it changes nothing else the link reads.
    public var range: SourceRange {
        get { storedRange }
        set {
            // A description (or URL) derived from the range is made explicit first, so that it
            // stays what it was.
            var explicit = parts
            if case .sourceText = explicit.description { explicit.description = .children(description) }
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

    /// The `[…]` text: a link's description, or an anchor's name; nil when there is none. A
    /// parsed plain one-line description is one text node slicing the source (`onlyText`): reading
    /// it does not allocate.
    public var description: InlineChildren? {
        get {
            if let (source, start) = sourceDescription {
                return InlineChildren(text: descriptionText(source, start: start), range: descriptionRange(start: start))
            }
            if case .parts(let box) = storage, case .children(let children) = box.parts.description { return children }
            return nil
        }
        set { modify { $0.description = .children(newValue) } }
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

    /// What the link reads as: equality and hashing are this value's, whatever the storage.
    private struct Visible: Hashable {
        let form: Form
        let location: LinkLocation?
        let description: InlineChildren?
        let attributes: [ModifierAttribute]
        let range: SourceRange
        let name: String?
    }

    private var visible: Visible {
        Visible(form: form, location: location, description: description, attributes: attributes, range: range,
                name: name)
    }

    /// Equal when every public property is (a URL kept as source bytes equals the same URL set as
    /// a `location`).
    public static func == (lhs: InlineLink, rhs: InlineLink) -> Bool { lhs.visible == rhs.visible }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(visible) }

    /// The URL of an external link, the location text of any other kind, nil where there is none.
    public var target: String? { location?.targetText }

    /// True for anchor declarations and definitions.
    public var isAnchor: Bool { form != .link }
}
