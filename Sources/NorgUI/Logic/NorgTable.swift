import Foundation
import NorgKit

/// Consecutive table cells as the view shows them: placed by NorgKit's `NorgTableLayout` (the
/// model the HTML renderer uses too) and drawn as a grid, or, when the cells are too sparse for
/// one, listed in source order with the reason (`listReason`) shown above them.
struct NorgTable: Sendable, Hashable {
    struct Cell: Sendable, Hashable, Identifiable {
        var id: String
        /// The cell's grid row and column, from the top-left corner of the rectangle the cells span.
        var row: Int
        var column: Int
        /// The title as written: a position or motions, or text that is neither.
        var title: String
        var task: TaskStatus?
        var line: Int
        var content: [NorgOutlineNode]
        /// What the view shows as the cell's title: in a grid only a title that names no place
        /// (it would be lost otherwise), in a list every title (it says where the cell belongs).
        var label: String = ""

        /// What VoiceOver reads after a task cell's status: its label, else the text of its first
        /// block, else its title (a position such as "A1").
        var taskText: String {
            if !label.isEmpty { return label }
            if let first = content.first, !first.row.inlines.isEmpty { return first.row.inlines.plainText }
            return title
        }
    }

    /// In a grid, by row, then column (cells sharing a position in source order); in a list, in
    /// source order.
    var cells: [Cell]
    var rowCount: Int
    var columnCount: Int
    /// Why the cells are listed rather than drawn as a grid (`NorgTableLayout.diagnostic`); nil
    /// for a grid.
    var listReason: String?
    /// The cells of the grid's rows past `maximumGridArea`, in source order, each with its title
    /// as its label: listed below the grid, lazily, rather than built as one eager `Grid`.
    var overflow: [Cell] = []
    /// The most positions (rows × columns) drawn as a `Grid`, which builds every cell at once;
    /// NorgKit's layout allows up to `NorgTableLayout.maximumArea` (10,000).
    static let maximumGridArea = 256
    /// Where each grid row starts in `cells` (`rowCount + 1` bounds); empty for a list.
    private var rowStarts: [Int] = []

    /// Places cells given in source order by their titles.
    init(placing items: [Cell]) {
        let layout = NorgTableLayout(titles: items.map(\.title))
        rowCount = layout.rowCount
        columnCount = layout.columnCount
        listReason = layout.diagnostic
        var placed = items
        for index in placed.indices {
            placed[index].row = layout.positions[index].row - layout.origin.row
            placed[index].column = layout.positions[index].column - layout.origin.column
            placed[index].label = layout.isGrid && layout.namesPlace[index] ? "" : placed[index].title
        }
        guard layout.isGrid else {
            cells = placed
            return
        }
        cells = layout.slots.flatMap { slot in slot.cells.map { placed[$0] } }
        if rowCount * columnCount > Self.maximumGridArea {
            // Whole rows up to the area (none when one row is already wider), the rest listed.
            let shownRows = Self.maximumGridArea / max(columnCount, 1)
            overflow = placed.filter { $0.row >= shownRows }.map { cell in
                var cell = cell
                cell.label = cell.title
                return cell
            }
            cells.removeAll { $0.row >= shownRows }
            rowCount = shownRows
        }
        var starts = [Int](repeating: cells.count, count: rowCount + 1)
        for (index, cell) in cells.enumerated().reversed() { starts[cell.row] = index }
        for row in stride(from: rowCount - 1, through: 0, by: -1) { starts[row] = min(starts[row], starts[row + 1]) }
        rowStarts = starts
    }

    /// Whether the cells are drawn as a grid (otherwise they are listed, under `listReason`).
    var isGrid: Bool { listReason == nil }

    /// The cells of one grid row by column: an empty array where no cell sits, several where cells
    /// share a position. Empty for a list.
    func row(_ index: Int) -> [[Cell]] {
        guard isGrid, index >= 0, index < rowCount else { return [] }
        var columns = [[Cell]](repeating: [], count: columnCount)
        for cell in cells[rowStarts[index]..<rowStarts[index + 1]] { columns[cell.column].append(cell) }
        return columns
    }
}
