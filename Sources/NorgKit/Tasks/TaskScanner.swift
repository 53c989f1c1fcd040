/// Finds every task of a document: each detached modifier (list item, heading, quote, definition,
/// footnote, table cell) whose extensions carry a TODO status.
///
/// Tasks come in document order. Content that is not part of the rendered document is skipped:
/// verbatim ranged tags (`@code` …), `|comment`, `|example` (it shows markup, it does not hold
/// tasks) and macro definitions (`=name` … `=end`, a template). The null modifier `%…%` is inline,
/// so it cannot hold a task.
///
/// `progress` counts the tasks whose nearest enclosing task is this one (direct task children,
/// however deeply the blocks between them nest). Cancelled tasks count neither as done nor in the
/// total, as in Neorg; a task with no other nested tasks has a nil `progress`.
public enum TaskScanner {
    public static func scan(_ document: NorgDocument) -> [NorgTask] {
        scanWithExtensions(document).map(\.task)
    }

    /// A task together with the extensions it was read from (for the write-back).
    struct Found {
        var task: NorgTask
        var extensions: [DetachedModifierExtension]
    }

    /// One pending node of the walk and what encloses it.
    private struct Entry {
        enum Node {
            case block(NorgBlock)
            case item(ListItem, NorgList.Kind)
        }

        var node: Node
        var headings: [String]
        /// Index in `found` of the nearest enclosing task.
        var parentTask: Int?
    }

    static func scanWithExtensions(_ document: NorgDocument) -> [Found] {
        var found: [Found] = []
        var parents: [Int?] = []
        // An explicit stack keeps the walk's depth independent of the input's nesting.
        var stack: [Entry] = document.blocks.reversed().map { Entry(node: .block($0), headings: [], parentTask: nil) }
        while let entry = stack.popLast() {
            let carrier: Candidate
            var children: [Entry.Node] = []
            var childHeadings = entry.headings
            switch entry.node {
            case .block(let block):
                switch block {
                case .heading(let heading):
                    carrier = Candidate(kind: .heading(level: heading.level), extensions: heading.extensions,
                                        spans: heading.title, range: heading.range)
                    childHeadings.append(heading.title.plainText)
                    children = heading.content.map(Entry.Node.block)
                case .list(let list):
                    let items = list.items.map { Entry.Node.item($0, list.kind) }
                    stack.append(contentsOf: items.reversed().map {
                        Entry(node: $0, headings: entry.headings, parentTask: entry.parentTask)
                    })
                    continue
                case .quote(let quote):
                    carrier = Candidate(kind: .quote, extensions: quote.extensions,
                                        spans: Self.firstParagraph(of: quote.content), range: quote.range)
                    children = quote.content.map(Entry.Node.block)
                case .rangeable(let item):
                    carrier = Candidate(kind: item.kind.carrier, extensions: item.extensions,
                                        spans: item.title.isEmpty ? [] : [.text(NorgText(item.title), range: item.titleRange)],
                                        range: item.range)
                    children = item.content.map(Entry.Node.block)
                case .rangedTag(let tag):
                    guard tag.kind == .standard, tag.name != "comment", tag.name != "example" else { continue }
                    stack.append(contentsOf: tag.content.reversed().map {
                        Entry(node: .block($0), headings: entry.headings, parentTask: entry.parentTask)
                    })
                    continue
                case .paragraph, .verbatimTag, .infirmTag, .delimiter:
                    continue
                }
            case .item(let item, let kind):
                carrier = Candidate(kind: kind == .ordered ? .orderedItem : .unorderedItem, extensions: item.extensions,
                                    spans: Self.firstParagraph(of: item.content), range: item.range)
                children = item.content.map(Entry.Node.block)
            }

            var parentOfChildren = entry.parentTask
            if let status = carrier.extensions.taskStatus {
                let task = NorgTask(
                    status: status,
                    text: carrier.spans.plainText,
                    spans: carrier.spans,
                    line: carrier.range.start.line,
                    carrier: carrier.kind,
                    range: carrier.range,
                    priority: carrier.extensions.parameter(of: .priority),
                    due: carrier.extensions.parameter(of: .due).map(TaskTimestamp.init(parsing:)),
                    start: carrier.extensions.parameter(of: .start).map(TaskTimestamp.init(parsing:)),
                    headings: entry.headings
                )
                parentOfChildren = found.count
                found.append(Found(task: task, extensions: carrier.extensions))
                parents.append(entry.parentTask)
            }
            stack.append(contentsOf: children.reversed().map {
                Entry(node: $0, headings: childHeadings, parentTask: parentOfChildren)
            })
        }
        Self.fillProgress(&found, parents: parents)
        return found
    }

    /// What the walk needs from any task-carrying node.
    private struct Candidate {
        var kind: NorgTask.Carrier
        var extensions: [DetachedModifierExtension]
        var spans: [NorgInline]
        var range: SourceRange
    }

    private static func firstParagraph(of content: [NorgBlock]) -> [NorgInline] {
        if case .paragraph(let paragraph)? = content.first { return paragraph.content }
        return []
    }

    private static func fillProgress(_ found: inout [Found], parents: [Int?]) {
        var done = [Int](repeating: 0, count: found.count)
        var total = [Int](repeating: 0, count: found.count)
        for (index, parent) in parents.enumerated() {
            guard let parent, found[index].task.status != .cancelled else { continue }
            total[parent] += 1
            if found[index].task.status == .done { done[parent] += 1 }
        }
        for index in found.indices where total[index] > 0 {
            found[index].task.progress = TaskProgress(done: done[index], total: total[index])
        }
    }
}

extension RangeableItem.Kind {
    fileprivate var carrier: NorgTask.Carrier {
        switch self {
        case .definition: .definition
        case .footnote: .footnote
        case .tableCell: .tableCell
        }
    }
}
