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
        var extensions: ExtensionList
        /// Index of the nearest enclosing task.
        var parent: Int?
    }

    static func scanWithExtensions(_ document: NorgDocument) -> [Found] {
        var walker = TaskWalker()
        document.walk(&walker)
        Self.fillProgress(&walker.found)
        return walker.found
    }

    /// The scan as a walker of blocks: a task carrier is entered as a block or a list item, and
    /// what encloses the nodes inside it (its heading's title, itself as the nearest task) is kept
    /// on two stacks the carrier's leave pops.
    private struct TaskWalker: NorgWalker {
        var found: [Found] = []
        /// The titles of the enclosing headings, outermost first.
        var headings: [String] = []
        /// For each enclosing carrier, the index in `found` of the nearest enclosing task inside it.
        var parents: [Int?] = []

        var visitsInlines: Bool { false }

        mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
            switch block {
            case .heading(let heading):
                enter(Candidate(kind: .heading(level: heading.level), extensions: .list(heading.extensions),
                                spans: heading.title, range: heading.range))
                headings.append(heading.title.plainText)
            case .quote(let quote):
                enter(Candidate(kind: .quote, extensions: .list(quote.extensions),
                                spans: TaskScanner.firstParagraph(of: quote.content), range: quote.range))
            case .rangeable(let item):
                enter(Candidate(kind: item.kind.carrier, extensions: .list(item.extensions),
                                spans: item.title.isEmpty ? [] : [.text(NorgText(item.title), range: item.titleRange)],
                                range: item.range))
            case .list:
                break
            case .rangedTag(let tag):
                guard tag.kind == .standard, tag.name != "comment", tag.name != "example" else { return .skipChildren }
            case .paragraph, .verbatimTag, .infirmTag, .delimiter:
                return .skipChildren
            }
            return .visitChildren
        }

        mutating func leaveBlock(_ block: NorgBlock) {
            switch block {
            case .heading:
                headings.removeLast()
                parents.removeLast()
            case .quote, .rangeable:
                parents.removeLast()
            default:
                break
            }
        }

        mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction {
            let spans: [NorgInline]
            let holdsMore: Bool
            switch item.contentBlocks {
            case .paragraph(let paragraph):
                spans = paragraph.content
                holdsMore = false
            case .blocks(let blocks):
                spans = TaskScanner.firstParagraph(of: blocks)
                holdsMore = true
            }
            enter(Candidate(kind: kind == .ordered ? .orderedItem : .unorderedItem, extensions: item.extensionList,
                            spans: spans, range: item.range))
            // An item's lone paragraph holds no task.
            return holdsMore ? .visitChildren : .skipChildren
        }

        mutating func leaveListItem(_ item: ListItem, kind: NorgList.Kind) {
            parents.removeLast()
        }

        /// Notes the carrier's task, if it is one, as the nearest task of what it holds.
        private mutating func enter(_ carrier: Candidate) {
            let parentTask = parents.last ?? nil
            guard let status = carrier.extensions.taskStatus else {
                parents.append(parentTask)
                return
            }
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
                headings: headings
            )
            parents.append(found.count)
            found.append(Found(task: task, extensions: carrier.extensions, parent: parentTask))
        }
    }

    /// What the walk needs from any task-carrying node.
    private struct Candidate {
        var kind: NorgTask.Carrier
        /// As an `ExtensionList`, so that a list item's lone status needs no array.
        var extensions: ExtensionList
        var spans: [NorgInline]
        var range: SourceRange
    }

    private static func firstParagraph(of content: [NorgBlock]) -> [NorgInline] {
        if case .paragraph(let paragraph)? = content.first { return paragraph.content }
        return []
    }

    private static func fillProgress(_ found: inout [Found]) {
        var done = [Int](repeating: 0, count: found.count)
        var total = [Int](repeating: 0, count: found.count)
        for index in found.indices {
            guard let parent = found[index].parent, found[index].task.status != .cancelled else { continue }
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
