import Testing
@testable import NorgKit

/// The index's id slots: ids ordered by where their nodes start, found by a search from a cursor
/// (how renderers walk) that must agree with a plain lookup from any starting point.
@Suite struct LinkIndexSlotTests {
    /// Ids given out of document order: a named paragraph gets its id after the targets inside it,
    /// and line targets come last. The slots must still be in offset order.
    static let outOfOrder = """
        #name intro
        * Intro <first> and <second>
        A paragraph with <third> and {9}.

        #name para
        This paragraph holds <fourth>, see {2}.
        ** Intro
        - item
        - item {9}
        """

    @Test func slotsAreOrderedByOffsetWhenIdsAreGivenOutOfOrder() {
        let document = NorgParser.parse(Self.outOfOrder)
        let index = LinkIndex(document: document)
        let ids = (0..<index.idCount).map { index.id(inSlot: $0) }
        // Every distinct id once, and each slot's id found back through `idSlot(of:)`.
        #expect(Set(ids).count == ids.count)
        for (slot, id) in ids.enumerated() { #expect(index.idSlot(of: id) == slot) }
        // Entries name their node's offset; walking them in offset order visits slots 0, 1, 2 …
        let offsets = Set(index.entries.map(\.offsets.lowerBound)).sorted()
        var cursor = 0
        let found = offsets.compactMap { index.idSlot(atOffset: $0, near: &cursor) }
        #expect(found == Array(0..<found.count))
        #expect(ids == ["intro-first-and-second", "target-first", "target-second", "target-third",
                        "name-para", "target-fourth", "intro", "line-9"])
    }

    @Test func cursorSearchAgreesWithPlainLookupFromAnyStart() {
        let document = NorgParser.parse(Self.outOfOrder)
        let index = LinkIndex(document: document)
        var expected: [Int: String] = [:]
        for entry in index.entries where expected[entry.offsets.lowerBound] == nil {
            expected[entry.offsets.lowerBound] = entry.id
        }
        // `{9}` names line 9, whose deepest block is the last item's paragraph.
        let lastItem = Self.outOfOrder.utf8.count - "item {9}".utf8.count
        expected[lastItem] = "line-9"
        let length = Self.outOfOrder.utf8.count
        for start in -1...(index.idCount + 1) {
            for offset in 0...length {
                var cursor = start
                let slot = index.idSlot(atOffset: offset, near: &cursor)
                #expect(slot.map { index.id(inSlot: $0) } == expected[offset])
                #expect((0..<max(index.idCount, 1)).contains(cursor))
            }
        }
    }

    @Test func aNamedBlockThatStartsWithATargetSharesItsId() {
        // The paragraph and its first target start at the same byte: one node, one id.
        let source = "#name para\n<lead> text\n"
        let document = NorgParser.parse(source)
        let index = LinkIndex(document: document)
        #expect(index.idCount == 1)
        #expect(index.id(for: document.blocks[0].range) == "target-lead")
    }

    @Test func aFloodOfEqualTargetsGetsIdsNumberedInOrder() {
        let index = LinkIndex(document: NorgParser.parse(String(repeating: "<a>{", count: 5000)))
        #expect(index.idCount == 5000)
        #expect(index.id(inSlot: 0) == "target-a")
        #expect(index.id(inSlot: 1) == "target-a-2")
        #expect(index.id(inSlot: 4999) == "target-a-5000")
    }
}
