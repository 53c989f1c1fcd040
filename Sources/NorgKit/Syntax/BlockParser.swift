/// Builds the block tree from lines. (Placeholder: one paragraph per run of non-blank lines.)
struct BlockParser {
    let source: SourceText

    init(source: SourceText) {
        self.source = source
    }

    func parseDocument() -> NorgDocument {
        NorgDocument(blocks: [], lineCount: source.lineCount)
    }
}
