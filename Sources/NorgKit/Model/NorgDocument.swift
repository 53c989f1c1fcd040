/// A parsed Norg document: an immutable tree of value types.
///
/// Create one with `NorgParser.parse(_:)`. Every node carries its `SourceRange`; `diagnostics` lists
/// what the parser read differently from what the author probably meant, without losing any text.
public struct NorgDocument: Sendable, Hashable {
    public var blocks: [NorgBlock] {
        get { storedBlocks }
        _modify {
            mayHoldInlineLinkables = true
            linkableBlocks = nil
            parsedSource = nil
            yield &storedBlocks
        }
    }
    private var storedBlocks: [NorgBlock]
    /// False when the parser saw that no inline node is a link target, an anchor or a link into
    /// the document: the link index then has nothing to find in inline content and skips walking it
    /// (on the notes, a third of building the index). Any change to `blocks` makes it true again.
    /// Not part of the document's value: equality and hashing ignore it.
    var mayHoldInlineLinkables = true
    /// The blocks the link index records, in document order, as the parser noted them; nil when not
    /// known (a document built or changed by hand), and the index walks the blocks instead. Not
    /// part of the document's value either.
    var linkableBlocks: [LinkableBlock]?
    /// The source whose parse `blocks` are, until they change (nil for a document built by hand).
    /// Two documents parsed from the same bytes have equal blocks, which `hasSameContent(as:)`
    /// then knows without walking them. Not part of the document's value either.
    var parsedSource: SourceStorage?
    /// The parsed `@document.meta`, if the document has one (the tag also stays in `blocks`).
    public var metadata: NorgMetadata?
    public var diagnostics: [NorgDiagnostic]
    /// The number of lines in the source.
    public var lineCount: Int

    public init(blocks: [NorgBlock], metadata: NorgMetadata? = nil, diagnostics: [NorgDiagnostic] = [],
                lineCount: Int = 0) {
        self.storedBlocks = blocks
        self.metadata = metadata
        self.diagnostics = diagnostics
        self.lineCount = lineCount
    }

    /// True when the documents are equal (`==`), answered without walking the blocks when both are
    /// unchanged parses of the same source: what a view needs to recognise a document parsed again.
    package func hasSameContent(as other: NorgDocument) -> Bool {
        if let mine = parsedSource, let theirs = other.parsedSource, mine.hasSameBytes(as: theirs) {
            return metadata == other.metadata && diagnostics == other.diagnostics && lineCount == other.lineCount
        }
        return self == other
    }

    public static func == (lhs: NorgDocument, rhs: NorgDocument) -> Bool {
        lhs.storedBlocks == rhs.storedBlocks && lhs.metadata == rhs.metadata && lhs.diagnostics == rhs.diagnostics
            && lhs.lineCount == rhs.lineCount
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storedBlocks)
        hasher.combine(metadata)
        hasher.combine(diagnostics)
        hasher.combine(lineCount)
    }
}
