import Foundation
import Testing
import NorgHTML
import NorgKit

/// Shapes whose HTML once grew with the square of the input (or by orders of magnitude past it):
/// many `.toc`s over many headings, and table cells far apart. Their pages must stay within a
/// constant factor of their sources.
@Suite struct LinearOutputTests {
    private func fragment(_ source: String) -> String {
        HTMLRenderer(options: HTMLOptions(format: .fragment)).render(NorgParser.parse(source))
    }

    private func occurrences(of needle: String, in html: String) -> Int {
        html.components(separatedBy: needle).count - 1
    }

    @Test func laterTablesOfContentsLinkToTheFirstSoThePageGrowsLinearly() {
        func source(_ count: Int) -> String {
            String(repeating: ".toc\n", count: count) + String(repeating: "* h\n", count: count)
        }
        let small = fragment(source(100))
        let large = fragment(source(400))
        // Every `.toc` listing every heading would make the large page 16 times the small one.
        #expect(Double(large.utf8.count) / Double(small.utf8.count) < 4.5)
        #expect(large.utf8.count < 60 * source(400).utf8.count)
        #expect(occurrences(of: "<nav class=\"norg-toc\" id=\"norg:toc\">", in: large) == 1)
        #expect(occurrences(of: "<nav class=\"norg-toc norg-toc-reference\"><a href=\"#norg:toc\">Contents</a></nav>", in: large) == 399)
        #expect(occurrences(of: "<li class=\"norg-toc-level-1\">", in: large) == 400)
    }

    @Test func aLaterTableOfContentsKeepsItsTitleAndADocumentWithoutHeadingsHasNone() {
        let html = fragment(".toc\n.toc Overview\n* A\n")
        #expect(html.contains("<p class=\"norg-toc-title\">Contents</p>"))
        #expect(html.contains("<a href=\"#norg:toc\">Overview</a>"))
        #expect(!fragment(".toc\n.toc\ntext\n").contains("norg-toc"))
    }

    @Test func tableCellsFarApartAreListedWithANoteNotDrawnAsAHugeGrid() {
        let table = ": A1 : x\n: CV100 : y\n\n"
        let source = String(repeating: table, count: 200)
        let html = fragment(source)
        // Drawn as grids, each table was 10,000 cells: some 90 KB of HTML per 22 bytes of input.
        #expect(html.utf8.count < 50 * source.utf8.count)
        #expect(!html.contains("<table"))
        #expect(occurrences(of: "<p class=\"norg-table-note\">table of 2 cells spans 100 rows by 100 columns", in: html) == 200)
        #expect(occurrences(of: "<dd", in: html) == 400)
    }

    /// The most a grid may hold for two cells (24 positions, one column) is drawn, and stays within
    /// the factor; one position more is listed.
    @Test func theLargestGridTwoCellsMayDrawStaysWithinAFactorOfTheInput() {
        let drawn = ": A1 : x\n: A24 : y\n\n"
        let html = fragment(drawn)
        #expect(occurrences(of: "<tr>", in: html) == 24)
        #expect(html.utf8.count < 50 * drawn.utf8.count)
        #expect(!fragment(": A1 : x\n: A25 : y\n").contains("<table"))
    }
}
