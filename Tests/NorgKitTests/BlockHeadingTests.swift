import Testing
@testable import NorgKit

@Suite struct BlockHeadingTests {
    @Test func headingOwnsFollowingBlocksUntilSameOrLowerLevel() {
        #expect(blockShape("* A\ntext\n** B\nmore\n*** C\n** D\n* E\n")
            == "(document (heading 1 (title) (paragraph) (heading 2 (title) (paragraph) (heading 3 (title))) (heading 2 (title))) (heading 1 (title)))")
    }

    @Test func deeperHeadingsNestEvenWhenLevelsAreSkipped() {
        #expect(blockShape("* A\n**** B\n** C\n") == "(document (heading 1 (title) (heading 4 (title)) (heading 2 (title))))")
    }

    @Test func headingLevelIsUnbounded() throws {
        let document = NorgParser.parse(String(repeating: "*", count: 12) + " Deep\n")
        guard case .heading(let heading) = try #require(document.blocks.first) else { Issue.record("not a heading"); return }
        #expect(heading.level == 12)
    }

    @Test func headingNeedsWhitespaceAndATitle() {
        #expect(blockShape("*not a heading\n") == "(document (paragraph))")
        #expect(blockShape("*\n  I am not a valid heading title.\n") == "(document (paragraph))")
        #expect(blockShape("*  \nx\n") == "(document (paragraph))")
    }

    @Test func headingNotAtLineStartIsText() {
        #expect(blockShape("text * not a heading\n") == "(document (paragraph))")
    }

    @Test func indentedHeadingIsStillAHeading() {
        #expect(blockShape("   ** Indented\n") == "(document (heading 2 (title)))")
    }

    @Test func headingTitleIsOneLineAndEndsTheParagraphBefore() throws {
        let document = NorgParser.parse("para\n* Title  \nbody\n")
        #expect(blockShape(document) == "(document (paragraph) (heading 1 (title) (paragraph)))")
        guard case .heading(let heading) = document.blocks[1] else { Issue.record("not a heading"); return }
        #expect(heading.titleRange == SourceRange(start: SourcePosition(line: 2, column: 3, offset: 7),
                                                  end: SourcePosition(line: 2, column: 8, offset: 12)))
        #expect(heading.range.start == SourcePosition(line: 2, column: 1, offset: 5))
        #expect(heading.range.end == SourcePosition(line: 3, column: 5, offset: 19))
        #expect(heading.line == 2)
    }

    @Test func weakDelimiterClosesOneLevelAndIsTheLastChildOfTheHeadingItCloses() {
        #expect(blockShape("* A\n** B\ntext\n---\nback in A\n")
            == "(document (heading 1 (title) (heading 2 (title) (paragraph) (weak_delimiter)) (paragraph)))")
    }

    @Test func weakDelimiterWithNothingOpenStaysAtTheCurrentLevel() {
        #expect(blockShape("para\n--\npara\n") == "(document (paragraph) (weak_delimiter) (paragraph))")
    }

    @Test func twoWeakDelimitersCloseTwoLevels() {
        #expect(blockShape("* A\n** B\n---\n---\nroot\n")
            == "(document (heading 1 (title) (heading 2 (title) (weak_delimiter)) (weak_delimiter)) (paragraph))")
    }

    @Test func strongDelimiterClosesAllLevelsAndSitsAtDocumentLevel() {
        #expect(blockShape("* A\n** B\n*** C\ntext\n===\nroot\n")
            == "(document (heading 1 (title) (heading 2 (title) (heading 3 (title) (paragraph)))) (strong_delimiter) (paragraph))")
    }

    @Test func horizontalRuleEndsTheParagraphButNotTheHeading() {
        #expect(blockShape("* A\none\n___\ntwo\n") == "(document (heading 1 (title) (paragraph) (horizontal_rule) (paragraph)))")
    }

    @Test func delimitersNeedTwoCharactersAloneOnTheLine() {
        #expect(blockShape("a\n=\n") == "(document (paragraph))")
        #expect(blockShape("a\n_\n") == "(document (paragraph))")
        #expect(blockShape("a\n---x\n") == "(document (paragraph))")
        #expect(blockShape("a\n===x\n") == "(document (paragraph))")
        #expect(blockShape("a\n___ x\n") == "(document (paragraph))")
        #expect(blockShape("a\n***\n") == "(document (paragraph))")
    }

    // Trailing whitespace makes a delimiter text (spec 456): see SpecReadingTests.
    @Test func delimiterMayHaveLeadingWhitespace() {
        #expect(blockShape("* A\n   ---\nroot\n") == "(document (heading 1 (title) (weak_delimiter)) (paragraph))")
        #expect(blockShape("a\n\t===\nb\n") == "(document (paragraph) (strong_delimiter) (paragraph))")
    }

    @Test func delimiterKindsAndRanges() throws {
        let document = NorgParser.parse("  ___\n")
        guard case .delimiter(let delimiter) = try #require(document.blocks.first) else { Issue.record("no delimiter"); return }
        #expect(delimiter.kind == .horizontalRule)
        #expect(delimiter.range.start.column == 3)
        #expect(delimiter.range.end.column == 6)
    }

    @Test func headingRangeEndsAtItsClosingDelimiter() throws {
        let document = NorgParser.parse("* A\n---\n")
        guard case .heading(let heading) = try #require(document.blocks.first) else { Issue.record("not a heading"); return }
        #expect(heading.range.end == SourcePosition(line: 2, column: 4, offset: 7))
    }

    @Test func headingsInsideARangedTagStayInsideIt() {
        #expect(blockShape("** A\n|group\n* B\n** C\n|end\ntext\n")
            == "(document (heading 2 (title) (ranged_tag group (heading 1 (title) (heading 2 (title)))) (paragraph)))")
    }

    @Test func strongDelimiterInsideARangedTagStopsAtTheTag() {
        #expect(blockShape("* A\n|group\n** B\n===\n|end\nstill A\n")
            == "(document (heading 1 (title) (ranged_tag group (heading 2 (title)) (strong_delimiter)) (paragraph)))")
    }

    @Test func headingClosesListsAndQuotes() {
        #expect(blockShape("* A\n- item\n> quote\n* B\n")
            == "(document (heading 1 (title) (unordered_list (list_item 1 (paragraph))) (quote 1 (paragraph))) (heading 1 (title)))")
    }
}
