import Testing
@testable import NorgKit

@Suite struct BlockTagTests {
    @Test func verbatimTagKeepsRawContentWithCommonIndentationRemoved() throws {
        let document = NorgParser.parse("  @code lua\n    local x = 1\n      if x then\n\n    end\n  @end\n")
        guard case .verbatimTag(let tag) = try #require(document.blocks.first) else { Issue.record("no tag"); return }
        #expect(tag.name == "code")
        #expect(tag.parameters == ["lua"])
        #expect(tag.language == "lua")
        #expect(tag.content == "local x = 1\n  if x then\n\nend")
        #expect(tag.contentRange.start == SourcePosition(line: 2, column: 1, offset: 12))
        #expect(tag.contentRange.end.line == 5)
        #expect(tag.range.start == SourcePosition(line: 1, column: 3, offset: 2))
        #expect(tag.range.end.line == 6)
        #expect(tag.range.end.column == 7)
    }

    @Test func verbatimContentIsNotParsed() throws {
        let document = NorgParser.parse("@code\n* not a heading\n|example\n+weak\n@not-a-tag\n@end\n")
        #expect(blockShape(document) == "(document (verbatim_tag code))")
        guard case .verbatimTag(let tag) = document.blocks[0] else { Issue.record("no tag"); return }
        #expect(tag.content == "* not a heading\n|example\n+weak\n@not-a-tag")
        #expect(document.diagnostics.isEmpty)
    }

    @Test func emptyVerbatimTag() throws {
        let document = NorgParser.parse("@tag\n@end\n")
        guard case .verbatimTag(let tag) = try #require(document.blocks.first) else { Issue.record("no tag"); return }
        #expect(tag.content == "")
        #expect(tag.contentRange.start == tag.contentRange.end)
    }

    @Test func endMustBeAloneOnItsLine() {
        #expect(blockShape("@code\n@end x\n@ending\n@end\n") == "(document (verbatim_tag code))")
        #expect(blockShape("@code\nx @end\n@end\n") == "(document (verbatim_tag code))")
    }

    @Test func parametersSplitOnWhitespaceAndEscapedSpacesJoin() throws {
        let document = NorgParser.parse(".image https://x.org/a.png alt\\ text   here\n")
        guard case .infirmTag(let tag) = try #require(document.blocks.first) else { Issue.record("no tag"); return }
        #expect(tag.name == "image")
        #expect(tag.parameters == ["https://x.org/a.png", "alt text", "here"])
    }

    @Test func hierarchicalTagNames() {
        #expect(blockShape("|tag.name.here P1 P2\n|end\n") == "(document (ranged_tag tag.name.here))")
        #expect(blockShape(".invocation.goes.here\n") == "(document (infirm_tag invocation.goes.here))")
    }

    @Test func invalidTagNamesAreText() {
        #expect(blockShape("...\n") == "(document (paragraph))")
        #expect(blockShape("@ code\n@end\n") == "(document (paragraph))")
        #expect(blockShape("#\n") == "(document (paragraph))")
        #expect(blockShape("+x! y\n") == "(document (paragraph))")
    }

    @Test func standardRangedTagsNestAndBalance() throws {
        let document = NorgParser.parse("|example\n|example\n* Heading\n|end\n|end\n")
        #expect(blockShape(document) == "(document (ranged_tag example (ranged_tag example (heading 1 (title)))))")
        guard case .rangedTag(let outer) = document.blocks[0] else { Issue.record("no tag"); return }
        #expect(outer.kind == .standard)
        #expect(outer.rawContent == "|example\n* Heading\n|end")
    }

    @Test func macroTagHoldsNorgContent() throws {
        let document = NorgParser.parse("=see url\n(see {&url&})\n=end\n")
        #expect(blockShape(document) == "(document (macro_tag see (paragraph)))")
        guard case .rangedTag(let tag) = document.blocks[0] else { Issue.record("no tag"); return }
        #expect(tag.kind == .macro)
        #expect(tag.parameters == ["url"])
    }

    @Test func unterminatedRangedTagIsText() {
        let document = NorgParser.parse("*this is a\n|example\nbold*\n")
        #expect(blockShape(document) == "(document (paragraph))")
        #expect(document.diagnostics.count == 1)
        #expect(blockShape("@code\nx\n") == "(document (paragraph))")
        #expect(blockShape("=macro\nx\n") == "(document (paragraph))")
    }

    @Test func unmatchedInnerOpenerDoesNotStealTheOuterEnd() {
        // The nearest opener gets the `|end`; the outer one is then unterminated text.
        #expect(blockShape("|a\n|b\n|end\n") == "(document (paragraph) (ranged_tag b))")
    }

    @Test func rangedTagsOfDifferentKindsCannotCross() {
        #expect(blockShape("|a\n$$ D\n|end\n$$\n") == "(document (ranged_tag a (definition (title))) (paragraph))")
    }

    @Test func strayEndIsTextWithADiagnostic() {
        let document = NorgParser.parse("|end\n")
        #expect(blockShape(document) == "(document (paragraph))")
        #expect(document.diagnostics.count == 1)
    }

    @Test func rangedTagEndsTheParagraph() {
        #expect(blockShape("*not bold\n|example\ntext*\n|end\n") == "(document (paragraph) (ranged_tag example (paragraph)))")
        #expect(blockShape("*not bold\n@code\ntext*\n@end\n") == "(document (paragraph) (verbatim_tag code))")
    }

    // spec 1039–1042: the paragraph around an infirm tag stays one paragraph.
    @Test func infirmTagLeavesTheParagraphWholeAndStaysInsideAListItem() {
        #expect(blockShape("a\n.toc\nb\n") == "(document (paragraph) (infirm_tag toc))")
        #expect(blockShape("- a\n.image x\n- b\n")
            == "(document (unordered_list (list_item 1 (paragraph) (infirm_tag image)) (list_item 1 (paragraph))))")
    }

    @Test func strongCarryoverAppliesToTheNextObject() throws {
        let document = NorgParser.parse("#choice\n- ( ) a\n- (x) b\n")
        #expect(blockShape(document) == "(document (strong_carryover choice) (unordered_list (list_item 1 (todo undone) (paragraph)) (list_item 1 (todo done) (paragraph))))")
        guard case .list(let list) = document.blocks[0] else { Issue.record("no list"); return }
        #expect(list.carryovers.map(\.name) == ["choice"])
        #expect(list.items.allSatisfy { $0.carryovers.isEmpty })
        #expect(blockShape("#color red\n* H\n") == "(document (strong_carryover color) (heading 1 (title)))")
    }

    @Test func strongCarryoverEndsTheParagraph() {
        #expect(blockShape("one\n#color blue\ntwo\n") == "(document (paragraph) (strong_carryover color) (paragraph))")
    }

    @Test func weakCarryoverAppliesToTheNextItemOnly() throws {
        let document = NorgParser.parse("- one\n+color red\n- two\n- three\n")
        guard case .list(let list) = try #require(document.blocks.first) else { Issue.record("no list"); return }
        #expect(list.items.count == 3)
        #expect(list.carryovers.isEmpty)
        #expect(list.items.map { $0.carryovers.map(\.name) } == [[], ["color"], []])
        #expect(list.items[1].carryovers.first?.parameters == ["red"])
        #expect(list.items[1].carryovers.first?.strength == .weak)
    }

    @Test func weakCarryoverInsideAParagraphDoesNotBreakIt() throws {
        let document = NorgParser.parse("This part is blue,\n+color red\nbut this part is red\n")
        #expect(blockShape(document) == "(document (weak_carryover color) (paragraph))")
        guard case .paragraph(let paragraph) = document.blocks[0] else { Issue.record("no paragraph"); return }
        #expect(paragraph.range.lines == 1...3)
    }

    @Test func carryoversAttachToTagsAndRangeables() {
        #expect(blockShape("#name x\n@code\n@end\n") == "(document (strong_carryover name) (verbatim_tag code))")
        #expect(blockShape("+name x\n$ T\n") == "(document (weak_carryover name) (definition (title)))")
        #expect(blockShape("#a\n|group\n|end\n") == "(document (strong_carryover a) (ranged_tag group))")
    }

    @Test func danglingCarryoverIsDroppedWithADiagnostic() {
        let document = NorgParser.parse("text\n#lonely\n")
        #expect(blockShape(document) == "(document (paragraph))")
        #expect(document.diagnostics.map(\.range.start.line) == [2])
        let inside = NorgParser.parse("|group\n+x\n|end\n")
        #expect(blockShape(inside) == "(document (ranged_tag group))")
        #expect(inside.diagnostics.count == 1)
    }

    @Test func diagnosticsAreInSourceOrder() {
        let document = NorgParser.parse("|group\n#lonely\n|end\n@open\n|end\n")
        #expect(document.diagnostics.map(\.range.start.line) == [2, 4, 5])
    }

    @Test func weakCarryoverInsideVerbatimTagIsCode() {
        #expect(blockShape("@code\n+x\n@end\nparagraph\n") == "(document (verbatim_tag code) (paragraph))")
    }

    @Test func documentMetaBecomesMetadataAndStaysInBlocks() throws {
        let document = NorgParser.parse("@document.meta\ntitle: My Doc\nauthors: [\n  a\n  b\n]\n@end\n* H\n")
        #expect(blockShape(document) == "(document (verbatim_tag document.meta) (heading 1 (title)))")
        let metadata = try #require(document.metadata)
        #expect(metadata.title == "My Doc")
        #expect(metadata.authors == ["a", "b"])
        #expect(metadata.range.start.line == 1)
        #expect(metadata.range.end.line == 7)
    }
}
