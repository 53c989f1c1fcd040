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
    static let codeName = "NorgUI highlighting code"
    static let cachedName = "NorgUI row text, cached"

    /// Main-actor work, as in a view: the render cache is the view's.
    @MainActor
    static func measure(source: String, document: NorgDocument, bytes: Int, runs: Int) -> (rows: [Measurement], rowCount: Int) {
        let outline = NorgOutline(document: document)
        let codes = codeBlocks(document.blocks)
        // What a later `body` pays for a row's text: a lookup in the cache the first showing filled.
        let cache = NorgRenderCache()
        let keys = (0..<outline.rowCount).map { String($0) }
        for index in keys.indices { _ = cache.text(row: keys[index], part: .runs) { outline.runs(ofRow: index) } }
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
            Measurement.selected(codeName, bytes: bytes, runs: runs) {
                var count = 0
                for (language, code) in codes {
                    count += NorgBuiltInCodeHighlighter().highlight(code: code, language: language)?.characters.count ?? 0
                }
                return count
            },
            Measurement.selected(cachedName, bytes: bytes, runs: runs) {
                var count = 0
                for key in keys where !cache.text(row: key, part: .runs, make: { "" }).characters.isEmpty {
                    count += 1
                }
                return count
            },
        ]
        codeBlockCount = codes.count
        return (measurements.compactMap { $0 }, outline.rowCount)
    }

    /// How many code blocks the last `measure` highlighted (for the summary's per-block figure).
    @MainActor static var codeBlockCount = 0

    /// The `@code` blocks of `blocks` and their language, in document order (headings' content too).
    static func codeBlocks(_ blocks: [NorgBlock]) -> [(String?, String)] {
        var result: [(String?, String)] = []
        var stack = Array(blocks.reversed())
        while let block = stack.popLast() {
            switch block {
            case .verbatimTag(let tag) where tag.name == "code": result.append((tag.language, tag.content))
            case .heading(let heading): stack.append(contentsOf: heading.content.reversed())
            default: continue
            }
        }
        return result
    }

    /// One line of the figures a view cares about: milliseconds per MiB and microseconds per row.
    @MainActor
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
        if let code = seconds(codeName), codeBlockCount > 0 {
            parts.append(String(format: "highlighting %.2f µs per code block (%d)", code * 1e6 / Double(codeBlockCount), codeBlockCount))
        }
        if let cached = seconds(cachedName), rowCount > 0 {
            parts.append(String(format: "a row's text again %.3f µs (cached)", cached * 1e6 / Double(rowCount)))
        }
        return parts.isEmpty ? nil : "  NorgUI: " + parts.joined(separator: ", ")
    }
}
