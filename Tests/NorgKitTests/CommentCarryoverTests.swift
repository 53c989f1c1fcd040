import NorgKit
import Testing

/// What `#comment` and `+comment` hide (spec lines 1000–1004): the next paragraph, or the next
/// paragraph segment.
@Suite struct CommentCarryoverTests {
    private func paragraph(_ source: String) throws -> Paragraph {
        let blocks = NorgParser.parse(source).blocks
        let found = blocks.compactMap { block -> Paragraph? in
            if case .paragraph(let paragraph) = block { return paragraph }
            return nil
        }
        return try #require(found.first)
    }

    @Test func strongCommentHidesTheWholeParagraph() throws {
        let commented = try paragraph("#comment\nfirst line\nsecond line\n")
        #expect(commented.isCommentedOut)
        #expect(NorgBlock.paragraph(commented).isCommentedOut)
    }

    // spec 1004: "weak carryover tags affect the next paragraph segment"
    @Test func weakCommentBeforeAParagraphHidesItsFirstLineOnly() throws {
        let commented = try paragraph("+comment\nhidden line\nshown line\n")
        #expect(!commented.isCommentedOut)
        #expect(commented.visibleContent.plainText == "shown line")
    }

    @Test func weakCommentInsideAParagraphHidesTheNextLineOnly() throws {
        let commented = try paragraph("first line\n+comment\nhidden line\nlast line\n")
        #expect(!commented.isCommentedOut)
        #expect(commented.visibleContent.plainText == "first line last line")
        // The kept lines stay joined by a soft break, as in the source.
        #expect(commented.visibleContent.filter { if case .softBreak = $0 { true } else { false } }.count == 1)
    }

    @Test func weakCommentOnAOneLineParagraphHidesIt() throws {
        let commented = try paragraph("+comment\nonly line\n")
        #expect(commented.isCommentedOut)
        #expect(commented.visibleContent.isEmpty)
    }

    @Test func markupSpanningTheCommentedLineStaysWhole() throws {
        let commented = try paragraph("+comment\n*bold that\ngoes on* here\n")
        #expect(!commented.isCommentedOut)
        #expect(commented.visibleContent == commented.content)
    }

    @Test func paragraphWithoutCommentIsReturnedAsItIs() throws {
        let plain = try paragraph("+color red\nsome text\nmore text\n")
        #expect(!plain.isCommentedOut)
        #expect(plain.visibleContent == plain.content)
    }

    /// A paragraph of many `+comment`s, each hiding the line after it (the shape `norg-bench
    /// --pathological` also renders: the segment lines are found in one pass, not per tag).
    @Test func manyWeakCommentsInOneParagraphEachHideTheirLine() throws {
        let source = "kept\n" + String(repeating: "+comment\nhidden\n", count: 2_000) + "+color red\nshown\n"
        let commented = try paragraph(source)
        #expect(commented.visibleContent.plainText == "kept shown")
        let weak = try #require(commented.carryovers.last)
        #expect(commented.lines(carriedBy: weak) == 4_003...4_003)
    }

    @Test func runOfWeakTagsAppliesToTheLineAfterTheRun() throws {
        let commented = try paragraph("first\n+comment\n+color red\nhidden\nshown\n")
        #expect(commented.visibleContent.plainText == "first shown")
    }

    @Test func weakCommentOnAListItemHidesTheItem() throws {
        let blocks = NorgParser.parse("- shown\n+comment\n- hidden\n").blocks
        guard case .list(let list)? = blocks.first else {
            Issue.record("expected a list, got \(blocks)")
            return
        }
        let hidden = list.items.filter(\.isCommentedOut)
        #expect(hidden.count == 1)
    }
}
