import Testing
import NorgHTML
import NorgKit

@Suite struct TableRenderingTests {
    private func cells(_ titles: [String]) -> [NorgBlock] {
        titles.enumerated().map { Build.rangeable(.tableCell, $1, "c\($0)", line: $0 + 1) }
    }

    @Test func aWideTableScrollsInItsOwnBoxSoThePageNeverScrollsSideways() {
        let cellTable = HTMLRenderer().render(NorgParser.parse(": A1 : one\n: > : two\n"))
        #expect(cellTable.contains("<div class=\"norg-table-scroll\"><table class=\"norg-table\">"))
        #expect(cellTable.contains("</table></div>"))
        let visual = HTMLRenderer().render(NorgParser.parse("@table\n| a | b |\n@end\n"))
        #expect(visual.contains("<div class=\"norg-table-scroll\"><table class=\"norg-table norg-visual-table\">"))
        #expect(HTMLRenderer.stylesheet().contains(".norg-table-scroll { overflow-x: auto;"))
        #expect(WellFormed.problem(in: cellTable) == nil && WellFormed.problem(in: visual) == nil)
    }

    @Test func absolutePositionsUseSpreadsheetNotation() {
        let html = Build.render(cells(["A1", "B1", "A2", "B2"]))
        #expect(html.contains("<tr><td dir=\"auto\">c0</td><td dir=\"auto\">c1</td></tr>\n<tr><td dir=\"auto\">c2</td><td dir=\"auto\">c3</td></tr>"))
    }

    @Test func motionsMoveFromThePreviousCell() {
        // The spec's own table: `.` root, `>` right, `_` next row back at the left.
        let html = Build.render(cells([".", ">", "_", ">", "_", ">"]))
        #expect(html.contains("<tr><td dir=\"auto\">c0</td><td dir=\"auto\">c1</td></tr>\n<tr><td dir=\"auto\">c2</td><td dir=\"auto\">c3</td></tr>\n<tr><td dir=\"auto\">c4</td><td dir=\"auto\">c5</td></tr>"))
    }

    @Test func repeatedAndCombinedMotionsAndGapsLeaveEmptyCells() {
        let html = Build.render(cells(["A1", "2>v"]))
        #expect(html.contains("<tr><td dir=\"auto\">c0</td><td></td><td></td></tr>\n<tr><td></td><td></td><td dir=\"auto\">c1</td></tr>"))
    }

    @Test func ceilingMotionStartsTheNextColumnAtTheTop() {
        let html = Build.render(cells(["A1", "v", "/", "v"]))
        #expect(html.contains("<tr><td dir=\"auto\">c0</td><td dir=\"auto\">c2</td></tr>\n<tr><td dir=\"auto\">c1</td><td dir=\"auto\">c3</td></tr>"))
    }

    @Test func titlesThatAreNotPositionsAreShownAndPlacedToTheRight() {
        let html = Build.render(cells(["Name", "Age"]))
        #expect(html.contains("<td dir=\"auto\"><strong class=\"norg-item-title\">Name</strong> c0</td><td dir=\"auto\"><strong class=\"norg-item-title\">Age</strong> c1</td>"))
    }

    @Test func hugeCanvasesFallBackToAList() {
        let html = Build.render(cells(["A1", "ZZZ99999"]))
        #expect(!html.contains("<table"))
        #expect(html.contains("<dl class=\"norg-table-cells\">"))
        #expect(html.contains("c1"))
    }

    @Test func hostileRepeatCountsStayBounded() {
        let html = Build.render(cells(Array(repeating: "999999999_", count: 200)))
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func visualTablesSplitRowsAndCellsAndParseTheirMarkup() {
        let tag = NorgBlock.verbatimTag(VerbatimRangedTag(name: "table", parameters: [], content: "*A* | B\n-\n1 | <x>\n",
                                                         contentRange: Build.range(2), range: Build.range(1)))
        let html = Build.render([tag])
        #expect(html.contains("<thead>\n<tr><th dir=\"auto\"><strong>A</strong></th><th dir=\"auto\">B</th></tr>\n</thead>"))
        #expect(html.contains("<tr><td dir=\"auto\">1</td><td dir=\"auto\"><span class=\"norg-target\">x</span></td></tr>"))
    }

    /// `@table` takes "Markdown-like syntax" (norg-specs design-decisions.norg, line 485–486):
    /// a pipe at either end of a row is a delimiter, not an empty cell, and `\|` is a pipe in a cell.
    @Test func visualTableRowsTakeOuterPipesAsDelimiters() {
        let content = "| a | b |\n|---|---|\n| 1 | 2 |\n|  | x \\| y |\n3 | 4\n"
        let tag = NorgBlock.verbatimTag(VerbatimRangedTag(name: "table", parameters: [], content: content,
                                                         contentRange: Build.range(2), range: Build.range(1)))
        let html = Build.render([tag])
        #expect(html.contains("<thead>\n<tr><th dir=\"auto\">a</th><th dir=\"auto\">b</th></tr>\n</thead>"))
        #expect(html.contains("<tr><td dir=\"auto\">1</td><td dir=\"auto\">2</td></tr>"))
        #expect(html.contains("<tr><td dir=\"auto\"></td><td dir=\"auto\">x | y</td></tr>"))
        #expect(html.contains("<tr><td dir=\"auto\">3</td><td dir=\"auto\">4</td></tr>"))
        #expect(!html.contains("<td dir=\"auto\"></td></tr>"))
    }
}
