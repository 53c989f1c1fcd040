/// A run of table cells (`: A1 : …`, `: > : …`) placed on the spec's infinite canvas, and whether
/// a renderer may draw them as a grid: the one table model NorgHTML and NorgUI share.
///
/// Each cell's title names its place: a position in spreadsheet notation (`B3`: column 2, row 3)
/// or motions from the previous cell (`.` `>` `<` `^` `v` `_` `/`, with counts such as `3>`). The
/// first cell starts just left of A1, so a first `>` lands on A1. A title that is neither places
/// its cell like `>`, and renderers show that title with the cell so it is not lost.
///
/// Only the occupied positions are stored (`slots`). The rectangle they span is drawn as a grid
/// only when its area is at most `maximumArea(cellCount:)`, so that two cells far apart cannot
/// make a renderer write millions of empty ones; beyond it `isGrid` is false, `diagnostic` says
/// why, and renderers list the cells in source order.
public struct NorgTableLayout: Sendable, Hashable {
    /// A place on the canvas; rows and columns count from 1 (A1 is row 1, column 1).
    public struct Position: Sendable, Hashable, Comparable {
        /// The row, from 1 at the top: the digits of `B3`. In a layout, at most 1,000,000.
        public var row: Int
        /// The column, from 1 at the left: the letters of `B3`, base 26 (`A` 1, `Z` 26, `AA` 27). In
        /// a layout, at most 1,000,000.
        public var column: Int

        /// The place at `row` and `column`, both from 1.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }

        /// Reading order: by row, then by column.
        public static func < (left: Position, right: Position) -> Bool {
            (left.row, left.column) < (right.row, right.column)
        }
    }

    /// An occupied position and the cells placed there.
    public struct Slot: Sendable, Hashable {
        /// The occupied position.
        public var position: Position
        /// The cells at `position`, as indices in source order (usually one; a later cell given the
        /// same place joins it rather than replacing it).
        public var cells: [Int]
    }

    /// No grid is larger than this, however many cells it holds.
    public static let maximumArea = 10_000

    /// The largest grid drawn for `cellCount` cells: a few empty positions per cell, never more
    /// than `maximumArea`. The empty ones are what a renderer writes beyond the cells, so its
    /// output stays within a constant factor of the input.
    public static func maximumArea(cellCount: Int) -> Int {
        min(maximumArea, 16 + 4 * cellCount)
    }

    /// Each cell's position, in source order.
    public let positions: [Position]
    /// Whether each cell's title named its place (a position or motions), in source order.
    public let namesPlace: [Bool]
    /// The occupied positions in reading order.
    public let slots: [Slot]
    /// The top-left corner of the rectangle the cells span (A1 when there is no cell).
    public let origin: Position
    /// The rows the rectangle spans, from the topmost to the bottommost occupied row; 0 when there
    /// is no cell.
    public let rowCount: Int
    /// The columns the rectangle spans, from the leftmost to the rightmost occupied column; 0 when
    /// there is no cell.
    public let columnCount: Int

    /// Places cells given by their titles, in source order. Allocates the position, slot and
    /// cell-index arrays; sorting the cells takes O(n log n) for n cells.
    public init(titles: [String]) {
        var canvas = TableCanvas(cellCount: titles.count)
        var positions: [Position] = []
        var namesPlace: [Bool] = []
        positions.reserveCapacity(titles.count)
        namesPlace.reserveCapacity(titles.count)
        var cursor = Position(row: 1, column: 0)
        for title in titles {
            let placed = canvas.place(title, from: cursor, placed: positions)
            namesPlace.append(placed != nil)
            cursor = placed ?? Position(row: cursor.row, column: cursor.column + 1)
            cursor.row = min(max(cursor.row, 1), TableCanvas.maximumCoordinate)
            cursor.column = min(max(cursor.column, 1), TableCanvas.maximumCoordinate)
            positions.append(cursor)
            canvas.occupy(cursor)
        }
        self.positions = positions
        self.namesPlace = namesPlace
        // Sorting the cells' indices by position (stable, so cells sharing one stay in source
        // order) groups them into slots.
        let order = positions.indices.sorted { (positions[$0], $0) < (positions[$1], $1) }
        var slots: [Slot] = []
        for index in order {
            if let last = slots.last, last.position == positions[index] {
                slots[slots.count - 1].cells.append(index)
            } else {
                slots.append(Slot(position: positions[index], cells: [index]))
            }
        }
        self.slots = slots
        var left = Int.max, right = Int.min
        for position in positions {
            left = min(left, position.column)
            right = max(right, position.column)
        }
        let top = slots.first?.position.row ?? 1
        origin = Position(row: top, column: slots.isEmpty ? 1 : left)
        rowCount = slots.isEmpty ? 0 : (slots[slots.count - 1].position.row - top + 1)
        columnCount = slots.isEmpty ? 0 : right - left + 1
    }

    /// Places `cells` (table cells, in source order) by their titles. Allocates an array of the
    /// titles as well as what `init(titles:)` allocates.
    public init(cells: [RangeableItem]) {
        self.init(titles: cells.map(\.title))
    }

    /// The area of the rectangle the cells span.
    public var area: Int { rowCount * columnCount }

    /// Whether renderers draw the cells as a grid (otherwise they list them, with `diagnostic`).
    public var isGrid: Bool { area <= Self.maximumArea(cellCount: positions.count) }

    /// Why the cells are listed instead of drawn as a grid; nil when they are drawn as one. Builds
    /// a new `String` each time it is not nil.
    public var diagnostic: String? {
        guard !isGrid else { return nil }
        let cells = positions.count == 1 ? "1 cell" : "\(positions.count) cells"
        return "table of \(cells) spans \(rowCount) rows by \(columnCount) columns, more than "
            + "\(Self.maximumArea(cellCount: positions.count)) positions can be drawn for it: cells listed instead"
    }

    /// The slots of the grid row `row` (0 is the top row, `origin.row`), in column order; empty for
    /// a row without cells or outside the grid. A binary search over `slots`: it allocates nothing.
    public func slots(inRow row: Int) -> ArraySlice<Slot> {
        let wanted = origin.row + row
        var low = 0
        var high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if slots[middle].position.row < wanted { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < slots.count, slots[end].position.row == wanted { end += 1 }
        return slots[low..<end]
    }
}
