#if canImport(SwiftUI)
import SwiftUI
import NorgKit

/// A node and its children. With `collapsible` a node with children is a `DisclosureGroup` with its
/// own state, starting expanded; otherwise the children follow as plain rows.
struct NorgNodeView: View {
    let node: NorgOutlineNode
    let actions: NorgRowActions

    var body: some View {
        if node.children.isEmpty || node.isDetails {
            NorgRowView(node: node, actions: actions)
        } else if actions.collapsible {
            NorgSection(node: node, actions: actions)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                NorgRowView(node: node, actions: actions)
                ForEach(node.children) { child in
                    NorgNodeView(node: child, actions: actions)
                }
            }
        }
    }
}

/// A collapsible section inside a row (a table cell's or a `|details`' content): a
/// `DisclosureGroup` with its own state, starting expanded, its content a lazy stack.
struct NorgSection: View {
    @State private var isExpanded = true
    let node: NorgOutlineNode
    let actions: NorgRowActions

    var body: some View {
        DisclosureGroup(isExpanded: $isExpanded) {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(node.children) { child in
                    NorgNodeView(node: child, actions: actions)
                }
            }
        } label: {
            NorgRowView(node: NorgOutlineNode(row: node.row, children: []), actions: actions)
        }
        .environment(\.norgDisclosureTitle, NorgDisclosureSpeech.title(of: node.row))
    }
}

/// A section row of `NorgView`'s collapsible mode: its disclosure group holds only the row; the
/// rows of its section follow it in the view's one lazy stack, hidden while it is collapsed.
struct NorgSectionRow: View {
    let node: NorgOutlineNode
    @Binding var isExpanded: Bool
    let actions: NorgRowActions

    var body: some View {
        DisclosureGroup(isExpanded: $isExpanded) {
            EmptyView()
        } label: {
            NorgRowView(node: node, actions: actions)
        }
        .environment(\.norgDisclosureTitle, NorgDisclosureSpeech.title(of: node.row))
    }
}

/// Table cells on a grid, or listed under the reason when they are too sparse for one (the
/// table model's bound); in collapsible mode a cell with a label collapses its body.
struct NorgTableGrid: View {
    @Environment(\.norgTheme) private var theme
    /// Spacings grow with Dynamic Type like the text in the cells.
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1
    let table: NorgTable
    let actions: NorgRowActions

    var body: some View {
        if let reason = table.listReason {
            VStack(alignment: .leading, spacing: 8) {
                Text(reason).font(.footnote).foregroundStyle(.secondary)
                listed(table.cells)
            }
        } else if table.overflow.isEmpty {
            grid
        } else {
            VStack(alignment: .leading, spacing: 8) {
                if table.rowCount > 0 { grid }
                Text(LocalizedStringResource("table.overflow", defaultValue: "More cells, listed by position",
                                             bundle: .norgUI))
                    .font(.footnote).foregroundStyle(.secondary)
                listed(table.overflow)
            }
        }
    }

    /// Cells one below the other, built as they scroll into view.
    private func listed(_ cells: [NorgTable.Cell]) -> some View {
        LazyVStack(alignment: .leading, spacing: 8) {
            ForEach(cells) { cell in
                NorgTableCell(cell: cell, actions: actions)
            }
        }
    }

    /// The grid's rows (at most `NorgTable.maximumGridArea` positions). No horizontal scroll view:
    /// the columns share the available width and a cell's text wraps within its column.
    private var grid: some View {
        Grid(alignment: .topLeading, horizontalSpacing: 12 * scale, verticalSpacing: 8 * scale) {
            ForEach(0..<table.rowCount, id: \.self) { rowIndex in
                GridRow {
                    ForEach(Array(table.row(rowIndex).enumerated()), id: \.offset) { _, cells in
                        if cells.isEmpty {
                            Text(verbatim: "")
                        } else {
                            VStack(alignment: .leading, spacing: 6 * scale) {
                                ForEach(cells) { cell in
                                    NorgTableCell(cell: cell, actions: actions)
                                }
                            }
                            .fixedSize(horizontal: false, vertical: true)
                        }
                    }
                }
            }
        }
    }
}

/// A table cell. Its label (a title that names no place, or any title in a list) heads it; in
/// collapsible mode the body collapses under that label, or, for a cell without one, under its
/// first block. A cell with a task status shows its tappable symbol before the label, or before
/// the content when it has no label; a tap reports the cell's line like any other task.
struct NorgTableCell: View {
    @Environment(\.norgTheme) private var theme
    @State private var isExpanded = true
    let cell: NorgTable.Cell
    let actions: NorgRowActions

    var body: some View {
        if !cell.label.isEmpty, actions.collapsible {
            DisclosureGroup(isExpanded: $isExpanded) {
                nodes(cell.content[...])
            } label: {
                label
            }
            .environment(\.norgDisclosureTitle, cell.label)
        } else if !cell.label.isEmpty {
            VStack(alignment: .leading, spacing: 4) {
                label
                nodes(cell.content[...])
            }
        } else if let status = cell.task {
            HStack(alignment: .firstTextBaseline, spacing: 6) {
                NorgStatusSymbol(status: status, text: cell.taskText, onToggle: { toggle(status) }, onSetStatus: setStatus)
                nodes(cell.content[...])
            }
        } else if actions.collapsible, let first = cell.content.first, cell.content.count > 1 {
            DisclosureGroup(isExpanded: $isExpanded) {
                nodes(cell.content.dropFirst())
            } label: {
                NorgNodeView(node: first, actions: actions)
            }
            .environment(\.norgDisclosureTitle, NorgDisclosureSpeech.title(of: first.row))
        } else {
            nodes(cell.content[...])
        }
    }

    /// The label in the term font, behind the task's symbol when the cell is a task.
    @ViewBuilder private var label: some View {
        if let status = cell.task {
            NorgTaskView(status: status, text: AttributedString(cell.label), headingLevel: nil,
                         onToggle: { toggle(status) }, onSetStatus: setStatus)
                .font(theme.termFont)
        } else {
            Text(cell.label).font(theme.termFont)
        }
    }

    private func toggle(_ status: TaskStatus) {
        actions.setStatus(cell.line, status.toggled)
    }

    private func setStatus(_ status: TaskStatus) {
        actions.setStatus(cell.line, status)
    }

    private func nodes(_ content: ArraySlice<NorgOutlineNode>) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(Array(content)) { child in
                NorgNodeView(node: child, actions: actions)
            }
        }
    }
}
#endif
