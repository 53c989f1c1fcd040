import NorgKit

extension HTMLWriter {
    /// One object of consecutive definitions, footnotes or table cells.
    mutating func writeRangeableGroup(_ items: [RangeableItem], depth: Int) {
        guard let kind = items.first?.kind else { return }
        switch kind {
        case .definition:
            writeDefinitions(items, depth: depth)
        case .footnote:
            // Collected at the end of the page, except inside an example, which shows them in place.
            guard insideExample else { return }
            for item in items {
                let rest = openElement("aside", classes: ["norg-footnote"],
                                       ids: ids(for: item.range, carryovers: item.carryovers),
                                       status: item.extensions.taskStatus, line: item.line)
                anchors(rest)
                writeTitledBody(item, depth: depth)
                out += "</aside>\n"
            }
        case .tableCell:
            writeTable(items, depth: depth)
        }
    }

    /// `<dl>` with `<dt>`/`<dd>`; in collapsible mode each definition is a `<details open>` whose
    /// `<summary>` holds the term (a `<details>` may not sit in a `<dl>`).
    private mutating func writeDefinitions(_ items: [RangeableItem], depth: Int) {
        if options.collapsible {
            for item in items {
                out += "<details open class=\"norg-collapsible norg-definition\"><summary>"
                let rest = openElement("dfn", classes: [], ids: ids(for: item.range, carryovers: item.carryovers),
                                       status: item.extensions.taskStatus, line: item.line)
                anchors(rest)
                writeExtensionBadges(item.extensions)
                text(item.title)
                out += "</dfn></summary>\n<div class=\"norg-definition-body\">"
                writeBody(item.content, depth: depth)
                out += "</div></details>\n"
            }
            return
        }
        out += "<dl class=\"norg-definitions\">\n"
        for item in items {
            let rest = openElement("dt", classes: [], ids: ids(for: item.range, carryovers: item.carryovers),
                                   status: item.extensions.taskStatus, line: item.line)
            anchors(rest)
            writeExtensionBadges(item.extensions)
            text(item.title)
            out += "</dt>\n<dd>"
            writeBody(item.content, depth: depth)
            out += "</dd>\n"
        }
        out += "</dl>\n"
    }

    /// Table cells placed by `TableLayout`; a layout too large for a table falls back to a list of
    /// positions and contents so no cell is lost.
    private mutating func writeTable(_ items: [RangeableItem], depth: Int) {
        let layout = TableLayout(titles: items.map(\.title))
        guard let grid = layout.grid else {
            out += "<dl class=\"norg-table-cells\">\n"
            for item in items {
                out += "<dt>"
                text(item.title)
                out += "</dt>\n"
                writeCell(item, element: "dd", showTitle: false, depth: depth)
            }
            out += "</dl>\n"
            return
        }
        out += "<table class=\"norg-table\">\n<tbody>\n"
        for row in grid {
            out += "<tr>"
            for cell in row {
                guard let first = cell.first else {
                    out += "<td></td>"
                    continue
                }
                // Cells given the same position share one `<td>`, in source order.
                let firstItem = items[first]
                let rest = openElement("td", classes: [], ids: ids(for: firstItem.range, carryovers: firstItem.carryovers),
                                       status: firstItem.extensions.taskStatus, line: firstItem.line, isolated: true)
                anchors(rest)
                for (offset, position) in cell.enumerated() {
                    if offset > 0 {
                        writeCell(items[position], element: "div", showTitle: !layout.isPosition[position], depth: depth)
                    } else {
                        writeCellContent(items[position], showTitle: !layout.isPosition[position], depth: depth)
                    }
                }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table>\n"
    }

    private mutating func writeCell(_ item: RangeableItem, element: String, showTitle: Bool, depth: Int) {
        let rest = openElement(element, classes: [], ids: ids(for: item.range, carryovers: item.carryovers),
                               status: item.extensions.taskStatus, line: item.line, isolated: true)
        anchors(rest)
        writeCellContent(item, showTitle: showTitle, depth: depth)
        out.append("</\(element)>\n")
    }

    /// A cell's body; its title is shown only when it is not a position or motion (it would be
    /// lost otherwise), and in collapsible mode it is the `<summary>`.
    private mutating func writeCellContent(_ item: RangeableItem, showTitle: Bool, depth: Int) {
        if options.collapsible {
            out += "<details open class=\"norg-collapsible\"><summary>"
            writeExtensionBadges(item.extensions)
            text(item.title)
            out += "</summary>"
        } else {
            writeExtensionBadges(item.extensions)
            if showTitle {
                out += "<strong class=\"norg-item-title\">"
                text(item.title)
                out += "</strong> "
            }
        }
        writeBody(item.content, depth: depth)
        if options.collapsible { out += "</details>" }
    }
}
