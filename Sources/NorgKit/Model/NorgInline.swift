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
    /// A verbatim attached modifier (code between backticks, `$math$`, `&variable&`): raw text, no markup.
    case verbatim(VerbatimSpan)
    /// A link `{…}[…]` or an anchor `[…]` / `[…]{…}`. Not boxed: a link keeps its rarer parts in
    /// a box of its own, and most links (a URL and a plain description) need none (`InlineLink`).
    case link(InlineLink)
    /// An inline link target `<…>`, reachable through `{# …}` links.
    case linkTarget(InlineLinkTarget)

    /// The source the node spans.
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
    /// `*bold*`: strong emphasis.
    case bold = "*"
    /// `/italic/`: emphasis.
    case italic = "/"
    /// `_underline_`.
    case underline = "_"
    /// `-strikethrough-`: text struck out.
    case strikethrough = "-"
    /// `!spoiler!`: text hidden until the reader asks for it.
    case spoiler = "!"
    /// `^superscript^`.
    case superscript = "^"
    /// `,subscript,`.
    case `subscript` = ","
    /// `%…%`: its content is a comment and renders as nothing.
    case null = "%"
}

/// The verbatim attached modifiers, whose content is raw text.
public enum VerbatimModifier: Character, Sendable, Hashable, CaseIterable {
    /// Code between backticks: inline code, shown in a monospaced font.
    case code = "`"
    /// `$math$`: inline TeX.
    case math = "$"
    /// `&variable&`: a macro variable, shown as its name.
    case variable = "&"
}

/// One attribute of an attached modifier extension: `(color:red|important)` holds two,
/// `color` with value `red` and `important` with none.
public struct ModifierAttribute: Sendable, Hashable {
    /// The attribute's name, e.g. `color`.
    public var name: String
    /// The value after `:`, if any, e.g. `red`.
    public var value: String?

    /// An attribute.
    public init(name: String, value: String? = nil) {
        self.name = name
        self.value = value
    }
}
