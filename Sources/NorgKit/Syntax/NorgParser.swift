/// Parses Norg 1.0 source into a `NorgDocument`.
///
/// Any string is accepted: malformed constructs become text as the spec says, and what was read
/// differently from the author's likely intent is listed in `NorgDocument.diagnostics`.
public enum NorgParser {
    /// Nesting deeper than this (headings, lists, quotes, ranged tags, inline modifiers) is clamped
    /// to it with a diagnostic, so no input can drive recursion without bound.
    public static let maximumNestingDepth = 64

    public static func parse(_ source: String) -> NorgDocument {
        parse(bytes: Array(source.utf8))
    }

    /// Parses raw bytes; invalid UTF-8 is repaired (U+FFFD) in the text the model holds.
    public static func parse(bytes: [UInt8]) -> NorgDocument {
        let text = SourceText(bytes: bytes)
        let (document, needsLinkIndex) = BlockParser(source: text).parse()
        return LinkPass.apply(to: document, needsIndex: needsLinkIndex)
    }
}
