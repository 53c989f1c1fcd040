/// Reads table cell titles as places on the spec's infinite canvas: an absolute position in
/// spreadsheet notation (letters the column, digits the row: `C2` is column 3, row 2; `B032` is
/// `B32`), or motions from the previous cell, each optionally repeated by a count (`2>v`): `.` the
/// root A1, `>` `<` `^` `v` one cell right, left, up, down, `_` down one row and back to the
/// leftmost populated column of the row left, `/` right one column and back up to the topmost
/// populated row of the column left. `<` at column 1 moves to the rightmost populated cell of the
/// row above.
struct TableCanvas {
    typealias Position = NorgTableLayout.Position

    /// No coordinate goes past this, whatever the counts say.
    static let maximumCoordinate = 1_000_000

    /// The extremes of the populated cells that `<`, `_` and `/` look for.
    private struct Extremes {
        var leftmostColumn: [Int: Int] = [:]
        var rightmostColumn: [Int: Int] = [:]
        var topmostRow: [Int: Int] = [:]

        mutating func add(_ position: Position) {
            leftmostColumn[position.row] = min(leftmostColumn[position.row] ?? .max, position.column)
            rightmostColumn[position.row] = max(rightmostColumn[position.row] ?? .min, position.column)
            topmostRow[position.column] = min(topmostRow[position.column] ?? .max, position.row)
        }
    }

    /// Built the first time a motion needs them, from the cells placed so far: most tables
    /// (absolute positions, `>` and `v`) never do, and building three hash tables per table would
    /// cost more than placing its cells.
    private var extremes: Extremes?
    /// Steps the motions of the remaining titles may take: straight runs (`5>`) cost one step, the
    /// motions that look at the populated cells one per repeat, so hostile counts stay cheap.
    private var budget: Int

    init(cellCount: Int) {
        budget = 64 + 64 * cellCount
    }

    /// Notes a cell placed at `position` (after `place` was asked for it).
    mutating func occupy(_ position: Position) {
        extremes?.add(position)
    }

    private mutating func populated(_ placed: [Position]) -> Extremes {
        if extremes == nil {
            var built = Extremes()
            for position in placed { built.add(position) }
            extremes = built
        }
        return extremes!
    }

    /// The place `title` names from `cursor`, `placed` holding the cells placed before; nil when
    /// it is neither a position nor motions (or its motions outrun the budget).
    mutating func place(_ title: String, from cursor: Position, placed: [Position]) -> Position? {
        let bytes = Array(title.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
        guard !bytes.isEmpty else { return nil }
        if let absolute = Self.absolutePosition(bytes) { return absolute }
        var position = cursor
        var index = 0
        while index < bytes.count {
            var count = 0
            var hasCount = false
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                count = min(count * 10 + Int(bytes[index] - 0x30), Self.maximumCoordinate)
                hasCount = true
                index += 1
            }
            guard index < bytes.count,
                  let moved = move(position, by: bytes[index], times: hasCount ? count : 1, placed: placed) else { return nil }
            position = moved
            index += 1
        }
        return position
    }

    /// `position` after `motion` repeated `times`; nil for a byte that is no motion.
    private mutating func move(_ position: Position, by motion: UInt8, times: Int, placed: [Position]) -> Position? {
        let limit = Self.maximumCoordinate
        var position = position
        var remaining = times
        while remaining > 0 {
            guard budget > 0 else { return nil }
            budget -= 1
            switch motion {
            case UInt8(ascii: "."):
                return Position(row: 1, column: 1)
            case UInt8(ascii: ">"):
                return Position(row: position.row, column: min(position.column + remaining, limit))
            case UInt8(ascii: "v"):
                return Position(row: min(position.row + remaining, limit), column: position.column)
            case UInt8(ascii: "^"):
                return Position(row: max(position.row - remaining, 1), column: position.column)
            case UInt8(ascii: "<") where position.column > 1:
                let steps = min(remaining, position.column - 1)
                position.column -= steps
                remaining -= steps
            case UInt8(ascii: "<"):
                guard position.row > 1 else { return position }
                position = Position(row: position.row - 1, column: populated(placed).rightmostColumn[position.row - 1] ?? 1)
                remaining -= 1
            case UInt8(ascii: "_"):
                let next = Position(row: min(position.row + 1, limit), column: populated(placed).leftmostColumn[position.row] ?? 1)
                guard next != position else { return position }
                position = next
                remaining -= 1
            case UInt8(ascii: "/"):
                let next = Position(row: populated(placed).topmostRow[position.column] ?? 1, column: min(position.column + 1, limit))
                guard next != position else { return position }
                position = next
                remaining -= 1
            default:
                return nil
            }
        }
        return position
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
