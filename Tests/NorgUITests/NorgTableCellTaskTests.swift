import Testing
import NorgKit
@testable import NorgUI

/// A table cell's task status, as the cell's symbol shows it and reports a tap.
@Suite struct NorgTableCellTaskTests {
    private static let source = """
    : (x) A1 : Ship it
    : B1 : Later
    :: (?) A2
    Needs a review
    ::
    : ( ) B2 : Plain
    """

    private func cells(_ source: String) throws -> [NorgTable.Cell] {
        let rows = NorgOutline(document: NorgParser.parse(source)).rows
        guard case .table(let table) = try #require(rows.first).row.kind else {
            Issue.record("no table row")
            return []
        }
        return table.cells
    }

    @Test func cellTaskStatusAndLineAreTheOnesTaskScannerFinds() throws {
        let cells = try cells(Self.source).filter { $0.task != nil }
        let tasks = TaskScanner.scan(NorgParser.parse(Self.source))
        #expect(cells.map(\.task) == [.done, .uncertain, .undone])
        #expect(cells.map(\.line) == tasks.map(\.line))
        #expect(cells.map(\.task) == tasks.map { Optional($0.status) })
    }

    @Test func taskCellIsReadWithTheTextOfItsFirstBlockWhenItHasNoLabel() throws {
        let cells = try cells(Self.source)
        #expect(cells.first { $0.title == "A1" }?.taskText == "Ship it")
        #expect(cells.first { $0.title == "A2" }?.taskText == "Needs a review")
    }

    @Test func taskCellWithoutTextIsReadByItsTitle() {
        let cell = NorgTable.Cell(id: "c", row: 0, column: 0, title: "C3", task: .done, line: 1, content: [])
        #expect(cell.taskText == "C3")
    }
}
