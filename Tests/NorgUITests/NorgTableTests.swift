import Testing
@testable import NorgUI

@Suite struct NorgTableTests {
    private func place(_ titles: [String]) -> [(Int, Int)] {
        let cells = titles.enumerated().map { index, title in
            NorgTable.Cell(id: "\(index)", row: 0, column: 0, title: title, task: nil, line: index + 1, content: [])
        }
        let table = NorgTable(placing: cells)
        return titles.indices.map { index in
            let cell = table.cells.first { $0.id == "\(index)" }!
            return (cell.row, cell.column)
        }
    }

    @Test func absolutePositionsNameColumnAndRow() {
        #expect(place(["A1", "B1", "A2", "AB12"]).map { [$0.0, $0.1] } == [[0, 0], [0, 1], [1, 0], [11, 27]])
    }

    @Test func motionsMoveFromThePreviousCell() {
        // `.` root, `>` right, `_` floor (down, back to the leftmost column), `v` down.
        #expect(place([".", ">", ">", "_", ">", "v"]).map { [$0.0, $0.1] }
                == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [2, 1]])
    }

    @Test func motionCountsRepeatAndCeilingMovesRightToTheTop() {
        #expect(place([".", "2v", "/"]).map { [$0.0, $0.1] } == [[0, 0], [2, 0], [0, 1]])
        #expect(place([".", "3>"]).map { [$0.0, $0.1] } == [[0, 0], [0, 3]])
    }

    @Test func leftMotionUnderflowsToTheRowAbove() {
        // From A2, `<` goes to the rightmost populated cell of row 1 (C1); from C2, `^<` to B1.
        #expect(place(["A1", "C1", "A2", "<"]).map { [$0.0, $0.1] } == [[0, 0], [0, 2], [1, 0], [0, 2]])
        #expect(place(["A1", "C1", "C2", "^<"]).map { [$0.0, $0.1] } == [[0, 0], [0, 2], [1, 2], [0, 1]])
    }

    private func cells(_ titles: [String]) -> [NorgTable.Cell] {
        titles.enumerated().map { index, title in
            NorgTable.Cell(id: "\(index)", row: 0, column: 0, title: title, task: nil, line: index + 1, content: [])
        }
    }

    @Test func cellsAtTheSamePositionShareItInSourceOrder() {
        let table = NorgTable(placing: cells(["A1", "A1"]))
        #expect(table.cells.map(\.id) == ["0", "1"])
        #expect(table.row(0).map { $0.map(\.id) } == [["0", "1"]])
    }

    @Test func titlesThatNameNoPlaceAreLabelsAndPlacedToTheRight() {
        let table = NorgTable(placing: cells(["Name", "Age", "A2"]))
        #expect(table.cells.map(\.label) == ["Name", "Age", ""])
        #expect(table.cells.map { [$0.row, $0.column] } == [[0, 0], [0, 1], [1, 0]])
    }

    /// The grid starts at the top-left corner the cells occupy, not at A1.
    @Test func theGridSpansOnlyTheRectangleTheCellsOccupy() {
        let table = NorgTable(placing: cells(["C3", "D4"]))
        #expect([table.rowCount, table.columnCount] == [2, 2])
        #expect(table.row(1).map { $0.map(\.id) } == [[], ["1"]])
    }

    /// Two cells far apart are listed (with their titles, under the reason) instead of drawn on a
    /// grid of thousands of empty positions: the bound the HTML renderer keeps too.
    @Test func cellsTooSparseForAGridAreListedWithTheReason() {
        let table = NorgTable(placing: cells(["A1", "CV100"]))
        #expect(!table.isGrid)
        #expect(table.listReason?.contains("100 rows by 100 columns") == true)
        #expect(table.cells.map(\.id) == ["0", "1"])
        #expect(table.cells.map(\.label) == ["A1", "CV100"])
        #expect(table.row(0).isEmpty)
        let dense = NorgTable(placing: cells((1...50).map { "A\($0)" } + ["B50"]))
        #expect(dense.isGrid && dense.rowCount == 50 && dense.columnCount == 2)
    }

    @Test func rowsListCellsByColumnWithGaps() {
        let table = NorgTable(placing: cells(["A1", "C1"]))
        #expect(table.row(0).map { $0.first?.id } == ["0", nil, "1"])
    }
}
