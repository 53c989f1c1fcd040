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
        let occupied = [NorgTable.Position(row: 0, column: 0): cell(0), NorgTable.Position(row: 0, column: 2): cell(1)]
        let moved = NorgTable.move(NorgTable.Position(row: 1, column: 0), by: "<", occupied: occupied.keys)
        #expect(moved == NorgTable.Position(row: 0, column: 2))
        let upward = NorgTable.move(NorgTable.Position(row: 1, column: 2), by: "^<", occupied: occupied.keys)
        #expect(upward == NorgTable.Position(row: 0, column: 1))
    }

    private func cell(_ id: Int) -> NorgTable.Cell {
        NorgTable.Cell(id: "\(id)", row: 0, column: 0, title: "", task: nil, line: 1, content: [])
    }

    @Test func aLaterCellAtTheSamePositionReplacesTheEarlierOne() {
        let cells = ["A1", "A1"].enumerated().map { index, title in
            NorgTable.Cell(id: "\(index)", row: 0, column: 0, title: title, task: nil, line: 1, content: [])
        }
        let table = NorgTable(placing: cells)
        #expect(table.cells.map(\.id) == ["1"])
        #expect(table.row(0).count == 1)
    }

    @Test func titlesSplitIntoPositionAndLabel() {
        #expect(NorgTable.split("A1 : Name").position == "A1 ")
        #expect(NorgTable.split("A1 : Name").label == "Name")
        #expect(NorgTable.split("> ").label == "")
        #expect(place(["A1 : Name", "> : Age"]).map { [$0.0, $0.1] } == [[0, 0], [0, 1]])
    }

    @Test func rowsListCellsByColumnWithGaps() {
        let cells = ["A1", "C1"].enumerated().map { index, title in
            NorgTable.Cell(id: "\(index)", row: 0, column: 0, title: title, task: nil, line: 1, content: [])
        }
        let table = NorgTable(placing: cells)
        #expect(table.row(0).map { $0?.id } == ["0", nil, "1"])
    }
}
