/// Places table cells on the spec's infinite canvas and cuts out the rectangle they occupy.
///
/// A title is an absolute position in spreadsheet notation (letters the column, digits the row:
/// `C2` is column 3, row 2; `B032` is `B32`), or a sequence of motions from the previous cell,
/// each optionally repeated by a count (`2>v`): `.` the root A1, `>` `<` `^` `v` one cell right,
/// left, up, down, `_` down one row and back to the leftmost populated column of the row left,
/// `/` right one column and back up to the topmost populated row of the column left. `<` at
/// column 1 moves to the rightmost populated cell of the row above. The first cell starts just
/// left of A1, so a first `>` lands on A1. A title that is neither is placed like `>` and shown.
struct TableLayout {
    struct Position: Hashable {
        var row: Int
        var column: Int
    }

    /// At most this many cells (rows × columns) become a `<table>`; larger canvases fall back.
    static let maximumArea = 10_000
    private static let maximumCoordinate = 1_000_000
    /// Motions a whole table may make (counts repeat them): beyond it titles no longer move, so
    /// hostile counts cannot make the layout slow.
    private static let motionBudget = 100_000

    /// The position of each cell, in source order.
    let positions: [Position]
    /// Whether each title was a position or motion (false: placed like `>`, shown in the cell).
    let isPosition: [Bool]

    init(titles: [String]) {
        var positions: [Position] = []
        var isPosition: [Bool] = []
        var cursor = Position(row: 1, column: 0)
        var budget = TableLayout.motionBudget
        var occupancy = Occupancy()
        for title in titles {
            let parsed = TableLayout.move(cursor, by: title, occupancy: occupancy, budget: &budget)
            isPosition.append(parsed != nil)
            cursor = parsed ?? Position(row: cursor.row, column: cursor.column + 1)
            cursor.row = min(max(cursor.row, 1), TableLayout.maximumCoordinate)
            cursor.column = min(max(cursor.column, 1), TableLayout.maximumCoordinate)
            positions.append(cursor)
            occupancy.add(cursor)
        }
        self.positions = positions
        self.isPosition = isPosition
    }

    /// Rows of cells from the top-left populated corner; each cell lists the indices of the items
    /// placed there. Nil when the rectangle exceeds `maximumArea`.
    var grid: [[[Int]]]? {
        guard let minRow = positions.map(\.row).min(), let maxRow = positions.map(\.row).max(),
              let minColumn = positions.map(\.column).min(), let maxColumn = positions.map(\.column).max()
        else { return [] }
        let rows = maxRow - minRow + 1
        let columns = maxColumn - minColumn + 1
        guard rows <= TableLayout.maximumArea, columns <= TableLayout.maximumArea,
              rows * columns <= TableLayout.maximumArea else { return nil }
        var grid = Array(repeating: Array(repeating: [Int](), count: columns), count: rows)
        for (index, position) in positions.enumerated() {
            grid[position.row - minRow][position.column - minColumn].append(index)
        }
        return grid
    }

    /// The position `title` names from `cursor`, nil when it is neither a position nor motions.
    static func move(_ cursor: Position, by title: String, occupancy: Occupancy, budget: inout Int) -> Position? {
        let bytes = Array(title.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
        guard !bytes.isEmpty else { return nil }
        if let absolute = absolutePosition(bytes) { return absolute }
        var position = cursor
        var index = 0
        while index < bytes.count {
            var count = 0
            var hasCount = false
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                count = min(count * 10 + Int(bytes[index] - 0x30), maximumCoordinate)
                hasCount = true
                index += 1
            }
            guard index < bytes.count else { return nil }
            let motion = bytes[index]
            index += 1
            for _ in 0..<(hasCount ? count : 1) {
                guard budget > 0 else { return nil }
                budget -= 1
                guard let next = step(position, motion: motion, occupancy: occupancy) else { return nil }
                if next == position, motion != UInt8(ascii: ".") { break }
                position = next
            }
        }
        return position
    }

    private static func step(_ position: Position, motion: UInt8, occupancy: Occupancy) -> Position? {
        switch motion {
        case UInt8(ascii: "."):
            return Position(row: 1, column: 1)
        case UInt8(ascii: ">"):
            return Position(row: position.row, column: min(position.column + 1, maximumCoordinate))
        case UInt8(ascii: "<"):
            if position.column > 1 { return Position(row: position.row, column: position.column - 1) }
            guard position.row > 1 else { return position }
            let above = occupancy.rightmostColumn[position.row - 1] ?? 1
            return Position(row: position.row - 1, column: above)
        case UInt8(ascii: "^"):
            return Position(row: max(position.row - 1, 1), column: position.column)
        case UInt8(ascii: "v"):
            return Position(row: min(position.row + 1, maximumCoordinate), column: position.column)
        case UInt8(ascii: "_"):
            let leftmost = occupancy.leftmostColumn[position.row] ?? 1
            return Position(row: min(position.row + 1, maximumCoordinate), column: leftmost)
        case UInt8(ascii: "/"):
            let topmost = occupancy.topmostRow[position.column] ?? 1
            return Position(row: topmost, column: min(position.column + 1, maximumCoordinate))
        default:
            return nil
        }
    }

    /// The extremes of the populated cells that `<`, `_` and `/` look for.
    struct Occupancy {
        var leftmostColumn: [Int: Int] = [:]
        var rightmostColumn: [Int: Int] = [:]
        var topmostRow: [Int: Int] = [:]

        mutating func add(_ position: Position) {
            leftmostColumn[position.row] = min(leftmostColumn[position.row] ?? .max, position.column)
            rightmostColumn[position.row] = max(rightmostColumn[position.row] ?? .min, position.column)
            topmostRow[position.column] = min(topmostRow[position.column] ?? .max, position.row)
        }
    }

    /// `[A-Za-z]+[0-9]+`, letters base 26 (`A` 1 … `Z` 26, `AA` 27).
    private static func absolutePosition(_ bytes: [UInt8]) -> Position? {
        var index = 0
        var column = 0
        while index < bytes.count, (bytes[index] | 0x20) >= 0x61, (bytes[index] | 0x20) <= 0x7A {
            column = min(column * 26 + Int((bytes[index] | 0x20) - 0x60), maximumCoordinate)
            index += 1
        }
        guard index > 0, index < bytes.count else { return nil }
        var row = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            row = min(row * 10 + Int(bytes[index] - 0x30), maximumCoordinate)
            index += 1
        }
        guard index == bytes.count, row >= 1 else { return nil }
        return Position(row: row, column: column)
    }
}
