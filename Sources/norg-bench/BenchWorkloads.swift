import Foundation
import NorgHTML
import NorgKit
import NorgUI

/// The workloads beyond parsing: what each renderer does with a parsed document.
enum BenchWorkloads {
    static func extra(source: String, document: NorgDocument, bytes: Int, runs: Int) -> [Measurement] {
        let renderer = HTMLRenderer()
        var plainCodeOptions = HTMLOptions()
        plainCodeOptions.highlightsCode = false
        let plainCode = HTMLRenderer(options: plainCodeOptions)
        let inlineRuns = inlineContent(of: document)
        let rows: [Measurement?] = [
            // UTF-8 bytes, as md_html writes them (`norg render -o` writes these too).
            Measurement.selected("parse + HTML", bytes: bytes, runs: runs) {
                renderer.renderUTF8(NorgParser.parse(source)).count
            },
            Measurement.selected("parse + HTML as String", bytes: bytes, runs: runs) {
                renderer.render(NorgParser.parse(source)).utf8.count
            },
            Measurement.selected("HTML only (parsed document)", bytes: bytes, runs: runs) {
                renderer.renderUTF8(document).count
            },
            // The same page with code left plain (`--no-highlight`): the HTML writer's own speed,
            // apart from what highlighting the notes' code blocks adds.
            Measurement.selected("HTML only, code plain", bytes: bytes, runs: runs) {
                plainCode.renderUTF8(document).count
            },
            Measurement.selected("TaskScanner.scan", bytes: bytes, runs: runs) { TaskScanner.scan(document).count },
            Measurement.selected("styled AttributedString per block", bytes: bytes, runs: runs) {
                var characters = 0
                for inlines in inlineRuns { characters += NorgInlineRuns.attributedString(inlines).characters.count }
                return characters
            },
            // The same strings consumed without counting characters (grapheme breaking is not part
            // of building them).
            Measurement.selected("AttributedString, runs.count only", bytes: bytes, runs: runs) {
                var count = 0
                for inlines in inlineRuns { count += NorgInlineRuns.attributedString(inlines).runs.count }
                return count
            },
        ]
        return rows.compactMap { $0 }
    }

    /// The HTML renderer's output size for a document.
    static func renderedSize(_ document: NorgDocument) -> Int { HTMLRenderer().render(document).utf8.count }

    /// Every paragraph's and heading title's inline content: what NorgView styles once per block.
    static func inlineContent(of document: NorgDocument) -> [[NorgInline]] {
        var result: [[NorgInline]] = []
        var pending = Array(document.blocks.reversed())
        while let block = pending.popLast() {
            switch block {
            case .paragraph(let paragraph): result.append(paragraph.content)
            case .heading(let heading): result.append(heading.title)
            default: break
            }
            pending.append(contentsOf: block.childBlocks.reversed())
        }
        return result
    }
}
