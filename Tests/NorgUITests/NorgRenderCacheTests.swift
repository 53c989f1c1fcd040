import Foundation
import Testing
import NorgKit
@testable import NorgUI

/// What depends only on the document is made once, not on every `body`.
@MainActor @Suite struct NorgRenderCacheTests {
    /// Counts its calls; its output is plain.
    final class CountingHighlighter: NorgCodeHighlighter, @unchecked Sendable {
        var calls = 0
        func highlight(code: String, language: String?) -> AttributedString? {
            calls += 1
            return AttributedString(code)
        }
    }

    @Test func aCodeBlockIsHighlightedOncePerDocumentAndHighlighter() {
        let cache = NorgOutlineCache()
        let highlighter = CountingHighlighter()
        let document = NorgParser.parse("@code swift\nlet x = 1\n@end\n")
        let outline = cache.outline(for: document)
        let row = outline.rows[0].row
        func show(variant: Int = 0) -> AttributedString {
            cache.rendered.text(row: row.id, part: .code, variant: AnyHashable(variant)) {
                NorgCodeHighlighting.text(of: "let x = 1", language: "swift", using: highlighter)
            }
        }
        for _ in 0..<5 { _ = show() }  // five `body` evaluations
        #expect(highlighter.calls == 1)
        _ = show(variant: 1)  // other colours or another highlighter
        #expect(highlighter.calls == 2)
        _ = cache.outline(for: NorgParser.parse("@code swift\nlet x = 1\n@end\n"))  // the same document
        _ = show()
        #expect(highlighter.calls == 2)
        _ = cache.outline(for: NorgParser.parse("changed\n"))  // another document
        _ = show()
        #expect(highlighter.calls == 3)
    }

    @Test func highlightersAreToldApartByValueWhenHashableElseByType() {
        let builtIn = NorgCodeHighlighting.identity(of: NorgBuiltInCodeHighlighter())
        #expect(builtIn == NorgCodeHighlighting.identity(of: NorgBuiltInCodeHighlighter()))
        #expect(builtIn != NorgCodeHighlighting.identity(of: nil))
        let counting = NorgCodeHighlighting.identity(of: CountingHighlighter())
        #expect(counting == NorgCodeHighlighting.identity(of: CountingHighlighter()))
        #expect(counting != builtIn)
    }

    @Test func aRowsStyledTextIsMadeOnceAcrossBodies() {
        let cache = NorgOutlineCache()
        let outline = cache.outline(for: NorgParser.parse("some *bold* text\n"))
        let row = outline.rows[0].row
        for _ in 0..<3 { _ = cache.rendered.text(row: row.id, part: .runs) { row.runs } }
        #expect(cache.rendered.makeCount == 1)
    }
}

/// Large tables and tables of contents are built lazily, not as one eager view.
@Suite struct NorgLazyRowsTests {
    @Test func aGridIsCappedAndTheRestOfItsCellsListed() {
        var source = ""
        for row in 1...40 {
            for column in ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] { source += ": \(column)\(row) : x\n" }
        }
        let outline = NorgOutline(document: NorgParser.parse(source))
        guard case .table(let table) = outline.rows[0].row.kind else {
            Issue.record("no table")
            return
        }
        #expect(table.isGrid)
        #expect(table.rowCount * table.columnCount <= NorgTable.maximumGridArea)
        #expect(table.rowCount == 25)
        #expect(table.cells.count + table.overflow.count == 400)
        #expect(table.overflow.first?.label == "A26")
        #expect(table.overflow.allSatisfy { $0.row >= 25 })
    }

    @Test func aSmallGridIsDrawnWhole() {
        let outline = NorgOutline(document: NorgParser.parse(": A1 : a\n: B1 : b\n: A2 : c\n"))
        guard case .table(let table) = outline.rows[0].row.kind else { return }
        #expect(table.overflow.isEmpty && table.cells.count == 3)
    }

    @Test func tableOfContentsEntriesAreRowsOfTheirOwn() {
        let outline = NorgOutline(document: NorgParser.parse(".toc\n* A\n** B\n* C\n"))
        let entries = outline.rows.compactMap { node -> Int? in
            if case .tableOfContentsEntry(let entry) = node.row.kind { return node.row.indent * 10 + entry.level }
            return nil
        }
        #expect(entries == [1, 12, 1])
        #expect(outline.nodes[0].children.count == 3)
    }
}
