import Foundation
import Testing
import NorgHTML
import NorgKit

/// `HTMLOptions.collapsible`: what folds under what. Table cells fold under a label, never under
/// the position or motion that places them; list items keep their bullets and numbers, with the
/// fold mark beside them; print shows everything.
@Suite struct CollapsibleFoldTests {
    private func render(_ source: String) -> String {
        Build.withoutIDs(HTMLRenderer(options: HTMLOptions(format: .fragment, collapsible: true))
            .render(NorgParser.parse(source)))
    }

    private var stylesheet: String { HTMLRenderer.stylesheet() }

    @Test func cellsPlacedByPositionsAndMotionsDoNotFoldUnderThem() {
        let html = render(": A1 : Name\n: > : Value\n: _ : apples\n: > : 3\n")
        #expect(html == """
        <div class="norg-document">
        <div class="norg-table-scroll"><table class="norg-table">
        <tbody>
        <tr><td dir="auto">Name</td><td dir="auto">Value</td></tr>
        <tr><td dir="auto">apples</td><td dir="auto">3</td></tr>
        </tbody>
        </table></div>
        </div>

        """)
    }

    @Test func aCellWithALabelFoldsUnderItsLabelText() {
        let html = render(": A1 : Name\n: Remark\n  under the label\n")
        #expect(html.contains("""
        <td dir="auto"><details open class="norg-collapsible"><summary><strong class="norg-item-title">Remark</strong></summary>under the label</details></td>
        """))
        #expect(html.contains("<td dir=\"auto\">Name</td>"))
    }

    @Test func aCellsTaskStatusSitsInItsSummaryOrBeforeItsBody() {
        let html = render(": ( ) A1 : unlabelled\n: (x) Labelled\n  body\n")
        #expect(html.contains("data-status=\"undone\" data-line=\"1\" dir=\"auto\"><span class=\"norg-status norg-tint-secondary\""))
        #expect(html.contains("</span> unlabelled</td>"))
        #expect(html.contains("<details open class=\"norg-collapsible\"><summary><span class=\"norg-status norg-tint-green\""))
        #expect(html.contains("</span> <strong class=\"norg-item-title\">Labelled</strong></summary>body</details>"))
    }

    /// A table too sparse for a grid lists its cells under their titles; the `<dt>` already shows
    /// each title, so the bodies do not fold under it again.
    @Test func cellsListedUnderTheirTitlesDoNotFoldUnderThemAgain() {
        let html = render(": A1 : x\n: Z99 : y\n")
        #expect(html.contains("<dt>A1</dt>\n<dd dir=\"auto\">x</dd>\n<dt>Z99</dt>\n<dd dir=\"auto\">y</dd>"))
        #expect(!html.contains("<details"))
    }

    @Test func aFoldingListItemStaysAListItemWithItsLeadAsTheSummary() {
        let html = render("- outer\n-- inner\n- plain\n")
        #expect(html == """
        <div class="norg-document">
        <ul class="norg-list">
        <li><details open class="norg-collapsible"><summary>outer</summary>
        <ul class="norg-list">
        <li>inner
        </li>
        </ul>
        </details>
        </li>
        <li>plain
        </li>
        </ul>
        </div>

        """)
    }

    @Test func nestedOrderedListsKeepTheirItemsInTheirOwnLists() {
        let html = render("~ First\n~~ Sub one\n~~ Sub two\n~~~ Deeper\n~ Second\n")
        #expect(html == """
        <div class="norg-document">
        <ol class="norg-list">
        <li><details open class="norg-collapsible"><summary>First</summary>
        <ol class="norg-list">
        <li>Sub one
        </li>
        <li><details open class="norg-collapsible"><summary>Sub two</summary>
        <ol class="norg-list">
        <li>Deeper
        </li>
        </ol>
        </details>
        </li>
        </ol>
        </details>
        </li>
        <li>Second
        </li>
        </ol>
        </div>

        """)
    }

    /// The `<li>` keeps `display: list-item` (its bullet or number); the summary inside it is a
    /// block, so it draws no triangle and does not count as an item of the ordered list.
    @Test func theStylesheetKeepsListMarkersAndGivesSummariesAMarkOfTheirOwn() {
        #expect(!stylesheet.contains("li:has("))
        #expect(!stylesheet.contains("list-style: none; margin-left: -1.1em"))
        #expect(stylesheet.contains("li > details.norg-collapsible > summary { display: block; list-style: none; }"))
        #expect(stylesheet.contains("li > details.norg-collapsible > summary::before { content: \"\\25BE\";"))
        #expect(stylesheet.contains("li > details.norg-collapsible:not([open]) > summary::before { content: \"\\25B8\"; }"))
    }

    @Test func aFoldingTaskItemKeepsItsStatusOnTheLeadsLine() {
        let html = render("- ( ) parent\n-- (x) child\n")
        #expect(html.contains("<li class=\"norg-task\" data-status=\"undone\" data-line=\"1\"><details open class=\"norg-collapsible\"><summary><span class=\"norg-status norg-tint-secondary\""))
        #expect(stylesheet.contains("li.norg-task > details.norg-collapsible > summary > .norg-status { position: absolute; left: -1.35em; margin: 0; }"))
    }

    @Test func printHidesFoldMarksAndShowsFoldedContent() throws {
        let print = try #require(stylesheet.range(of: "@media print {"))
        let rules = stylesheet[print.lowerBound...]
        #expect(rules.contains("li > details.norg-collapsible > summary::before, li > details.norg-collapsible:not([open]) > summary::before { content: none; }"))
        #expect(rules.contains("details.norg-collapsible > summary::-webkit-details-marker { display: none; }"))
        #expect(rules.contains("details.norg-collapsible::details-content { content-visibility: visible; }"))
        // Folds start open, so printing a page nobody folded shows everything in every browser.
        #expect(!render("* H\n- a\n-- b\n").contains("<details class"))
    }
}
