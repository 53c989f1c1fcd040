import Foundation
import Testing
import NorgKit
@testable import NorgUI

/// `.toc` rows: the first lists the document's headings, later ones link back to it.
@Suite struct NorgTableOfContentsTests {
    private func tocRows(_ source: String) -> [(id: String, toc: NorgTableOfContents)] {
        NorgOutline(document: NorgParser.parse(source)).rows.compactMap { node in
            guard case .tableOfContents(let toc) = node.row.kind else { return nil }
            return (node.row.id, toc)
        }
    }

    private static let source = """
    .toc
    * Fruit
    ** Apples
    *** Cox
    |comment
    * Hidden
    |end
    * Vegetables
    .toc Back to contents
    """

    @Test func firstTocListsEveryRenderedHeadingWithItsLevelAndLinkID() throws {
        let rows = tocRows(Self.source)
        guard case .full(let entries) = try #require(rows.first).toc.form else {
            Issue.record("the first .toc is not full")
            return
        }
        #expect(entries.map(\.level) == [1, 2, 3, 1])
        #expect(entries.map { $0.link.description?.plainText } == ["Fruit", "Apples", "Cox", "Vegetables"])
        let index = LinkIndex(document: NorgParser.parse(Self.source))
        #expect(entries.allSatisfy { !$0.id.isEmpty })
        #expect(Set(entries.map(\.id)).count == 4)
        for entry in entries {
            // The entry's link resolves to the heading whose id it carries, as a tapped internal link does.
            guard case .local(let id, _) = index.resolve(entry.link) else {
                Issue.record("\(entry.link.location?.rawText ?? "") does not resolve")
                continue
            }
            #expect(id == entry.id)
        }
    }

    @Test func tocEntriesRouteToTheHeadingRowsSoScrollingReachesThem() throws {
        let outline = NorgOutline(document: NorgParser.parse(Self.source))
        guard case .tableOfContents(let toc) = try #require(outline.rows.first).row.kind,
              case .full(let entries) = toc.form else {
            Issue.record("the first row is not a full .toc")
            return
        }
        let headingIDs = outline.rows.compactMap { node -> String? in
            if case .heading = node.row.kind { return node.row.id }
            return nil
        }
        #expect(entries.map { outline.route(toLinkID: $0.id)?.row ?? "" } == headingIDs)
    }

    @Test func laterTocIsALinkBackToTheFirst() {
        let rows = tocRows(Self.source)
        #expect(rows.count == 2)
        #expect(rows.first?.id == NorgTableOfContents.firstID)
        #expect(rows.last?.toc.form == .reference)
        #expect(rows.last?.toc.title == "Back to contents")
        let runs = NorgInlineRuns.attributedString([.link(rows[1].toc.referenceLink)])
        #expect(NorgLinkRouter(runs: runs).link(for: NorgTableOfContents.firstURL) != nil)
    }

    @Test func tocRowsStayLinearInTheNumberOfTocs() {
        let source = (1...50).map { "* Heading \($0)\n.toc\n" }.joined()
        let rows = tocRows(source)
        #expect(rows.count == 50)
        let listed = rows.reduce(0) { total, row in
            if case .full(let entries) = row.toc.form { return total + entries.count }
            return total
        }
        #expect(listed == 50)
    }

    @Test func tocOfADocumentWithoutHeadingsShowsNothing() {
        #expect(tocRows(".toc\nJust text.\n.toc\n").isEmpty)
    }

    @Test func tocWithoutParametersIsTitledContents() {
        #expect(tocRows(".toc\n* A\n").first?.toc.title == "Contents")
    }

    // The view's `.toc` lists what the HTML's lists (NorgKit's `DocumentOutline`): a heading inside
    // a ranged footnote or definition too, and none inside an `|example` or a comment.
    @Test func tocListsTheHeadingsEveryRendererLists() throws {
        let source = """
        .toc
        * Top
        ^^ Note
        ** In a footnote
        text
        ^^
        $$ Term
        ** In a definition
        $$
        |example
        * In example
        |end
        #comment
        * Commented out
        """
        guard case .full(let entries) = try #require(tocRows(source).first).toc.form else {
            Issue.record("the first .toc is not full")
            return
        }
        let titles = entries.map { $0.link.description?.plainText ?? "" }
        #expect(titles == ["Top", "In a footnote", "In a definition"])
        #expect(titles == NorgParser.parse(source).outline.headings.map(\.title.plainText))
    }
}
