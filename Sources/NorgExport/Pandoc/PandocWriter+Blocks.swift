import NorgEscaping
import NorgKit

extension PandocWriter {
    /// The shown blocks as elements of the current list; consecutive definitions or table cells
    /// of one kind form one object (footnotes go where they are referred to).
    mutating func writeBlocks<Blocks: RandomAccessCollection<NorgBlock>>(_ blocks: Blocks, depth: Int,
                                                                        label: [DetachedModifierExtension] = [])
    where Blocks.Index == Int {
        guard depth <= ExportPlan.maximumDepth else { return }
        var label = label
        var position = blocks.startIndex
        while position < blocks.endIndex {
            let block = blocks[position]
            position += 1
            guard block.isShown else { continue }
            guard case .rangeable(let first) = block else {
                if case .paragraph(let paragraph) = block {
                    writeParagraph("Para", paragraph.visibleContent, label: label, depth: depth)
                    label = []
                } else {
                    writeBlock(block, depth: depth)
                }
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
            case .footnote: break
            case .tableCell: writeTable(group, depth: depth)
            }
        }
        if !label.isEmpty { writeParagraph("Para", [], label: label, depth: depth) }
    }

    /// `Para` (or `Plain`) of a label's spans then `inlines`; nothing when both are empty.
    mutating func writeParagraph(_ kind: String, _ inlines: [NorgInline], label: [DetachedModifierExtension], depth: Int) {
        guard !inlines.isEmpty || !label.isEmpty else { return }
        node(kind) { writer in
            writer.list { writer in
                writer.writeLabel(label)
                writer.writeInlines(inlines, depth: depth + 1)
            }
        }
    }

    /// A task's status as a `Span` of class `task` (attribute `status`, its symbol as text) and
    /// each badge as a `Span` of class `badge` and its kind (`priority`, `due` …), then a space.
    mutating func writeLabel(_ extensions: [DetachedModifierExtension]) {
        for item in extensions {
            if let status = item.status {
                node("Span") { writer in
                    writer.list { writer in
                        writer.attr(classes: ["task"], [("status", status.rawValue)])
                        writer.list { $0.writeText(status.unicodeSymbol) }
                    }
                }
                node("Space")
            }
            if let badge = TaskBadge(item) {
                let kind = Self.badgeName(badge.kind)
                node("Span") { writer in
                    writer.list { writer in
                        writer.attr(classes: ["badge", kind], [(kind, badge.value)])
                        writer.list { $0.writeText(badge.text) }
                    }
                }
                node("Space")
            }
        }
    }

    static func badgeName(_ kind: TaskBadge.Kind) -> String {
        switch kind {
        case .priority: "priority"
        case .due: "due"
        case .start: "start"
        case .recurrence: "recurrence"
        case .timestamp: "timestamp"
        }
    }

    mutating func writeBlock(_ block: NorgBlock, depth: Int) {
        switch block {
        case .heading(let heading):
            let id = plan.index.id(for: heading.range) ?? ""
            node("Header") { writer in
                writer.list { writer in
                    writer.number(min(max(heading.level, 1), 6))
                    writer.attr(id: id, heading.level > 6 ? [("level", String(heading.level))] : [])
                    writer.list { writer in
                        writer.writeLabel(heading.extensions)
                        writer.writeInlines(heading.title, depth: depth + 1)
                    }
                }
            }
            writeBlocks(heading.content, depth: depth + 1)
        case .paragraph(let paragraph):
            writeParagraph("Para", paragraph.visibleContent, label: [], depth: depth)
        case .list(let list):
            writeList(list, depth: depth)
        case .quote(let quote):
            node("BlockQuote") { writer in
                writer.list { $0.writeBlocks(quote.content, depth: depth + 1, label: quote.extensions) }
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
            if delimiter.kind == .horizontalRule { node("HorizontalRule") }
        }
    }

    /// `BulletList` or `OrderedList` (from 1, decimal); a tight item's paragraph is `Plain`.
    mutating func writeList(_ list: NorgList, depth: Int) {
        let items = list.items.filter { !$0.isCommentedOut }
        let body: (inout PandocWriter) -> Void = { writer in
            writer.list { writer in
                for item in items where depth + 1 <= ExportPlan.maximumDepth {
                    writer.list { writer in
                        let extensions = Array(item.extensions)
                        if let lead = item.content.loneParagraph {
                            writer.writeParagraph("Plain", lead.visibleContent, label: extensions, depth: depth + 1)
                        } else {
                            writer.writeBlocks(item.content, depth: depth + 1, label: extensions)
                        }
                    }
                }
            }
        }
        if list.kind == .ordered {
            node("OrderedList") { writer in
                writer.list { writer in
                    writer.list { writer in
                        writer.number(1)
                        writer.node("Decimal")
                        writer.node("Period")
                    }
                    body(&writer)
                }
            }
        } else {
            node("BulletList") { writer in body(&writer) }
        }
    }

    /// `DefinitionList`: each term (its label, then its title, in a `Span` with the index's id)
    /// with its content as one definition.
    private mutating func writeDefinitions(_ items: [RangeableItem], depth: Int) {
        node("DefinitionList") { writer in
            writer.list { writer in
                for item in items {
                    writer.list { writer in
                        writer.list { writer in
                            writer.writeLabel(item.extensions)
                            writer.node("Span") { writer in
                                writer.list { writer in
                                    writer.attr(id: writer.plan.index.id(for: item.range) ?? "")
                                    writer.list { $0.writeText(item.title) }
                                }
                            }
                        }
                        writer.list { writer in
                            writer.list { $0.writeBlocks(item.content, depth: depth + 1) }
                        }
                    }
                }
            }
        }
    }

    /// A footnote's content without the footnotes nested in it (each is a note of its own);
    /// its title when it has no content.
    mutating func writeFootnoteBody(_ note: RangeableItem, depth: Int) {
        let content = note.content.filter { block in
            if case .rangeable(let inner) = block, inner.kind == .footnote { return false }
            return true
        }
        if content.isEmpty {
            var title = [NorgInline]()
            title.append(.text(NorgText(note.title), range: note.titleRange))
            writeParagraph("Para", title, label: Array(note.extensions), depth: depth)
        } else {
            writeBlocks(content, depth: depth + 1, label: note.extensions)
        }
    }

    /// The footnotes no link refers to, at the end in a `Div` of class `footnotes`, each in a
    /// `Div` of class `footnote` with its id and title.
    mutating func writeUnreferencedFootnotes() {
        let unreferenced = plan.footnotes.indices.filter { !writtenNotes.contains($0 + 1) }
        guard !unreferenced.isEmpty else { return }
        node("Div") { writer in
            writer.list { writer in
                writer.attr(classes: ["footnotes"])
                writer.list { writer in
                    for position in unreferenced {
                        // A note an earlier one referred to is written there already.
                        guard writer.writtenNotes.insert(position + 1).inserted else { continue }
                        let note = writer.plan.footnotes[position]
                        writer.node("Div") { writer in
                            writer.list { writer in
                                writer.attr(id: writer.plan.index.id(for: note.range) ?? "", classes: ["footnote"],
                                            [("title", note.title)])
                                writer.list { $0.writeFootnoteBody(note, depth: 1) }
                            }
                        }
                    }
                }
            }
        }
    }
}
