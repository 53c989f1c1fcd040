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
        parse().document
    }

    /// The document, and whether its inline content holds anchor declarations or links into the
    /// document (what `LinkPass` needs the link index for), as the inline parser saw while building it.
    func parse() -> (document: NorgDocument, needsLinkIndex: Bool) {
        var builder = BlockTreeBuilder(source: source)
        var document = builder.build()
        document.parseNotes.mayHoldInlineLinkables = builder.inline.builtLinkables
        return (document, builder.inline.needsLinkIndex)
    }
}
