import Foundation
import Testing
import NorgKit
@testable import NorgUI

/// The outline of documents read by the real parser.
@Suite struct ParsedDocumentTests {
    static let source = """
    @document.meta
    title: Sample
    @end

    * Heading one
      Some *bold* text with {https://neorg.org}[a link] and {* Heading one}.

      - ( ) Task one
      - (_) Task two
      -- Nested bullet
      ~ First
      ~~ Inner first
      ~~ Inner second
      ~ Second

      > A quote
      >> Deeper quote

      : A1 : Name
      : B1 : Age
      : A2 : Ada
      : B2 : 36

      |comment
      hidden
      |end

      ___
    """

    private func summary(_ row: NorgRow) -> String {
        switch row.kind {
        case .heading(let level, let title): "h\(level) \(NorgInlineRuns.plainText(title))"
        case .paragraph(let text): "\(String(repeating: ">", count: row.quoteDepth)) \(NorgInlineRuns.plainText(text))"
        case .listItem(let marker, let text): "\(String(repeating: "  ", count: row.indent))\(marker.text) \(NorgInlineRuns.plainText(text))"
        case .table(let table): "table \(table.rowCount)x\(table.columnCount)"
        case .rule: "rule"
        default: "other"
        }
    }

    @Test func everyBlockOfASampleBecomesARowInReadingOrder() {
        let outline = NorgOutline(document: NorgParser.parse(Self.source))
        #expect(outline.rows.map { summary($0.row) } == [
            "h1 Heading one",
            " Some bold text with a link and Heading one.",
            "• Task one", "• Task two", "  ◦ Nested bullet",
            "1. First", "  a. Inner first", "  b. Inner second", "2. Second",
            "> A quote", ">> Deeper quote",
            "table 2x2",
            "rule",
        ])
    }

    @Test func tasksReportTheirSourceLines() {
        let rows = NorgOutline(document: NorgParser.parse(Self.source)).rows.map(\.row)
        let tasks = rows.filter { $0.task != nil }
        #expect(tasks.map(\.task) == [.undone, .cancelled])
        #expect(tasks.map(\.line) == TaskScanner.scan(NorgParser.parse(Self.source)).map(\.line))
    }

    @Test func tableCellsKeepTheirContentInGridOrder() throws {
        let rows = NorgOutline(document: NorgParser.parse(Self.source)).rows.map(\.row)
        let table = try #require(rows.compactMap { row -> NorgTable? in
            if case .table(let table) = row.kind { return table }
            return nil
        }.first)
        let texts = table.cells.map { cell in
            cell.content.compactMap { node -> String? in
                if case .paragraph(let text) = node.row.kind { return NorgInlineRuns.plainText(text) }
                return nil
            }.joined()
        }
        #expect(texts == ["Name", "Age", "Ada", "36"])
    }

    @Test func bothLinksAreRoutedAndOnlyTheWebLinkOpensWithoutCallback() throws {
        let outline = NorgOutline(document: NorgParser.parse(Self.source))
        let runs = outline.rows[1].row.runs
        let links = runs.runs.compactMap(\.norgLink)
        #expect(links.count >= 2)
        let router = NorgLinkRouter(runs: runs)
        let actions = Set(links.map { NorgLinkPolicy.action(for: router.link(for: NorgLinkRouter.url(for: $0))!, hasCallback: false) })
        #expect(actions == [.open(URL(string: "https://neorg.org")!), .inert])
    }

    @Test func idsAreStableAcrossParses() {
        let first = NorgOutline(document: NorgParser.parse(Self.source)).rows.map(\.id)
        let second = NorgOutline(document: NorgParser.parse(Self.source)).rows.map(\.id)
        #expect(first == second)
        #expect(Set(first).count == first.count)
    }

    @Test func linkableRowsAreReachedThroughTheirLinkIndexID() throws {
        let document = NorgParser.parse(Self.source)
        guard case .heading(let heading) = document.blocks[1] else {
            Issue.record("expected the heading")
            return
        }
        let outline = NorgOutline(document: document)
        let id = try #require(LinkIndex(document: document).id(for: heading.range))
        #expect(outline.route(toLinkID: id)?.row == outline.rows[0].id)
    }

    @Test func realDocumentsBuildWithoutDuplicateIDs() throws {
        let folder = URL(fileURLWithPath: "/work/shared/norg/documents")
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        var checked = 0
        for case let file as URL in files where file.pathExtension == "norg" && checked < 200 {
            let outline = NorgOutline(document: NorgParser.parse(try String(contentsOf: file, encoding: .utf8)))
            let ids = outline.rows.map(\.id)
            #expect(Set(ids).count == ids.count, "\(file.lastPathComponent)")
            checked += 1
        }
    }
}
