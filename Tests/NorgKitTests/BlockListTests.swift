import Testing
@testable import NorgKit

@Suite struct BlockListTests {
    @Test func consecutiveItemsOfOneKindFormOneList() {
        #expect(blockShape("- a\n- b\n- c\n")
            == "(document (unordered_list (list_item 1 (paragraph)) (list_item 1 (paragraph)) (list_item 1 (paragraph))))")
        #expect(blockShape("~ a\n~ b\n") == "(document (ordered_list (list_item 1 (paragraph)) (list_item 1 (paragraph))))")
    }

    @Test func blankLineEndsTheListObject() {
        #expect(blockShape("- a\n\n- b\n")
            == "(document (unordered_list (list_item 1 (paragraph))) (unordered_list (list_item 1 (paragraph))))")
    }

    @Test func itemConsumesTheFollowingParagraphLines() throws {
        let document = NorgParser.parse("- first\n  still first\n- second\n")
        guard case .list(let list) = try #require(document.blocks.first) else { Issue.record("no list"); return }
        #expect(list.items.count == 2)
        guard case .paragraph(let paragraph) = try #require(list.items[0].content.first) else { Issue.record("no paragraph"); return }
        #expect(paragraph.range.lines == 1...2)
        #expect(list.items[0].range.end == SourcePosition(line: 2, column: 14, offset: 21))
    }

    @Test func textAfterABlankLineLeavesTheList() {
        #expect(blockShape("- a\n\n  not in the list\n") == "(document (unordered_list (list_item 1 (paragraph))) (paragraph))")
    }

    @Test func deeperItemsNestInsideTheirParentItem() {
        #expect(blockShape("- a\n-- b\n--- c\n- d\n")
            == "(document (unordered_list (list_item 1 (paragraph) (unordered_list (list_item 2 (paragraph) (unordered_list (list_item 3 (paragraph)))))) (list_item 1 (paragraph))))")
    }

    @Test func skippedLevelsStayInOneNestedList() {
        #expect(blockShape("- a\n--- b\n-- c\n- d\n")
            == "(document (unordered_list (list_item 1 (paragraph) (unordered_list (list_item 3 (paragraph)) (list_item 2 (paragraph)))) (list_item 1 (paragraph))))")
    }

    @Test func listMayStartDeeperThanLevelOne() {
        #expect(blockShape("--- a\n- b\n") == "(document (unordered_list (list_item 3 (paragraph)) (list_item 1 (paragraph))))")
    }

    @Test func mixedKindsAtOneLevelAreSeparateLists() {
        #expect(blockShape("~ a\n- b\n~ c\n")
            == "(document (ordered_list (list_item 1 (paragraph))) (unordered_list (list_item 1 (paragraph))) (ordered_list (list_item 1 (paragraph))))")
    }

    @Test func mixedKindsNestAsDifferentLists() {
        #expect(blockShape("- a\n~~ b\n~~ c\n-- d\n")
            == "(document (unordered_list (list_item 1 (paragraph) (ordered_list (list_item 2 (paragraph)) (list_item 2 (paragraph))) (unordered_list (list_item 2 (paragraph))))))")
    }

    @Test func itemEndsAtAnyDetachedModifierOrTag() {
        #expect(blockShape("- a\n$ T\n") == "(document (unordered_list (list_item 1 (paragraph))) (definition (title)))")
        #expect(blockShape("- a\n@code\nx\n@end\n") == "(document (unordered_list (list_item 1 (paragraph))) (verbatim_tag code))")
        // A carryover tag between items does not end the list (ListCarryoverTests).
    }

    @Test func emptyItemIsAllowed() {
        #expect(blockShape("- \n- b\n") == "(document (unordered_list (list_item 1) (list_item 1 (paragraph))))")
    }

    @Test func itemNeedsWhitespaceAfterTheModifier() {
        #expect(blockShape("-not an item\n") == "(document (paragraph))")
        #expect(blockShape("~not an item\n") == "(document (paragraph))")
        #expect(blockShape("-\n") == "(document (paragraph))")
    }

    @Test func quotesNestByLevelWithoutAGroupingNode() {
        #expect(blockShape("> a\n>> b\n>>> c\n> d\n")
            == "(document (quote 1 (paragraph) (quote 2 (paragraph) (quote 3 (paragraph)))) (quote 1 (paragraph)))")
    }

    @Test func quoteContinuesOverFollowingLines() {
        #expect(blockShape("> Quote level 1\n  This text is still part of the level 1 quote.\n")
            == "(document (quote 1 (paragraph)))")
    }

    @Test func invalidQuotesAreParagraphsAsTheSpecSays() {
        #expect(blockShape(">I am not a quote\n") == "(document (paragraph))")
        #expect(blockShape("some preceding text > I am also not a quote\n") == "(document (paragraph))")
        #expect(blockShape(">- I am not a valid detached modifier\n") == "(document (paragraph))")
    }

    @Test func spacedQuoteCharactersAreALevelOneQuoteWithText() throws {
        let document = NorgParser.parse("> > I am only a level 1 quote\n")
        #expect(blockShape(document) == "(document (quote 1 (paragraph)))")
        guard case .quote(let quote) = document.blocks[0], case .paragraph(let paragraph) = quote.content[0] else {
            Issue.record("no quote paragraph"); return
        }
        #expect(paragraph.range.start.column == 3)
    }

    @Test func listsAndQuotesNestInEachOther() {
        #expect(blockShape("- a\n>> q\n") == "(document (unordered_list (list_item 1 (paragraph) (quote 2 (paragraph)))))")
        #expect(blockShape("> q\n-- a\n") == "(document (quote 1 (paragraph) (unordered_list (list_item 2 (paragraph)))))")
        #expect(blockShape("- a\n> q\n") == "(document (unordered_list (list_item 1 (paragraph))) (quote 1 (paragraph)))")
    }

    @Test func slideHoldsComplexItemsUntilAParagraphBreak() throws {
        let document = NorgParser.parse("- :\n  text\n  $ Term\n    def\n  @code\n  x\n\n  y\n  @end\n\nafter\n")
        #expect(blockShape(document)
            == "(document (unordered_list (list_item 1 (paragraph) (definition (title) (paragraph)) (verbatim_tag code))) (paragraph))")
        guard case .list(let list) = document.blocks[0] else { Issue.record("no list"); return }
        #expect(list.items[0].suffix == .slide)
    }

    @Test func slideEndsAtAnItemOfTheSameOrLowerLevel() {
        #expect(blockShape("-- :\n   Content of the slide.\n- next\n")
            == "(document (unordered_list (list_item 2 (paragraph)) (list_item 1 (paragraph))))")
    }

    @Test func indentSegmentSpansBlankLinesUntilASiblingItem() throws {
        let source = "- ::\n  one\n\n  $ Term\n    Definition.\n- second\n"
        let document = NorgParser.parse(source)
        #expect(blockShape(document)
            == "(document (unordered_list (list_item 1 (paragraph) (definition (title) (paragraph))) (list_item 1 (paragraph))))")
        guard case .list(let list) = document.blocks[0] else { Issue.record("no list"); return }
        #expect(list.items[0].suffix == .indentSegment)
        #expect(list.items[1].suffix == .none)
    }

    @Test func indentSegmentEndsAtAWeakDelimiterWhichDoesNotCloseTheHeading() {
        let source = "* H\n- ::\n  a\n\n  -- nested\n  -- nested\n\n  more\n  ---\ntext in H\n"
        #expect(blockShape(source)
            == "(document (heading 1 (title) (unordered_list (list_item 1 (paragraph) (unordered_list (list_item 2 (paragraph)) (list_item 2 (paragraph))) (paragraph) (weak_delimiter))) (paragraph)))")
    }

    @Test func suffixMustBeAloneOnTheLine() throws {
        let document = NorgParser.parse("- : not a slide\n- :: nor this\n")
        guard case .list(let list) = document.blocks[0] else { Issue.record("no list"); return }
        #expect(list.items.map(\.suffix) == [.none, .none])
        #expect(blockShape(document) == "(document (unordered_list (list_item 1 (paragraph)) (list_item 1 (paragraph))))")
    }

    @Test func suffixMayFollowExtensions() throws {
        let document = NorgParser.parse("- (x) ::\n  body\n")
        guard case .list(let list) = document.blocks[0] else { Issue.record("no list"); return }
        #expect(list.items[0].suffix == .indentSegment)
        #expect(list.items[0].extensions.taskStatus == .done)
    }

    @Test func listRangeCoversAllItems() throws {
        let document = NorgParser.parse("- a\n- bb\n")
        guard case .list(let list) = document.blocks[0] else { Issue.record("no list"); return }
        #expect(list.range == SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0),
                                          end: SourcePosition(line: 2, column: 5, offset: 8)))
        #expect(list.items[1].line == 2)
    }
}
