import Foundation
import NorgKit
import NorgUI

/// What `NorgView` costs beyond parsing: building the outline once per document, recognising an
/// unchanged document (the same source parsed again, as a parent view's `body` may do, or a copy
/// of it, as when the file is read again), and styling one row when it is first shown.
enum OutlineWorkloads {
    static let outlineName = "NorgUI outline (no styling)"
    static let unchangedName = "NorgUI unchanged, same String"
    static let copiedName = "NorgUI unchanged, copied source"
    static let stylingName = "NorgUI styling every row"

    static func measure(source: String, document: NorgDocument, bytes: Int, runs: Int) -> (rows: [Measurement], rowCount: Int) {
        let outline = NorgOutline(document: document)
        let reparsed = NorgParser.parse(source)
        let copied = NorgParser.parse(String(decoding: Array(source.utf8), as: UTF8.self))
        let measurements: [Measurement?] = [
            Measurement.selected(outlineName, bytes: bytes, runs: runs) { NorgOutline(document: document).rowCount },
            Measurement.selected(unchangedName, bytes: bytes, runs: runs) {
                NorgOutlineCache.isUnchanged(document, reparsed) ? 1 : 0
            },
            Measurement.selected(copiedName, bytes: bytes, runs: runs) {
                NorgOutlineCache.isUnchanged(document, copied) ? 1 : 0
            },
            Measurement.selected(stylingName, bytes: bytes, runs: runs) {
                var count = 0
                for index in 0..<outline.rowCount { count += outline.runs(ofRow: index).runs.count }
                return count
            },
        ]
        return (measurements.compactMap { $0 }, outline.rowCount)
    }

    /// One line of the figures a view cares about: milliseconds per MiB and microseconds per row.
    static func summary(_ rows: [Measurement], rowCount: Int) -> String? {
        func seconds(_ name: String) -> Double? { rows.first { $0.name == name }?.minSeconds }
        var parts: [String] = []
        let mebibytes = Double(rows.first?.bytes ?? 0) / 1_048_576
        guard mebibytes > 0 else { return nil }
        if let outline = seconds(outlineName) { parts.append(String(format: "outline %.2f ms per MiB", outline * 1e3 / mebibytes)) }
        if let check = seconds(unchangedName) { parts.append(String(format: "unchanged check %.3f µs (same String)", check * 1e6)) }
        if let check = seconds(copiedName) { parts.append(String(format: "%.1f µs per MiB (copied source)", check * 1e6 / mebibytes)) }
        if let styling = seconds(stylingName), rowCount > 0 {
            parts.append(String(format: "styling %.2f µs per row (%d rows)", styling * 1e6 / Double(rowCount), rowCount))
        }
        return parts.isEmpty ? nil : "  NorgUI: " + parts.joined(separator: ", ")
    }
}
