/// A parsed Norg document: an immutable tree of value types.
///
/// Create one with `NorgParser.parse(_:)`. Every node carries its `SourceRange`; `diagnostics` lists
/// what the parser read differently from what the author probably meant, without losing any text.
/// Two documents are equal when their blocks, metadata, diagnostics and line counts are.
public struct NorgDocument: Sendable, Hashable {
    /// The document's blocks, in source order. Changing them (in place, without a copy) drops what
    /// the parser noted about them.
    public var blocks: [NorgBlock] {
        didSet { parseNotes = ParseNotes() }
    }
    /// The parsed `@document.meta`, if the document has one (the tag also stays in `blocks`).
    public var metadata: NorgMetadata?
    /// What the parser read differently from what the author probably meant.
    public var diagnostics: [NorgDiagnostic]
    /// The number of lines in the source.
    public var lineCount: Int
    /// What the parser noted for the link index and for `hasSameContent(as:)`; equal to any other
    /// notes, so not part of the document's value.
    var parseNotes = ParseNotes()

    /// A document of `blocks`, as built by hand (no parse notes).
    public init(blocks: [NorgBlock], metadata: NorgMetadata? = nil, diagnostics: [NorgDiagnostic] = [],
                lineCount: Int = 0) {
        self.blocks = blocks
        self.metadata = metadata
        self.diagnostics = diagnostics
        self.lineCount = lineCount
    }

    /// True when the documents are equal (`==`), answered without walking the blocks when both are
    /// unchanged parses of the same source: what a view needs to recognise a document parsed again.
    package func hasSameContent(as other: NorgDocument) -> Bool {
        if let mine = parseNotes.parsedSource, let theirs = other.parseNotes.parsedSource,
           mine.hasSameBytes(as: theirs) {
            return metadata == other.metadata && diagnostics == other.diagnostics && lineCount == other.lineCount
        }
        return self == other
    }
}
