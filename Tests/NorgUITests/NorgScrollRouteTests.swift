import Foundation
import Testing
import NorgKit
@testable import NorgUI

/// Links and `.toc` entries reach their row however deep it sits, opening the sections above it.
@Suite struct NorgScrollRouteTests {
    private static let source = """
        .toc
        * Fruit
        ** Apples
           - Cox
           -- {# Apples}[back up]
        ** Notes
        * Vegetables
        ** Notes
           $ Leek
           A long onion.
        : A1 : cell
        |details More
        *** Hidden
        |end
        """

    private func link(_ target: String) -> InlineLink {
        let document = NorgParser.parse("{\(target)}")
        guard case .paragraph(let paragraph)? = document.blocks.first, case .link(let link)? = paragraph.content.first else {
            fatalError("no link in {\(target)}")
        }
        return link
    }

    private func headingRow(_ outline: NorgOutline, _ title: String, occurrence: Int = 0) -> NorgOutlineNode? {
        outline.rows.filter { node in
            if case .heading(_, let text) = node.row.kind { return text.plainText == title }
            return false
        }.dropFirst(occurrence).first
    }

    @Test func everyTableOfContentsEntryRoutesToItsHeadingRow() throws {
        let outline = NorgOutline(document: NorgParser.parse(Self.source))
        guard case .tableOfContents(let toc) = try #require(outline.rows.first).row.kind,
              case .full(let entries) = toc.form else {
            Issue.record("the first row is not a full .toc")
            return
        }
        let headings = outline.rows.filter { if case .heading = $0.row.kind { true } else { false } }
        #expect(entries.count == headings.count + 1)  // `*** Hidden` is inside |details
        // By the entry's id, not its `{** Notes}` link, which resolves to the first heading so titled.
        for (entry, heading) in zip(entries, headings) {
            #expect(outline.route(toLinkID: entry.id)?.row == heading.id)
        }
    }

    @Test func aRouteOpensEverySectionAboveItsRowOutermostFirst() throws {
        let outline = NorgOutline(document: NorgParser.parse(Self.source))
        let route = try #require(outline.route(to: link("$ Leek")))
        let vegetables = try #require(headingRow(outline, "Vegetables"))
        let notes = try #require(headingRow(outline, "Notes", occurrence: 1))
        #expect(route.expanding == [vegetables.id, notes.id])
        #expect(outline.rows.contains { $0.id == route.row })
    }

    @Test func anInlineAnchorRoutesToTheRowShowingIt() throws {
        let document = NorgParser.parse("* Top\n  - item with a <target>\n\nlink {# target}\n")
        let routed = NorgOutline(document: document)
        guard case .local(let id, _) = routed.linkIndex.resolve(link("# target")) else {
            Issue.record("the target does not resolve")
            return
        }
        let route = try #require(routed.route(toLinkID: id))
        let item = try #require(routed.rows.first { if case .listItem = $0.row.kind { true } else { false } })
        #expect(route.row == item.id)
        #expect(route.expanding == [routed.rows[0].id])
    }

    @Test func aCellRoutesToItsTableAndDetailsContentToTheDetailsRow() throws {
        let outline = NorgOutline(document: NorgParser.parse(Self.source))
        let table = try #require(outline.rows.first { if case .table = $0.row.kind { true } else { false } })
        #expect(outline.route(to: link(": A1"))?.row == table.id)
        let details = try #require(outline.rows.first { $0.isDetails })
        #expect(outline.route(to: link("*** Hidden"))?.row == details.id)
    }

    @Test func theBackLinkOfALaterTocRoutesToTheFirst() throws {
        let outline = NorgOutline(document: NorgParser.parse(".toc\n* A\n.toc\n"))
        let reference = NorgTableOfContents(title: "x", form: .reference, range: Fixture.range(0)).referenceLink
        #expect(outline.route(to: reference)?.row == NorgTableOfContents.firstID)
    }

    @Test func linksThatLeaveTheDocumentOrNameNothingHaveNoRoute() {
        let outline = NorgOutline(document: NorgParser.parse(Self.source))
        #expect(outline.route(to: link("https://example.com")) == nil)
        #expect(outline.route(to: link("* Nowhere")) == nil)
        #expect(outline.route(toLinkID: "no-such-id") == nil)
    }
}
