/// A verbatim attached modifier (code between backticks, `$math$`, `&variable&`) and its raw content.
public struct VerbatimSpan: Sendable, Hashable {
    /// The content alone, or (rarely) the content and the attributes in a box: a separate
    /// attributes field would make every inline node 8 bytes larger. No attributes is always
    /// `.content`, so synthesised equality is the span's equality.
    private enum Payload: Sendable, Hashable {
        case content(NorgText)
        case attributed(AttributedContent)
    }

    /// The content and the attributes, compared as a value (the box adds no identity).
    private struct Attributed: Sendable, Hashable {
        let content: NorgText
        let attributes: [ModifierAttribute]
    }

    private final class AttributedContent: Sendable, Hashable {
        let value: Attributed

        init(content: NorgText, attributes: [ModifierAttribute]) {
            value = Attributed(content: content, attributes: attributes)
        }

        static func == (lhs: AttributedContent, rhs: AttributedContent) -> Bool { lhs.value == rhs.value }

        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    private var payload: Payload
    /// From the opening marker to the closing one (and any extension).
    public var range: SourceRange
    /// Which modifier: code, math or variable.
    public var modifier: VerbatimModifier
    /// True for the free-form variant, whose content sits between `|` and the backtick or other marker (`$| … |$`).
    public var isFreeForm: Bool

    /// A span holding `content`.
    public init(modifier: VerbatimModifier, content: String, isFreeForm: Bool = false,
                attributes: [ModifierAttribute] = [], range: SourceRange) {
        self.init(modifier: modifier, contentText: NorgText(content), isFreeForm: isFreeForm, attributes: attributes,
                  range: range)
    }

    /// A span holding `contentText` (the parser's slice of the source).
    init(modifier: VerbatimModifier, contentText: NorgText, isFreeForm: Bool = false,
         attributes: [ModifierAttribute] = [], range: SourceRange) {
        self.payload = Self.payload(contentText, attributes)
        self.modifier = modifier
        self.isFreeForm = isFreeForm
        self.range = range
    }

    /// The raw content between the markers (line endings kept as `\n`). Reading it decodes a
    /// `String` (allocating for content past 15 bytes); writers read `contentText`.
    public var content: String {
        get { contentText.string }
        set { payload = Self.payload(NorgText(newValue), attributes) }
    }

    /// The raw content as kept: a parsed span's slices the source. Does not allocate.
    public var contentText: NorgText {
        switch payload {
        case .content(let content): content
        case .attributed(let box): box.value.content
        }
    }

    /// The attributes of an attached modifier extension, such as `(lang:swift)` after a code span.
    public var attributes: [ModifierAttribute] {
        get {
            switch payload {
            case .content: []
            case .attributed(let box): box.value.attributes
            }
        }
        set { payload = Self.payload(contentText, newValue) }
    }

    /// No attributes is always `.content`, so equal spans have equal payloads.
    private static func payload(_ content: NorgText, _ attributes: [ModifierAttribute]) -> Payload {
        attributes.isEmpty ? .content(content) : .attributed(AttributedContent(content: content, attributes: attributes))
    }
}
