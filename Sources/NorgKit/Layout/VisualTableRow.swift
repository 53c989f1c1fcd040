/// One row of an `@table`, read the Markdown way the spec's design notes give it
/// (design-decisions.norg: "`@table` allows the user to write a table using Markdown-like syntax"):
/// cells are split at `|`; a pipe that starts or ends the row only delimits, so `| a | b |` is two
/// cells, as `a | b` is; a pipe after a backslash is Norg's escape, part of the cell (`\|` shows `|`).
package enum VisualTableRow {
    /// The cells of `row`, untrimmed (each is parsed as Norg markup, which ignores the spaces).
    package static func cells(_ row: Substring) -> [Substring] {
        let bytes = row.utf8
        var cells: [Substring] = []
        var cellStart = bytes.startIndex
        var lastNonBlank: Substring.UTF8View.Index?
        var lastDelimiter: Substring.UTF8View.Index?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                lastNonBlank = index
            }
            if byte == UInt8(ascii: "\\") {
                // The escaped byte is part of the cell, whatever it is (a backslash too).
                index = bytes.index(after: index)
                if index < bytes.endIndex { lastNonBlank = index }
            } else if byte == UInt8(ascii: "|") {
                cells.append(row[cellStart..<index])
                cellStart = bytes.index(after: index)
                lastDelimiter = index
            }
            if index < bytes.endIndex { index = bytes.index(after: index) }
        }
        cells.append(row[cellStart...])
        let firstNonBlank = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        if let firstNonBlank, bytes[firstNonBlank] == UInt8(ascii: "|"), cells.count > 1 {
            cells.removeFirst()
        }
        if let lastDelimiter, lastDelimiter == lastNonBlank, cells.count > 1 {
            cells.removeLast()
        }
        return cells
    }
}
