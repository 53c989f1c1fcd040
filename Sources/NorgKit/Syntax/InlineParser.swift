/// One line of inline content: its bytes from the first non-whitespace byte to before the line ending.
struct InlineSegment: Sendable, Hashable {
    var start: Int
    var end: Int
}

/// Parses the inline content of a paragraph, heading title or list item: attached modifiers, links,
/// anchors, escapes, soft breaks.
struct InlineParser {
    let source: SourceText

    init(source: SourceText) {
        self.source = source
    }

    /// The inline nodes of consecutive segments (lines) of one paragraph; a line ending between two
    /// segments is a soft break.
    func parse(_ segments: [InlineSegment]) -> [NorgInline] {
        // Placeholder until the inline parser lands: plain text and soft breaks.
        var result: [NorgInline] = []
        for (index, segment) in segments.enumerated() {
            if index > 0 {
                let previous = segments[index - 1]
                result.append(.softBreak(range: source.range(previous.end..<segment.start)))
            }
            result.append(.text(source.string(segment.start..<segment.end), range: source.range(segment.start..<segment.end)))
        }
        return result
    }
}
