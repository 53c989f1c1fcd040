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
                openItem("aside", item, classes: ["norg-footnote"])
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
                writeTerm(item, element: "dfn")
                out += "</dfn></summary>\n<div class=\"norg-definition-body\">"
                writeBody(item.content, depth: depth)
                out += "</div></details>\n"
            }
            return
        }
        out += "<dl class=\"norg-definitions\">\n"
        for item in items {
            writeTerm(item, element: "dt")
            out += "</dt>\n<dd>"
            writeBody(item.content, depth: depth)
            out += "</dd>\n"
        }
        out += "</dl>\n"
    }

    /// Table cells placed by `NorgTableLayout`. A layout too sparse for a grid (its area beyond
    /// `NorgTableLayout.maximumArea(cellCount:)`) falls back to a list of titles and contents
    /// under a note saying why, so no cell is lost and no page fills with empty ones.
    private mutating func writeTable(_ items: [RangeableItem], depth: Int) {
        let layout = NorgTableLayout(cells: items)
        if let diagnostic = layout.diagnostic {
            out += "<p class=\"norg-table-note\">"
            text(diagnostic)
            out += "</p>\n<dl class=\"norg-table-cells\">\n"
            for item in items {
                out += "<dt>"
                text(item.title)
                out += "</dt>\n"
                writeCell(item, element: "dd", showTitle: false, depth: depth)
            }
            out += "</dl>\n"
            return
        }
        // A table wider than the page scrolls in its own box: the page itself never scrolls sideways.
        out += "<div class=\"norg-table-scroll\"><table class=\"norg-table\">\n<tbody>\n"
        for row in 0..<layout.rowCount {
            out += "<tr>"
            var column = layout.origin.column
            for slot in layout.slots(inRow: row) {
                writeEmptyCells(slot.position.column - column)
                column = slot.position.column + 1
                // Cells given the same position share one `<td>`, in source order.
                openItem("td", items[slot.cells[0]], isolated: true)
                for (offset, position) in slot.cells.enumerated() {
                    if offset > 0 {
                        writeCell(items[position], element: "div", showTitle: !layout.namesPlace[position], depth: depth)
                    } else {
                        writeCellContent(items[position], showTitle: !layout.namesPlace[position], depth: depth)
                    }
                }
                out += "</td>"
            }
            writeEmptyCells(layout.origin.column + layout.columnCount - column)
            out += "</tr>\n"
        }
        out += "</tbody>\n</table></div>\n"
    }

    /// Opens `element` for `item`, with its ids, task status and source line; an id the element
    /// cannot carry becomes an anchor inside it.
    private mutating func openItem(_ element: String, _ item: RangeableItem, classes: [String] = [],
                                   isolated: Bool = false) {
        anchors(openElement(element, classes: classes, ids: ids(for: item.range, carryovers: item.carryovers),
                            status: item.extensions.taskStatus, line: item.line, isolated: isolated))
    }

    /// A definition's term in `element`: its extensions' badges, then its title (the caller closes it).
    private mutating func writeTerm(_ item: RangeableItem, element: String) {
        openItem(element, item)
        writeExtensionBadges(item.extensions)
        text(item.title)
    }

    private mutating func writeEmptyCells(_ count: Int) {
        for _ in 0..<max(count, 0) { out += "<td></td>" }
    }

    private mutating func writeCell(_ item: RangeableItem, element: String, showTitle: Bool, depth: Int) {
        openItem(element, item, isolated: true)
        writeCellContent(item, showTitle: showTitle, depth: depth)
        out.append("</\(element)>\n")
    }

    /// A cell's body, headed by its title only when that is a label (it names no place, so it
    /// would be lost otherwise). In collapsible mode a labelled cell folds under its label; a cell
    /// placed by a position or motion (`A1`, `>`, `_`) does not fold, as it has no text to fold under.
    private mutating func writeCellContent(_ item: RangeableItem, showTitle: Bool, depth: Int) {
        let folds = options.collapsible && showTitle
        if folds { out += "<details open class=\"norg-collapsible\"><summary>" }
        writeExtensionBadges(item.extensions)
        if showTitle {
            out += "<strong class=\"norg-item-title\">"
            text(item.title)
            out += folds ? "</strong></summary>" : "</strong> "
        }
        writeBody(item.content, depth: depth)
        if folds { out += "</details>" }
    }
}
