import Testing
@testable import NorgKit

/// The parser tells the link index whether inline content can hold anything it records (link
/// targets, anchors, links into the document); when not, the index skips walking it. These pin
/// that the shortcut never hides an entry.
@Suite struct LinkIndexInlineSkipTests {
    @Test func parserNotesWhetherInlineContentHoldsLinkables() {
        #expect(!NorgParser.parse("* Title\nText with *bold* and {https://example.org}[a link].\n").parseNotes.mayHoldInlineLinkables)
        for source in ["Text <target>.\n", "An [anchor]{https://example.org}.\n", "See [anchor].\n",
                       "Go to {* Title}.\n", "Line {3}.\n", "* Title with <target>\n"] {
            #expect(NorgParser.parse(source).parseNotes.mayHoldInlineLinkables, "\(source)")
        }
    }

    @Test func indexFindsInlineTargetsWhenTheParserSawThem() {
        let document = NorgParser.parse("* Title\nText with <a target> and [an anchor]{https://example.org}.\n")
        let index = LinkIndex(document: document)
        let target = LinkLocation(target: .generic("a target"), rawText: "# a target")
        #expect(index.resolve(target) == .local(id: "target-a-target", line: 2))
    }

    /// A document changed after parsing may hold what the parser never saw: the index walks it.
    @Test func changingBlocksMakesTheIndexWalkInlinesAgain() {
        var document = NorgParser.parse("* Title\nPlain text.\n")
        #expect(!document.parseNotes.mayHoldInlineLinkables)
        let withTarget = NorgParser.parse("Text <added>.\n")
        document.blocks.append(contentsOf: withTarget.blocks)
        #expect(document.parseNotes.mayHoldInlineLinkables)
        let target = LinkLocation(target: .generic("added"), rawText: "# added")
        #expect(LinkIndex(document: document).resolve(target) == .local(id: "target-added", line: 1))
    }

    @Test func equalityIgnoresWhatTheParserNoted() {
        let parsed = NorgParser.parse("Plain text.\n")
        let rebuilt = NorgDocument(blocks: parsed.blocks, metadata: parsed.metadata,
                                   diagnostics: parsed.diagnostics, lineCount: parsed.lineCount)
        #expect(parsed.parseNotes.mayHoldInlineLinkables != rebuilt.parseNotes.mayHoldInlineLinkables)
        #expect(parsed == rebuilt)
        #expect(parsed.hashValue == rebuilt.hashValue)
    }
}
