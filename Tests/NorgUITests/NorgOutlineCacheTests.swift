import Foundation
import Testing
import NorgKit
@testable import NorgUI

@MainActor @Suite struct NorgOutlineCacheTests {
    private let source = "* Title\n  Some *bold* text.\n  - one\n  - two\n"

    @Test func theSameSourceParsedAgainReusesTheOutline() {
        let cache = NorgOutlineCache()
        let first = cache.outline(for: NorgParser.parse(source))
        let second = cache.outline(for: NorgParser.parse(source))
        #expect(cache.buildCount == 1)
        #expect(first.rows.map(\.id) == second.rows.map(\.id))
    }

    @Test func aChangedDocumentRebuildsTheOutline() {
        let cache = NorgOutlineCache()
        _ = cache.outline(for: NorgParser.parse(source))
        let changed = cache.outline(for: NorgParser.parse(source + "  - three\n"))
        #expect(cache.buildCount == 2)
        #expect(changed.rowCount == 5)
    }

    @Test func aDocumentMovedInItsSourceIsNotUnchanged() {
        // Equal text at other lines must rebuild: rows report their source line to onSetStatus.
        #expect(!NorgOutlineCache.isUnchanged(NorgParser.parse(source), NorgParser.parse("\n" + source)))
        #expect(NorgOutlineCache.isUnchanged(NorgParser.parse(source), NorgParser.parse(source)))
    }

    @Test func twoParsesOfOneSourceAreRecognisedByTheirBytes() {
        var first = NorgParser.parse(source)
        let second = NorgParser.parse(String(decoding: Array(source.utf8), as: UTF8.self))
        #expect(first.hasSameContent(as: second))
        first.lineCount += 1
        #expect(!first.hasSameContent(as: second))
    }

    @Test func aParseWhoseBlocksChangedIsComparedByItsTree() {
        var edited = NorgParser.parse(source)
        let original = NorgParser.parse(source)
        edited.blocks.removeLast()
        #expect(!NorgOutlineCache.isUnchanged(original, edited))
        #expect(!NorgOutlineCache.isUnchanged(edited, original))
        edited.blocks = original.blocks
        #expect(NorgOutlineCache.isUnchanged(original, edited))
    }

    @Test func aHandBuiltDocumentEqualToAParseIsUnchanged() {
        let parsed = NorgParser.parse("text\n")
        var built = NorgDocument(blocks: parsed.blocks, metadata: parsed.metadata, diagnostics: parsed.diagnostics,
                                 lineCount: parsed.lineCount)
        #expect(NorgOutlineCache.isUnchanged(parsed, built))
        built.lineCount += 1
        #expect(!NorgOutlineCache.isUnchanged(parsed, built))
    }
}
