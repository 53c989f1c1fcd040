import NorgKit

extension MarkdownWriter {
    /// `@table` as a GitHub table: its first header row is the table's header (an empty one when
    /// it has none; further header rows become body rows), every row padded to the widest.
    mutating func writeVisualTable(_ tag: VerbatimRangedTag, depth: Int) {
        let table = VisualTable(tag)
        var rows = table.header + table.body
        let columns = rows.map(\.count).max() ?? 0
        guard columns > 0 else { return }
        if table.header.isEmpty { rows.insert([], at: 0) }
        startBlock()
        for (position, row) in rows.enumerated() {
            if position > 0 { newLine() }
            writeRow(columns: columns) { writer, column in
                guard column < row.count else { return }
                let cell = NorgParser.parse(String(row[column]))
                writer.writeCellBlocks(cell.blocks, depth: depth)
            }
            if position == 0 { writeDelimiterRow(columns: columns) }
        }
        endBlock()
    }

    /// Table cells (`: A1`) placed by `NorgTableLayout`: its first row is the header. Cells hold
    /// their paragraphs, separated by `<br>`; a label (a title that names no place) leads in bold.
    /// A layout too sparse for a grid is written as its note, then each cell's title and content.
    mutating func writeTable(_ items: [RangeableItem], depth: Int) {
        let layout = NorgTableLayout(cells: items)
        if let diagnostic = layout.diagnostic {
            startBlock()
            appendText(diagnostic)
            endBlock()
            for item in items {
                startBlock()
                append("**")
                atLineStart = false
                appendText(item.title)
                append("**")
                endBlock()
                writeBlocks(item.content, depth: depth + 1)
            }
            return
        }
        guard layout.columnCount > 0, layout.rowCount > 0 else { return }
        startBlock()
        for row in 0..<layout.rowCount {
            if row > 0 { newLine() }
            var byColumn: [Int: [Int]] = [:]
            for slot in layout.slots(inRow: row) { byColumn[slot.position.column - layout.origin.column] = slot.cells }
            writeRow(columns: layout.columnCount) { writer, column in
                for (offset, position) in (byColumn[column] ?? []).enumerated() {
                    if offset > 0 { writer.append("<br>") }
                    let item = items[position]
                    writer.appendText(ExportLabels.prefix(item.extensions))
                    if !layout.namesPlace[position] {
                        writer.append("**")
                        writer.appendText(item.title)
                        writer.append("** ")
                    }
                    writer.writeCellBlocks(item.content, depth: depth)
                }
            }
            if row == 0 { writeDelimiterRow(columns: layout.columnCount) }
        }
        endBlock()
    }

    /// One row, `| a | b |`, each cell written by `cell` on one line.
    private mutating func writeRow(columns: Int, cell: (inout MarkdownWriter, Int) -> Void) {
        let (wasSingleLine, wasInsideTable) = (singleLine, insideTable)
        (singleLine, insideTable) = (true, true)
        append("|")
        for column in 0..<columns {
            append(" ")
            atLineStart = false
            cell(&self, column)
            append(" |")
        }
        (singleLine, insideTable) = (wasSingleLine, wasInsideTable)
    }

    private mutating func writeDelimiterRow(columns: Int) {
        newLine()
        append("|")
        for _ in 0..<columns { append(" --- |") }
    }

    /// A cell's shown paragraphs on one line, separated by `<br>`; other blocks are left out (a
    /// GitHub table cell holds one line of inline content).
    mutating func writeCellBlocks(_ blocks: [NorgBlock], depth: Int) {
        var first = true
        for block in blocks where block.isShown {
            guard case .paragraph(let paragraph) = block else {
                continue
            }
            if !first { append("<br>") }
            first = false
            atLineStart = false
            writeInlines(paragraph.visibleContent, depth: depth + 1)
        }
    }
}
