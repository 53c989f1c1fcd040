/// The nestable detached modifiers: `-`, `~` and `>`.
enum NestableKind: Sendable, Hashable {
    case unordered
    case ordered
    case quote

    var listKind: NorgList.Kind? {
        switch self {
        case .unordered: .unordered
        case .ordered: .ordered
        case .quote: nil
        }
    }
}

/// The tag characters; raw values are the bytes that spell them.
enum TagPrefix: UInt8, Sendable, Hashable {
    case verbatim = 0x40 // @
    case standard = 0x7C // |
    case macro = 0x3D // =
    case strongCarryover = 0x23 // #
    case weakCarryover = 0x2B // +
    case infirm = 0x2E // .

    /// True for the prefixes whose tags run to an `end` line.
    var isRanged: Bool { self == .verbatim || self == .standard || self == .macro }
}

/// What a line is, decided from its first bytes after the ignored leading whitespace.
enum LineKind: Sendable, Hashable {
    /// Empty or whitespace only: a paragraph break.
    case blank
    /// Paragraph text (also what any invalid modifier falls back to).
    case paragraph
    /// `*`×level then whitespace and a title; `markerEnd` is the offset after the last `*`.
    case heading(level: Int, markerEnd: Int)
    /// `-`, `~` or `>` ×level then whitespace.
    case nestable(NestableKind, level: Int, markerEnd: Int)
    /// `$ ^ :` once (single) or twice (ranged) then whitespace and a title.
    case rangeable(RangeableItem.Kind, isRanged: Bool, markerEnd: Int)
    /// `$$`, `^^` or `::` alone on the line.
    case rangeableCloser(RangeableItem.Kind)
    /// Two or more `-`, `=` or `_` alone on the line.
    case delimiter(Delimiter.Kind)
    /// A tag character and a valid name; the name ends at `nameEnd`.
    case tag(TagPrefix, nameEnd: Int)
    /// `@end`, `|end` or `=end` alone on the line.
    case tagEnd(TagPrefix)
    /// An end line followed by trailing whitespace. The spec asks each of these to be followed
    /// immediately by a line ending, so it ends nothing: the builder reads it as what it spells
    /// otherwise and says so in a diagnostic, because the whitespace is invisible.
    case spacedEnd(EndLine)
}

/// The lines the spec requires to be followed immediately by a line ending: range-able closers
/// (spec line 362), delimiting modifiers (456) and the `end` of ranged tags (776).
enum EndLine: Sendable, Hashable {
    case delimiter(Delimiter.Kind)
    case rangeableCloser(RangeableItem.Kind)
    case tagEnd(TagPrefix)
}

/// One line's offsets: where it starts, where its content starts (after leading whitespace and,
/// on line 1, a byte-order mark), where its content ends (before the line ending) and where it ends
/// without trailing whitespace.
struct LineBounds: Sendable, Hashable {
    var start: Int
    var contentStart: Int
    var contentEnd: Int
    var trimmedEnd: Int

    var isBlank: Bool { contentStart >= trimmedEnd }
}
