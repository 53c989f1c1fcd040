import NorgKit

extension HTMLWriter {
    /// `@table`: the visual table syntax, rows on lines and cells split by `|`; a line of only
    /// `-` (with `|`, `+`, `:` or spaces) separates header rows from body rows. Cells hold Norg
    /// markup, parsed on their own; ids from those throwaway parses are not used.
    mutating func writeVisualTable(_ tag: VerbatimRangedTag, depth: Int) {
        let table = VisualTable(tag)
        let header = table.header
        let body = table.body
        out += "<div class=\"norg-table-scroll\"><table class=\"norg-table norg-visual-table\">\n"
        if !header.isEmpty {
            out += "<thead>\n"
            for row in header { writeVisualRow(row, cell: "th", depth: depth) }
            out += "</thead>\n"
        }
        out += "<tbody>\n"
        for row in body { writeVisualRow(row, cell: "td", depth: depth) }
        out += "</tbody>\n</table></div>\n"
    }

    private mutating func writeVisualRow(_ cells: [Substring], cell: String, depth: Int) {
        out += "<tr>"
        let wasSuppressing = suppressesIDs
        suppressesIDs = true
        for text in cells {
            out.append("<\(cell) dir=\"auto\">")
            let document = NorgParser.parse(String(text))
            for block in document.blocks {
                if case .paragraph(let paragraph) = block {
                    writeInlines(paragraph.content, depth: depth + 1)
                }
            }
            out.append("</\(cell)>")
        }
        suppressesIDs = wasSuppressing
        out += "</tr>\n"
    }
}
