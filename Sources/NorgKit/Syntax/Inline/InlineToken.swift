/// What the first pass over one level of inline content produces: finished nodes for the
/// constructs with a fixed extent (linkables, escapes, verbatim and free-form modifiers), and the
/// pieces the attached-modifier pairing still has to decide on.
enum InlineToken {
    /// Plain bytes (logical range).
    case text(Range<Int>)
    /// The `\n` between two segments.
    case softBreak(Int)
    /// `\x` (logical range of the backslash and what it escapes). Built into a node only when the
    /// nodes are laid out, so a flood of escapes holds one array of tokens, not tokens and nodes.
    case escape(Range<Int>)
    /// A finished node (an index into the scanner's `atoms`) and its logical range.
    case node(Int, Range<Int>, isModifier: Bool)
    /// A lone character of a non-verbatim attached modifier.
    case delimiter(InlineDelimiter)
    /// A `:` that may turn out to be a link modifier.
    case colon(Int)
    /// `(…)` right after a possible closing modifier: its extension if that modifier closes (an
    /// index into the scanner's `extensions`, so tokens hold no references and copy without ARC).
    case extensionCandidate(Range<Int>, Int)
}

struct InlineDelimiter {
    var modifier: AttachedModifier
    var position: Int
    var canOpen: Bool
    var canClose: Bool
}

/// What a linkable at some position spans, before its description is parsed.
struct LinkableMatch {
    enum Form {
        case link
        case anchorDeclaration
        case anchorDefinition
        case target
    }

    var form: Form
    var location: ParsedLocation?
    /// The content of the first `[…]` (a link's description, an anchor's name) or of `<…>`.
    var bracket: Range<Int>?
    /// The `[description]` of `[name][description]`.
    var secondBracket: Range<Int>?
    var attributes: [ModifierAttribute]
    var range: Range<Int>
}
