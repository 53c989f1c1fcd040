import NorgKit

extension PandocWriter {
    /// `@table` as a `Table`: its header rows in the head, the others in one body; every cell
    /// parsed as Norg and written as `Plain`.
    mutating func writeVisualTable(_ tag: VerbatimRangedTag, depth: Int) {
        let table = VisualTable(tag)
        let columns = (table.header + table.body).map(\.count).max() ?? 0
        guard columns > 0 else { return }
        writeTable(columns: columns, header: table.header.count, rows: table.header + table.body) { writer, row, column in
            guard column < row.count else { return }
            for block in NorgParser.parse(String(row[column])).blocks {
                if case .paragraph(let paragraph) = block {
                    writer.writeParagraph("Plain", paragraph.content, label: [], depth: depth)
                }
            }
        }
    }

    /// Table cells (`: A1`) placed by `NorgTableLayout`, without a head; a cell holds its blocks,
    /// led by its title in bold when that is a label. A layout too sparse for a grid is its note,
    /// then a `DefinitionList` of the cells' titles and contents.
    mutating func writeTable(_ items: [RangeableItem], depth: Int) {
        let layout = NorgTableLayout(cells: items)
        if let diagnostic = layout.diagnostic {
            node("Para") { writer in writer.list { $0.writeText(diagnostic) } }
            node("DefinitionList") { writer in
                writer.list { writer in
                    for item in items {
                        writer.list { writer in
                            writer.list { $0.writeText(item.title) }
                            writer.list { writer in writer.list { $0.writeBlocks(item.content, depth: depth + 1) } }
                        }
                    }
                }
            }
            return
        }
        guard layout.columnCount > 0, layout.rowCount > 0 else { return }
        let rows = (0..<layout.rowCount).map { row in
            var byColumn = [[Int]](repeating: [], count: layout.columnCount)
            for slot in layout.slots(inRow: row) { byColumn[slot.position.column - layout.origin.column] = slot.cells }
            return byColumn
        }
        writeTable(columns: layout.columnCount, header: 0, rows: rows) { writer, row, column in
            for position in row[column] {
                let item = items[position]
                if !layout.namesPlace[position] {
                    writer.node("Para") { writer in
                        writer.list { writer in
                            writer.node("Strong") { writer in writer.list { $0.writeText(item.title) } }
                        }
                    }
                }
                writer.writeBlocks(item.content, depth: depth + 1, label: item.extensions)
            }
        }
    }

    /// `Table attr caption colspecs head bodies foot` (the same in API 1.22 and 1.23): the first
    /// `header` rows in the head, the rest in one body; `cell` writes a cell's blocks.
    private mutating func writeTable<Row>(columns: Int, header: Int, rows: [Row],
                                          cell: (inout PandocWriter, Row, Int) -> Void) {
        func writeRows(_ writer: inout PandocWriter, _ range: Range<Int>) {
            writer.list { writer in
                for index in range {
                    writer.list { writer in
                        writer.attr()
                        writer.list { writer in
                            for column in 0..<columns {
                                writer.list { writer in
                                    writer.attr()
                                    writer.node("AlignDefault")
                                    writer.number(1)
                                    writer.number(1)
                                    writer.list { cell(&$0, rows[index], column) }
                                }
                            }
                        }
                    }
                }
            }
        }
        node("Table") { writer in
            writer.list { writer in
                writer.attr()
                writer.list { writer in
                    writer.element()
                    writer.append("null")
                    writer.list { _ in }
                }
                writer.list { writer in
                    for _ in 0..<columns {
                        writer.list { writer in
                            writer.node("AlignDefault")
                            writer.node("ColWidthDefault")
                        }
                    }
                }
                writer.list { writer in
                    writer.attr()
                    writeRows(&writer, 0..<header)
                }
                writer.list { writer in
                    writer.list { writer in
                        writer.attr()
                        writer.number(0)
                        writer.list { _ in }
                        writeRows(&writer, header..<rows.count)
                    }
                }
                writer.list { writer in
                    writer.attr()
                    writer.list { _ in }
                }
            }
        }
    }
}
