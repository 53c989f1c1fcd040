import Testing
import NorgKit

/// The table model both renderers use: cells placed on the canvas, stored by occupied position,
/// drawn as a grid only while the grid's area stays within a few positions per cell.
@Suite struct NorgTableLayoutTests {
    private typealias Position = NorgTableLayout.Position

    /// Two cells far apart span 10,000 positions: within the old fixed bound, so every empty one
    /// was written. The bound now follows the number of cells.
    @Test func twoCellsFarApartAreNotAGridAndSayWhy() {
        let layout = NorgTableLayout(titles: ["A1", "CV100"])
        #expect([layout.rowCount, layout.columnCount, layout.area] == [100, 100, 10_000])
        #expect(!layout.isGrid)
        #expect(layout.diagnostic == "table of 2 cells spans 100 rows by 100 columns, more than 24 positions can be drawn for it: cells listed instead")
        #expect(layout.slots.map(\.position) == [Position(row: 1, column: 1), Position(row: 100, column: 100)])
    }

    @Test func theGridBoundGrowsWithTheCellsUpToTenThousand() {
        #expect(NorgTableLayout.maximumArea(cellCount: 2) == 24)
        #expect(NorgTableLayout.maximumArea(cellCount: 1_000) == 4_016)
        #expect(NorgTableLayout.maximumArea(cellCount: 1_000_000) == 10_000)
        let full = NorgTableLayout(titles: (0..<10_000).map { $0 % 100 == 0 ? "_" : ">" })
        #expect(full.isGrid && full.rowCount == 100 && full.columnCount == 100 && full.slots.count == 10_000)
        let beyond = NorgTableLayout(titles: (0..<10_001).map { $0 % 100 == 0 ? "_" : ">" })
        #expect(!beyond.isGrid)
        #expect(NorgTableLayout(titles: ["A1", "B5"]).isGrid)
        #expect(NorgTableLayout(titles: []).isGrid)
    }

    @Test func slotsHoldTheCellsOfAPositionInSourceOrderAndRowsFindThem() {
        let layout = NorgTableLayout(titles: ["C3", "B2", "C3", "Name", "D2"])
        #expect(layout.origin == Position(row: 2, column: 2))
        #expect(layout.namesPlace == [true, true, true, false, true])
        // `Name` names no place: it goes right of the previous cell (C3 → D3).
        #expect(layout.positions[3] == Position(row: 3, column: 4))
        #expect(layout.slots(inRow: 0).map(\.cells) == [[1], [4]])
        #expect(layout.slots(inRow: 1).map(\.cells) == [[0, 2], [3]])
        #expect(layout.slots(inRow: 2).isEmpty)
    }

    /// A count repeats a motion: `3>` lands where `>>>` does, for every motion, from every start.
    @Test func countedMotionsLandWhereRepeatedOnesDo() {
        let starts = [["A1", "C1", "B3"], ["D4", "A2"], ["B2", "B1", "E1"]]
        for start in starts {
            for motion in [">", "<", "^", "v", "_", "/"] {
                for count in 1...6 {
                    let counted = NorgTableLayout(titles: start + ["\(count)\(motion)"]).positions.last
                    let repeated = NorgTableLayout(titles: start + [String(repeating: motion, count: count)]).positions.last
                    #expect(counted == repeated, "\(start) \(count)\(motion)")
                }
            }
        }
    }

    /// Counts in the millions cost a step per run of straight motion, and a budget per cell bounds
    /// the others: a title past it names no place.
    @Test func hugeCountsStayOnTheCanvasAndWithinTheBudget() {
        let straight = NorgTableLayout(titles: ["999999999>", "999999999v"])
        #expect(straight.positions == [Position(row: 1, column: 1_000_000), Position(row: 1_000_000, column: 1_000_000)])
        let floors = NorgTableLayout(titles: ["A1", "999999_"])
        #expect(floors.namesPlace == [true, false])
        #expect(floors.positions[1] == Position(row: 1, column: 2))
    }
}
