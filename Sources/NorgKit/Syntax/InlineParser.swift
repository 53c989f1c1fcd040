/// One line of inline content: its bytes from the first non-whitespace byte to before the line ending.
struct InlineSegment: Sendable, Hashable {
    var start: Int
    var end: Int
    /// The 0-based index of its source line when the caller knows it (the block parser does),
    /// or -1 to look it up in the line table.
    var line: Int = -1
}

/// Parses the inline content of a paragraph, heading title or list item: attached modifiers
/// (plain, free-form, with extensions), the link modifier, linkables, escapes and soft breaks.
///
/// The segments are laid end to end in an `InlineBuffer` (one `\n` between lines, trailing
/// whitespace trimmed); `InlineScanner` then takes the fixed-extent constructs by precedence and
/// pairs the remaining modifier characters, in one pass where it can and with `ModifierPairing`
/// where pairing needs to see ahead. Both ways are linear in the input.
struct InlineParser {
    let source: SourceText
    /// Loaded with each paragraph in turn (`parse` is not re-entrant: nested levels of one
    /// paragraph share its load).
    let buffer: InlineBuffer

    init(source: SourceText) {
        self.source = source
        self.buffer = InlineBuffer(source: source)
    }

    /// True once some parsed content holds an anchor declaration or a link into the document.
    var needsLinkIndex: Bool { buffer.workspace.needsLinkIndex }

    /// True once some parsed content holds a link target, an anchor or a link into the document.
    var builtLinkables: Bool { buffer.workspace.builtLinkables }

    /// The inline nodes of consecutive segments (lines) of one paragraph; a line ending between two
    /// segments is a soft break.
    func parse(_ segments: [InlineSegment]) -> [NorgInline] {
        guard !segments.isEmpty else { return [] }
        buffer.load(segments)
        guard buffer.count > 0 else { return [] }
        var scanner = InlineScanner(buffer: buffer, range: 0..<buffer.count, escapes: true, blocked: [], depth: 0)
        return scanner.parse()
    }
}
