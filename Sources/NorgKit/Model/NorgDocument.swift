/// A parsed Norg document: an immutable tree of value types.
///
/// Create one with `NorgParser.parse(_:)`. Every node carries its `SourceRange`; `diagnostics` lists
/// what the parser read differently from what the author probably meant, without losing any text.
public struct NorgDocument: Sendable, Hashable {
    public var blocks: [NorgBlock]
    /// The parsed `@document.meta`, if the document has one (the tag also stays in `blocks`).
    public var metadata: NorgMetadata?
    public var diagnostics: [NorgDiagnostic]
    /// The number of lines in the source.
    public var lineCount: Int

    public init(blocks: [NorgBlock], metadata: NorgMetadata? = nil, diagnostics: [NorgDiagnostic] = [],
                lineCount: Int = 0) {
        self.blocks = blocks
        self.metadata = metadata
        self.diagnostics = diagnostics
        self.lineCount = lineCount
    }
}
