/// Builds the block tree from lines: headings and their scope, lists, quotes, range-ables, tags,
/// delimiters and paragraphs, with inline content from `InlineParser`.
///
/// One pass over classified lines with an explicit stack of open containers (`BlockTreeBuilder`):
/// nesting depth is clamped at `NorgParser.maximumNestingDepth`, never turned into recursion.
struct BlockParser {
    let source: SourceText

    init(source: SourceText) {
        self.source = source
    }

    func parseDocument() -> NorgDocument {
        var builder = BlockTreeBuilder(source: source)
        return builder.build()
    }
}
