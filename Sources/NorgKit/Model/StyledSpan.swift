/// A non-verbatim attached modifier and its content: `*bold*`, `/italic/`, `%null%` …
///
/// Its one-byte properties come last, so that the span is 46 bytes and every `NorgInline` 48.
public struct StyledSpan: Sendable, Hashable {
    /// The children; or, for a span whose content is one line of plain text (most of them), only
    /// the buffer that text slices: its range is the span's less one marker byte at each end, so
    /// such a span holds no array (a quarter of a parse's allocations otherwise).
    @usableFromInline enum Content: Sendable {
        case nodes([NorgInline])
        case sourceText(SourceStorage)
    }

    @usableFromInline var content: Content
    /// The attributes of an attached modifier extension `*text*(color:red)`.
    public var attributes: [ModifierAttribute]
    @usableFromInline var storedRange: SourceRange
    /// Which modifier: bold, italic …
    public var modifier: AttachedModifier
    /// True for the free-form variant `*| … |*`.
    public var isFreeForm: Bool

    /// A span holding `children` (the array is kept, not copied).
    public init(modifier: AttachedModifier, children: [NorgInline], isFreeForm: Bool = false,
                attributes: [ModifierAttribute] = [], range: SourceRange) {
        self.modifier = modifier
        self.content = .nodes(children)
        self.isFreeForm = isFreeForm
        self.attributes = attributes
        self.storedRange = range
    }

    /// A one-line span `*text*` without extension whose text is a slice of `storage` (the parser's).
    init(modifier: AttachedModifier, textOf storage: SourceStorage, range: SourceRange) {
        self.modifier = modifier
        self.content = .sourceText(storage)
        self.isFreeForm = false
        self.attributes = []
        self.storedRange = range
    }

    /// From the opening marker to the closing one (and any extension).
    public var range: SourceRange {
        get { storedRange }
        set {
            // A text derived from the range is made explicit first, so that it stays what it was.
            if case .sourceText = content { content = .nodes(children.array) }
            storedRange = newValue
        }
    }

    /// The nodes between the markers. Reading them does not allocate; setting them allocates an
    /// array unless they are one text node slicing the span's source between its markers.
    public var children: InlineChildren {
        @inlinable get {
            switch content {
            case .nodes(let nodes): InlineChildren(nodes)
            case .sourceText(let storage): InlineChildren(text: innerText(storage), range: innerRange)
            }
        }
        set {
            if let storage = newValue.sourceSlice(exactly: innerRange) {
                content = .sourceText(storage)
            } else {
                content = .nodes(newValue.array)
            }
        }
    }

    /// The text of `storage` between the markers.
    @usableFromInline func innerText(_ storage: SourceStorage) -> NorgText {
        NorgText(storage, (range.start.offset + 1)..<(range.end.offset - 1))
    }

    /// The range less one marker byte at each end (the content of a one-line span).
    @usableFromInline var innerRange: SourceRange {
        var inner = range
        inner.start.offset += 1
        inner.start.column += 1
        inner.end.offset -= 1
        inner.end.column -= 1
        return inner
    }

    /// What the span reads as: equality and hashing are this value's, whatever the storage.
    private struct Visible: Hashable {
        let modifier: AttachedModifier
        let isFreeForm: Bool
        let range: SourceRange
        let attributes: [ModifierAttribute]
        let children: InlineChildren
    }

    private var visible: Visible {
        Visible(modifier: modifier, isFreeForm: isFreeForm, range: range, attributes: attributes, children: children)
    }

    /// Equal when every public property is.
    public static func == (lhs: StyledSpan, rhs: StyledSpan) -> Bool { lhs.visible == rhs.visible }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(visible) }
}
