import Foundation
import NorgKit

/// Consecutive table cells placed on a grid by their positions (`A1`, `B32`) or motions (`.`, `>`,
/// `<`, `^`, `v`, `_`, `/`, with optional counts such as `3>`), as the Norg semantics define them.
struct NorgTable: Sendable, Hashable {
    struct Cell: Sendable, Hashable, Identifiable {
        var id: String
        var row: Int
        var column: Int
        /// The title as written: a position or motions, optionally `: label` (intersecting modifier).
        var title: String
        var task: TaskStatus?
        var line: Int
        var content: [NorgOutlineNode]

        /// The title's text after its position (`A1 : Name` → `Name`), empty when there is none.
        var label: String { NorgTable.split(title).label }
    }

    /// Cells sorted by row, then column; a later cell at the same position replaces an earlier one.
    var cells: [Cell]
    var rowCount: Int
    var columnCount: Int

    /// Places cells given as (title, payload) in source order.
    init(placing items: [Cell]) {
        var placed: [Position: Cell] = [:]
        var cursor = Position(row: 0, column: -1)
        for var cell in items {
            cursor = Self.move(cursor, by: Self.split(cell.title).position, occupied: placed.keys)
            cell.row = cursor.row
            cell.column = cursor.column
            placed[cursor] = cell
        }
        cells = placed.values.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
        rowCount = (cells.map(\.row).max() ?? -1) + 1
        columnCount = (cells.map(\.column).max() ?? -1) + 1
    }

    /// Cells of one grid row, indexed by column (nil where no cell sits).
    func row(_ index: Int) -> [Cell?] {
        var columns = [Cell?](repeating: nil, count: columnCount)
        for cell in cells where cell.row == index { columns[cell.column] = cell }
        return columns
    }

    /// A title's position part and the label after an intersecting ` : `.
    static func split(_ title: String) -> (position: String, label: String) {
        guard let colon = title.firstIndex(of: ":") else { return (title, "") }
        let label = title[title.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return (String(title[..<colon]), label)
    }

    struct Position: Hashable {
        var row: Int
        var column: Int
    }

    /// Where a title puts the cursor. An absolute position wins; otherwise motions apply in order.
    /// Positions never go below row or column 0.
    static func move(_ start: Position, by title: String, occupied: Dictionary<Position, Cell>.Keys) -> Position {
        let text = title.filter { !$0.isWhitespace }
        if let absolute = absolutePosition(text) { return absolute }
        var position = start
        var count = 0
        for character in text {
            if let digit = character.wholeNumberValue {
                count = min(count * 10 + digit, 10_000)
                continue
            }
            for _ in 0..<max(count, 1) {
                switch character {
                case ".": position = Position(row: 0, column: 0)
                case ">": position.column += 1
                case "^": position.row = max(position.row - 1, 0)
                case "v": position.row += 1
                case "<":
                    if position.column <= 0 {
                        // Left-side underflow: the rightmost populated cell of the row above.
                        position.row = max(position.row - 1, 0)
                        position.column = occupied.filter { $0.row == position.row }.map(\.column).max() ?? 0
                    } else {
                        position.column -= 1
                    }
                case "_":
                    position.row += 1
                    position.column = occupied.map(\.column).min() ?? 0
                case "/":
                    position.column += 1
                    position.row = occupied.map(\.row).min() ?? 0
                default: break
                }
            }
            count = 0
        }
        return Position(row: max(position.row, 0), column: max(position.column, 0))
    }

    /// `A1` → row 0, column 0; `AB12` → row 11, column 27. Nil when the title is not a position.
    static func absolutePosition(_ text: String) -> Position? {
        var column = 0
        var row = 0
        var letters = 0
        var digits = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 65...90, 97...122:
                guard digits == 0, letters < 4 else { return nil }
                column = column * 26 + Int((scalar.value & 0x1F))
                letters += 1
            case 48...57:
                guard letters > 0, digits < 7 else { return nil }
                row = row * 10 + Int(scalar.value - 48)
                digits += 1
            default:
                return nil
            }
        }
        guard letters > 0, digits > 0, row > 0 else { return nil }
        return Position(row: row - 1, column: column - 1)
    }
}
