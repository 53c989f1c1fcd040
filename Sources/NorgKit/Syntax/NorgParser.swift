/// Parses Norg 1.0 source into a `NorgDocument`.
///
/// Any string is accepted: malformed constructs become text as the spec says, and what was read
/// differently from the author's likely intent is listed in `NorgDocument.diagnostics`.
public enum NorgParser {
    /// Nesting deeper than this (headings, lists, quotes, ranged tags, inline modifiers) is clamped
    /// to it with a diagnostic, so no input can drive recursion without bound.
    public static let maximumNestingDepth = 64

    /// Parses `source` in place: its text nodes share the string's storage instead of a copy.
    public static func parse(_ source: String) -> NorgDocument {
        SourceText.withText(source, parse)
    }

    /// Parses raw bytes; invalid UTF-8 is repaired (U+FFFD) in the text the model holds.
    public static func parse(bytes: [UInt8]) -> NorgDocument {
        SourceText.withBytes(bytes, parse)
    }

    private static func parse(_ text: SourceText) -> NorgDocument {
        let (document, needsLinkIndex) = BlockParser(source: text).parse()
        var linked = LinkPass.apply(to: document, needsIndex: needsLinkIndex)
        linked.parseNotes.parsedSource = text.storage
        return linked
    }
}
