/// One piece of inline content: what paragraphs, heading titles and link descriptions are made of.
///
/// `[NorgInline]` is self-contained (its text nodes share the source's bytes, not the document),
/// so it can be styled without the document: `AttributedString(norg: spans, theme: theme)`.
public enum NorgInline: Sendable, Hashable {
    /// Plain text: words, whitespace, punctuation and the characters of modifiers that did not apply.
    case text(NorgText, range: SourceRange)
    /// A single line ending inside a paragraph; renders as a space.
    case softBreak(range: SourceRange)
    /// `\x`: the escaped character, shown literally.
    case escape(String, range: SourceRange)
    /// The `:` of the link modifier (`Ex:*ample*`), which renders as nothing.
    case linkModifier(range: SourceRange)
    /// A non-verbatim attached modifier (`*bold*`, `/italic/`, `%null%` …) and its content.
    case styled(StyledSpan)
    /// A verbatim attached modifier (`` `code` ``, `$math$`, `&variable&`): raw text, no markup.
    case verbatim(VerbatimSpan)
    /// A link `{…}[…]` or an anchor `[…]` / `[…]{…}`. Not boxed: a link keeps its rarer parts in
    /// a box of its own, and most links (a URL and a plain description) need none (`InlineLink`).
    case link(InlineLink)
    /// An inline link target `<…>`, reachable through `{# …}` links.
    case linkTarget(InlineLinkTarget)

    public var range: SourceRange {
        switch self {
        case .text(_, let range), .softBreak(let range), .escape(_, let range), .linkModifier(let range):
            range
        case .styled(let span): span.range
        case .verbatim(let span): span.range
        case .link(let link): link.range
        case .linkTarget(let target): target.range
        }
    }
}

/// The non-verbatim attached modifiers. Raw values are the characters that spell them.
public enum AttachedModifier: Character, Sendable, Hashable, CaseIterable {
    case bold = "*"
    case italic = "/"
    case underline = "_"
    case strikethrough = "-"
    case spoiler = "!"
    case superscript = "^"
    case `subscript` = ","
    /// `%…%`: its content is a comment and renders as nothing.
    case null = "%"
}

/// The verbatim attached modifiers, whose content is raw text.
public enum VerbatimModifier: Character, Sendable, Hashable, CaseIterable {
    case code = "`"
    case math = "$"
    case variable = "&"
}

/// One attribute of an attached modifier extension: `(color:red|important)` holds two,
/// `color` with value `red` and `important` with none.
public struct ModifierAttribute: Sendable, Hashable {
    public var name: String
    public var value: String?

    public init(name: String, value: String? = nil) {
        self.name = name
        self.value = value
    }
}

// The one-byte properties come last in both spans, and a verbatim span keeps its (rare) attributes
// beside its content in one field: the largest span is then 46 bytes, and every `NorgInline` 48
// (56 with the attributes in a field of their own, 64 with the one-byte properties first).
public struct StyledSpan: Sendable, Hashable {
    /// The children; or, for a span whose content is one line of plain text (most of them), only
    /// the buffer that text slices: its range is the span's less one marker byte at each end.
    /// An array holding one text node was a quarter of a parse's allocations, and 96 bytes each.
    private enum Content: Sendable {
        case nodes([NorgInline])
        case sourceText(SourceStorage)
    }

    private var content: Content
    public var attributes: [ModifierAttribute]
    private var storedRange: SourceRange
    public var modifier: AttachedModifier
    /// True for the free-form variant `*| … |*`.
    public var isFreeForm: Bool

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

    public var range: SourceRange {
        get { storedRange }
        set {
            // A text derived from the range is made an array first, so that it stays what it was.
            if case .sourceText = content { content = .nodes(children) }
            storedRange = newValue
        }
    }

    public var children: [NorgInline] {
        get {
            switch content {
            case .nodes(let nodes): return nodes
            case .sourceText(let storage):
                return [.text(innerText(storage), range: innerRange)]
            }
        }
        set { content = .nodes(newValue) }
    }

    /// The text of the one text child of a span that holds only the buffer, without an array
    /// around it (the child's range is the span's less its markers).
    package var onlyText: NorgText? {
        guard case .sourceText(let storage) = content else { return nil }
        return innerText(storage)
    }

    /// The text of `storage` between the markers.
    private func innerText(_ storage: SourceStorage) -> NorgText {
        NorgText(storage, (range.start.offset + 1)..<(range.end.offset - 1))
    }

    /// The range less one marker byte at each end (the content of a one-line span).
    private var innerRange: SourceRange {
        var inner = range
        inner.start.offset += 1
        inner.start.column += 1
        inner.end.offset -= 1
        inner.end.column -= 1
        return inner
    }

    public static func == (lhs: StyledSpan, rhs: StyledSpan) -> Bool {
        lhs.modifier == rhs.modifier && lhs.isFreeForm == rhs.isFreeForm && lhs.range == rhs.range
            && lhs.attributes == rhs.attributes && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(modifier)
        hasher.combine(isFreeForm)
        hasher.combine(range)
        hasher.combine(attributes)
        hasher.combine(children)
    }
}

public struct VerbatimSpan: Sendable, Hashable {
    /// The content alone, or (rarely) the content and the attributes in a box: a separate
    /// attributes field would make every inline node 8 bytes larger. The content is a `NorgText`:
    /// a parsed span's slices the source (no `String` per span; most are one line), one set
    /// through the API holds its string. It compares and hashes as its string either way.
    private enum Payload: Sendable, Hashable {
        case content(NorgText)
        case attributed(AttributedContent)
    }

    private final class AttributedContent: Sendable, Hashable {
        let content: NorgText
        let attributes: [ModifierAttribute]

        init(content: NorgText, attributes: [ModifierAttribute]) {
            self.content = content
            self.attributes = attributes
        }

        static func == (lhs: AttributedContent, rhs: AttributedContent) -> Bool {
            lhs.content == rhs.content && lhs.attributes == rhs.attributes
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(content)
            hasher.combine(attributes)
        }
    }

    private var payload: Payload
    public var range: SourceRange
    public var modifier: VerbatimModifier
    public var isFreeForm: Bool

    public init(modifier: VerbatimModifier, content: String, isFreeForm: Bool = false,
                attributes: [ModifierAttribute] = [], range: SourceRange) {
        self.init(modifier: modifier, contentText: NorgText(content), isFreeForm: isFreeForm, attributes: attributes,
                  range: range)
    }

    init(modifier: VerbatimModifier, contentText: NorgText, isFreeForm: Bool = false,
         attributes: [ModifierAttribute] = [], range: SourceRange) {
        self.payload = Self.payload(contentText, attributes)
        self.modifier = modifier
        self.isFreeForm = isFreeForm
        self.range = range
    }

    /// The raw content between the markers (line endings kept as `\n`).
    public var content: String {
        get { contentText.string }
        set { payload = Self.payload(NorgText(newValue), attributes) }
    }

    /// `content` as the parser keeps it: renderers write it from its bytes.
    package var contentText: NorgText {
        switch payload {
        case .content(let content): content
        case .attributed(let box): box.content
        }
    }

    public var attributes: [ModifierAttribute] {
        get {
            switch payload {
            case .content: []
            case .attributed(let box): box.attributes
            }
        }
        set { payload = Self.payload(contentText, newValue) }
    }

    /// No attributes is always `.content`, so equal spans have equal payloads.
    private static func payload(_ content: NorgText, _ attributes: [ModifierAttribute]) -> Payload {
        attributes.isEmpty ? .content(content) : .attributed(AttributedContent(content: content, attributes: attributes))
    }
}

/// `<inline link target>`.
public struct InlineLinkTarget: Sendable, Hashable {
    public var children: [NorgInline]
    public var range: SourceRange

    public init(children: [NorgInline], range: SourceRange) {
        self.children = children
        self.range = range
    }
}
