import Testing
@testable import NorgKit

/// What the parser notes for the link index travels beside the document's value: equality and
/// hashing ignore it, and changing the blocks drops it without copying them.
@Suite struct ParseNotesTests {
    static let source = "* Title\nText with *bold* and {https://example.org}[a link].\n- ( ) task\n"

    @Test func aParseAndTheSameTreeBuiltByHandAreEqualAndHashAlike() {
        let parsed = NorgParser.parse(Self.source)
        let built = NorgDocument(blocks: parsed.blocks, metadata: parsed.metadata, diagnostics: parsed.diagnostics,
                                 lineCount: parsed.lineCount)
        #expect(parsed.parseNotes.parsedSource != nil && built.parseNotes.parsedSource == nil)
        #expect(parsed == built)
        #expect(Set([parsed, built]).count == 1)
    }

    @Test func changingTheBlocksDropsTheNotes() {
        var document = NorgParser.parse(Self.source)
        #expect(!document.parseNotes.mayHoldInlineLinkables && document.parseNotes.linkableBlocks != nil)
        document.blocks.removeLast()
        #expect(document.parseNotes.mayHoldInlineLinkables)
        #expect(document.parseNotes.linkableBlocks == nil && document.parseNotes.parsedSource == nil)
    }
}
