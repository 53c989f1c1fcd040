import Testing
@testable import NorgKit

@Suite struct BlockRangeableTests {
    func firstItem(_ source: String) throws -> RangeableItem {
        let document = NorgParser.parse(source)
        guard case .rangeable(let item) = try #require(document.blocks.first) else {
            throw ExpectationFailure()
        }
        return item
    }

    struct ExpectationFailure: Error {}

    @Test func singleDefinitionTakesTheFollowingParagraph() throws {
        let item = try firstItem("$ Term\nDefinition content.\nmore\n")
        #expect(item.kind == .definition)
        #expect(!item.isRanged)
        #expect(item.title == "Term")
        #expect(item.content.count == 1)
        #expect(blockShape("$ Term\nDefinition content.\n\nafter\n") == "(document (definition (title) (paragraph)) (paragraph))")
    }

    @Test func titleIsVerbatim() throws {
        let item = try firstItem("^ *not bold* {not a link}  \ncontent\n")
        #expect(item.kind == .footnote)
        #expect(item.title == "*not bold* {not a link}")
        #expect(item.titleRange.start.column == 3)
        #expect(item.titleRange.end.column == 26)
    }

    @Test func singleFormContentMayFollowBlankLines() {
        #expect(blockShape("^ Title\n\n\nContent\n") == "(document (footnote (title) (paragraph)))")
        #expect(blockShape("$ Title\n\n* H\n") == "(document (definition (title)) (heading 1 (title)))")
    }

    @Test func consecutiveRangeablesAreNotGrouped() {
        #expect(blockShape("$ Term 1\n  Definition 1!\n$ Term 2\n  Definition 2!\n")
            == "(document (definition (title) (paragraph)) (definition (title) (paragraph)))")
    }

    @Test func rangedFormHoldsAnyBlocksUntilItsCloser() throws {
        let source = "$$ Term\nPara 1.\n\n- list\n\n@code\nx\n@end\n $$\nafter\n"
        #expect(blockShape(source)
            == "(document (definition (title) (paragraph) (unordered_list (list_item 1 (paragraph))) (verbatim_tag code)) (paragraph))")
        let item = try firstItem(source)
        #expect(item.isRanged)
        #expect(item.range.end == SourcePosition(line: 9, column: 4, offset: 41))
    }

    @Test func sameKindRangedOpenerPairsWithTheNearestCloser() {
        // `^^ x` opens (it has a title), so the one `^^` closes it and `^^ N` stays single.
        #expect(blockShape("^^ N\ntext\n^^ x\n^^\n") == "(document (footnote (title) (paragraph)) (footnote (title)))")
    }

    // Trailing whitespace makes a closer text (spec 362): see SpecReadingTests.
    @Test func rangedCloserMayHaveLeadingWhitespace() {
        #expect(blockShape("^^ N\ntext\n  ^^\nafter\n") == "(document (footnote (title) (paragraph)) (paragraph))")
    }

    @Test func unclosedRangedFormIsReadAsSingleWithADiagnostic() throws {
        let document = NorgParser.parse("$$ Term\ncontent\n\nafter\n")
        #expect(blockShape(document) == "(document (definition (title) (paragraph)) (paragraph))")
        guard case .rangeable(let item) = document.blocks[0] else { Issue.record("no definition"); return }
        #expect(!item.isRanged)
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.range.start.line == 1)
    }

    @Test func intersectingModifierSplitsTitleAndContent() throws {
        let item = try firstItem(": A1 : Content of the cell\n")
        #expect(item.kind == .tableCell)
        #expect(item.title == "A1")
        guard case .paragraph(let paragraph) = try #require(item.content.first) else { Issue.record("no content"); return }
        #expect(paragraph.range.start.column == 8)
        let definition = try firstItem("$ Term : This is a definition.\ncontinued\n")
        #expect(definition.title == "Term")
        #expect(blockShape("$ Term : def\ncontinued\n") == "(document (definition (title) (paragraph)))")
    }

    @Test func colonWithoutSurroundingWhitespaceDoesNotIntersect() throws {
        let item = try firstItem("$ key:value\n")
        #expect(item.title == "key:value")
        #expect(item.content.isEmpty)
    }

    @Test func tableCellsOfTheSpecTable() {
        #expect(blockShape(": . : Character\n: > : Name\n:: >\n   - Nestable\n::\n")
            == "(document (table_cell (title) (paragraph)) (table_cell (title) (paragraph)) (table_cell (title) (unordered_list (list_item 1 (paragraph)))))")
    }

    @Test func strayCloserIsTextWithADiagnostic() {
        let document = NorgParser.parse("text\n$$\n")
        #expect(blockShape(document) == "(document (paragraph))")
        #expect(document.diagnostics.map(\.range.start.line) == [2])
    }

    @Test func tripleCharactersAreNotRangeable() {
        #expect(blockShape("$$$ x\n") == "(document (paragraph))")
        #expect(blockShape("^word\n\nword word\n^^^^^^\n") == "(document (paragraph) (paragraph))")
    }

    @Test func rangeableEndsAnOpenParagraphAndList() {
        #expect(blockShape("word word\n^ word\nword\n") == "(document (paragraph) (footnote (title) (paragraph)))")
        #expect(blockShape("- item\n$ T\nd\n") == "(document (unordered_list (list_item 1 (paragraph))) (definition (title) (paragraph)))")
    }

    @Test func rangedRangeablesOfDifferentKindsNest() {
        #expect(blockShape("$$ A\n^^ B\nx\n^^\n$$\n") == "(document (definition (title) (footnote (title) (paragraph))))")
    }
}
