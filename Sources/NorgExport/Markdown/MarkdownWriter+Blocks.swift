import NorgEscaping
import NorgKit

extension MarkdownWriter {
    /// Writes the shown blocks in order; consecutive definitions or table cells of one kind form
    /// one object, as the spec groups them (footnotes are written at the end).
    mutating func writeBlocks<Blocks: RandomAccessCollection<NorgBlock>>(_ blocks: Blocks, depth: Int)
    where Blocks.Index == Int {
        guard depth <= ExportPlan.maximumDepth else { return }
        var position = blocks.startIndex
        var previousList: Character?
        while position < blocks.endIndex {
            let block = blocks[position]
            position += 1
            guard block.isShown else { continue }
            if case .list(let list) = block {
                previousList = writeList(list, depth: depth, after: previousList)
                continue
            }
            previousList = nil
            guard case .rangeable(let first) = block else {
                writeBlock(block, depth: depth)
                continue
            }
            var group = [first]
            while position < blocks.endIndex, case .rangeable(let next) = blocks[position], next.kind == first.kind,
                  blocks[position].isShown,
                  next.range.start.line <= group[group.count - 1].range.lines.upperBound + 1 {
                group.append(next)
                position += 1
            }
            switch first.kind {
            case .definition: writeDefinitions(group, depth: depth)
            case .footnote: break // at the end
            case .tableCell: writeTable(group, depth: depth)
            }
        }
    }

    mutating func writeBlock(_ block: NorgBlock, depth: Int) {
        switch block {
        case .heading(let heading):
            writeHeading(heading, depth: depth)
        case .paragraph(let paragraph):
            writeParagraph(paragraph.visibleContent, depth: depth)
        case .list(let list):
            _ = writeList(list, depth: depth, after: nil)
        case .quote(let quote):
            nested(prefix: "> ", tight: false) { writer in
                writer.pendingLabel = ExportLabels.prefix(quote.extensions)
                writer.writeBlocks(quote.content, depth: depth + 1)
                if !writer.pendingLabel.isEmpty { writer.writeParagraph([], depth: depth) }
            }
        case .rangeable(let item):
            writeBlocks(CollectionOfOne(.rangeable(item)), depth: depth)
        case .verbatimTag(let tag):
            writeVerbatimTag(tag, depth: depth)
        case .rangedTag(let tag):
            writeRangedTag(tag, depth: depth)
        case .infirmTag(let tag):
            writeInfirmTag(tag, depth: depth)
        case .delimiter(let delimiter):
            guard delimiter.kind == .horizontalRule else { return }
            startBlock()
            append("---")
            endBlock()
        }
    }

    /// A paragraph of `inlines` (after any pending label); nothing when both are empty.
    mutating func writeParagraph(_ inlines: [NorgInline], depth: Int) {
        guard !inlines.isEmpty || !pendingLabel.isEmpty else { return }
        startBlock()
        writeLabel()
        writeInlines(inlines, depth: depth + 1)
        endBlock()
    }

    mutating func writeLabel() {
        guard !pendingLabel.isEmpty else { return }
        let label = pendingLabel
        pendingLabel = ""
        appendText(label)
    }

    /// `#` … `######`, and level 6 for the deeper levels Markdown lacks.
    mutating func writeHeading(_ heading: Heading, depth: Int) {
        startBlock()
        out.append(contentsOf: repeatElement(UInt8(ascii: "#"), count: min(max(heading.level, 1), 6)))
        out.append(UInt8(ascii: " "))
        atLineStart = false
        let wasSingleLine = singleLine
        singleLine = true
        appendText(ExportLabels.prefix(heading.extensions))
        writeInlines(heading.title, depth: depth + 1)
        singleLine = wasSingleLine
        endBlock()
        writeBlocks(heading.content, depth: depth + 1)
    }

    /// A list: `-` items (or `*` right after another bullet list, which Markdown would join), or
    /// numbered items (`.` or `)`); returns the marker character used.
    mutating func writeList(_ list: NorgList, depth: Int, after previous: Character?) -> Character {
        let ordered = list.kind == .ordered
        let markerCharacter: Character = ordered ? (previous == "." ? ")" : ".") : (previous == "-" ? "*" : "-")
        let items = list.items.filter { !$0.isCommentedOut }
        // Tight when every item holds at most its paragraph and nested lists, as Norg lists read.
        let isTight = items.allSatisfy { item in
            item.content.enumerated().allSatisfy { offset, block in
                if case .list = block { return true }
                if case .paragraph = block { return offset == 0 }
                return false
            }
        }
        separate()
        for (number, item) in items.enumerated() {
            guard depth + 1 <= ExportPlan.maximumDepth else { break }
            if number > 0 && !isTight {
                appendTrimmedPrefix()
                out.append(UInt8(ascii: "\n"))
            }
            let marker = ordered ? String(number + 1) + String(markerCharacter) + " " : String(markerCharacter) + " "
            let (checkbox, label) = ExportLabels.listItem(item.extensions)
            nested(prefix: String(repeating: " ", count: marker.utf8.count), marker: marker + (checkbox ?? ""), tight: isTight,
                   separated: false) { writer in
                writer.pendingLabel = label
                writer.writeItemContent(item.content, depth: depth + 1)
            }
        }
        wroteBlock = true
        return markerCharacter
    }

    /// A list item's blocks; its first line is the marker line, so the first block needs no blank line.
    private mutating func writeItemContent(_ content: ContentBlocks, depth: Int) {
        if let lead = content.loneParagraph {
            writeParagraph(lead.visibleContent, depth: depth)
        } else {
            writeBlocks(content, depth: depth)
        }
        if !pendingLabel.isEmpty { writeParagraph([], depth: depth) }
    }

    /// Definitions: the term in bold (with its extensions' label), then its content.
    private mutating func writeDefinitions(_ items: [RangeableItem], depth: Int) {
        for item in items {
            startBlock()
            append("**")
            atLineStart = false
            let wasSingleLine = singleLine
            singleLine = true
            appendText(ExportLabels.prefix(item.extensions) + item.title)
            singleLine = wasSingleLine
            dropTrailingSpaces()
            append("**")
            endBlock()
            writeBlocks(item.content, depth: depth + 1)
        }
    }

    /// The footnotes after the content: `[^n]: …`, the body indented under its label. A footnote
    /// nothing refers to is written the same way (GitHub shows only those referred to).
    mutating func writeFootnotes() {
        for (position, note) in plan.footnotes.enumerated() {
            let marker = "[^\(position + 1)]: "
            nested(prefix: "    ", marker: marker, tight: false) { writer in
                writer.pendingLabel = ExportLabels.prefix(note.extensions)
                let shown = note.content.filter { block in
                    if case .rangeable(let inner) = block, inner.kind == .footnote { return false }
                    return true
                }
                if shown.isEmpty {
                    writer.pendingLabel += note.title
                    writer.writeParagraph([], depth: 1)
                } else {
                    writer.writeBlocks(shown, depth: 1)
                    if !writer.pendingLabel.isEmpty { writer.writeParagraph([], depth: 1) }
                }
            }
        }
    }
}
