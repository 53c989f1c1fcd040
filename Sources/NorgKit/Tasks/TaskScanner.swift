/// Finds every task of a document: each detached modifier (list item, heading, quote, definition,
/// footnote, table cell) whose extensions carry a TODO status.
///
/// Tasks come in document order. Only what a reader sees holds tasks, by the rule every renderer
/// reads: blocks that are not shown (`NorgBlock.isShown`: a block or list a `#comment`/`+comment`
/// carryover tag hides, `|comment`, macro definitions), list items a `comment` carryover tag hides
/// (`ListItem.isCommentedOut`), verbatim ranged tags (`@code` …) and the ranged tags whose content
/// is not shown as blocks (`RangedTag.holdsShownBlocks`: `|example` shows markup and does not hold
/// tasks). The null modifier `%…%` is inline, so it cannot hold a task.
///
/// `progress` counts the tasks whose nearest enclosing task is this one (direct task children,
/// however deeply the blocks between them nest). Cancelled tasks count neither as done nor in the
/// total, as in Neorg; a task with no other nested tasks has a nil `progress`.
public enum TaskScanner {
    /// The tasks of `document`, in document order, each with its headings and its progress.
    public static func scan(_ document: NorgDocument) -> [NorgTask] {
        scanWithExtensions(document).tasks
    }

    /// The tasks together with the extensions each was read from (for the write-back), as
    /// parallel arrays: `scan` hands the tasks on without copying one.
    struct Found {
        var tasks: [NorgTask] = []
        var extensions: [ExtensionList] = []
        /// Index of each task's nearest enclosing task.
        var parents: [Int?] = []
    }

    /// One array of sibling nodes being walked, and what encloses them.
    private struct Frame {
        enum Siblings {
            case blocks([NorgBlock])
            case items([ListItem], NorgList.Kind)
        }

        var siblings: Siblings
        var next = 0
        var headings: [String]
        /// Index in `found` of the nearest enclosing task.
        var parentTask: Int?

        var count: Int {
            switch siblings {
            case .blocks(let blocks): blocks.count
            case .items(let items, _): items.count
            }
        }
    }

    static func scanWithExtensions(_ document: NorgDocument) -> Found {
        var found = Found()
        // A walk of its own, not a `NorgWalker`: the scan is hot (it runs on every save and listing)
        // and its work per node is small, so the engine's cost per event shows. Built on the engine
        // (a walker of blocks whose enter/leave push and pop the heading titles and the nearest
        // task), the scan costs about a sixth more instructions (docs/PERFORMANCE.md): each event
        // lends the walker a whole `NorgBlock` or `ListItem`, where this loop binds only the fields
        // it reads, in place.
        // An explicit stack keeps the walk's depth independent of the input's nesting. It holds one
        // frame per array of siblings, not one entry per node: a node's children are walked in
        // place, never copied into a new array first.
        var stack = [Frame(siblings: .blocks(document.blocks), headings: [], parentTask: nil)]
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            let headings = stack[top].headings
            let parentTask = stack[top].parentTask
            let carrier: Candidate
            // The blocks to walk inside the carrier (none for an item's lone paragraph: a
            // paragraph holds no task).
            let content: [NorgBlock]
            var childHeadings = headings
            switch stack[top].siblings {
            case .blocks(let blocks):
                // `NorgBlock.isShown`, read in place on the fields each case binds (copying each block
                // out to ask it cost the scan a tenth more instructions): a block holding a task is
                // shown unless a comment carryover tag hides it, a ranged tag unless it does not hold
                // shown blocks (`|comment`, a macro definition); a verbatim tag holds no task.
                switch blocks[index] {
                case .heading(let heading):
                    guard !heading.carryovers.holdsComment else { continue }
                    carrier = Candidate(kind: .heading(level: heading.level), extensions: ExtensionList(heading.extensions),
                                        spans: heading.title, range: heading.range)
                    childHeadings.append(heading.title.plainText)
                    content = heading.content
                case .list(let list):
                    guard !list.carryovers.holdsComment else { continue }
                    stack.append(Frame(siblings: .items(list.items, list.kind), headings: headings, parentTask: parentTask))
                    continue
                case .quote(let quote):
                    guard !quote.carryovers.holdsComment else { continue }
                    carrier = Candidate(kind: .quote, extensions: ExtensionList(quote.extensions),
                                        spans: Self.firstParagraph(of: quote.content), range: quote.range)
                    content = quote.content
                case .rangeable(let item):
                    guard !item.carryovers.holdsComment else { continue }
                    carrier = Candidate(kind: item.kind.carrier, extensions: ExtensionList(item.extensions),
                                        spans: item.title.isEmpty ? [] : [.text(NorgText(item.title), range: item.titleRange)],
                                        range: item.range)
                    content = item.content
                case .rangedTag(let tag):
                    guard tag.holdsShownBlocks, !tag.carryovers.holdsComment else { continue }
                    stack.append(Frame(siblings: .blocks(tag.content), headings: headings, parentTask: parentTask))
                    continue
                case .paragraph, .verbatimTag, .infirmTag, .delimiter:
                    continue
                }
            case .items(let items, let kind):
                guard !items[index].carryovers.holdsComment else { continue }
                let spans: [NorgInline]
                if let paragraph = items[index].content.loneParagraph {
                    spans = paragraph.content
                    content = []
                } else {
                    let blocks = items[index].content.array
                    spans = Self.firstParagraph(of: blocks)
                    content = blocks
                }
                carrier = Candidate(kind: kind == .ordered ? .orderedItem : .unorderedItem,
                                    extensions: items[index].extensions, spans: spans, range: items[index].range)
            }

            var parentOfChildren = parentTask
            if let status = carrier.extensions.taskStatus {
                // A lone status (most tasks) has no parameters: nothing is looked up or made for it.
                let task = carrier.extensions.isLoneStatus
                    ? NorgTask(status: status, text: carrier.spans.plainText, spans: carrier.spans,
                               line: carrier.range.start.line, carrier: carrier.kind, range: carrier.range, priority: nil,
                               due: nil, start: nil, headings: headings, progress: nil, moreDates: [])
                    : Self.task(status: status, carrier: carrier, headings: headings)
                parentOfChildren = found.tasks.count
                found.tasks.append(task)
                found.extensions.append(carrier.extensions)
                found.parents.append(parentTask)
            }
            if !content.isEmpty {
                stack.append(Frame(siblings: .blocks(content), headings: childHeadings, parentTask: parentOfChildren))
            }
        }
        Self.fillProgress(&found)
        return found
    }

    /// What the walk needs from any task-carrying node.
    private struct Candidate {
        var kind: NorgTask.Carrier
        /// As an `ExtensionList`, so that a list item's lone status needs no array.
        var extensions: ExtensionList
        var spans: [NorgInline]
        var range: SourceRange
    }

    /// The task `carrier` carries when it has more than a lone status: its priority, due and start
    /// dates and timestamp, each from the first extension of its kind, and the date its status
    /// carries when that status is recurring (`(+ 5th Jan)`).
    private static func task(status: TaskStatus, carrier: Candidate, headings: [String]) -> NorgTask {
        let extensions = carrier.extensions
        var recurrence: TaskTimestamp?
        if status == .recurring, let parameter = extensions.firstStatusItem?.parameter, !parameter.isEmpty {
            recurrence = TaskTimestamp(parsing: parameter)
        }
        let timestamp = extensions.parameter(of: .timestamp).map(TaskTimestamp.init(parsing:))
        return NorgTask(status: status, text: carrier.spans.plainText, spans: carrier.spans, line: carrier.range.start.line,
                        carrier: carrier.kind, range: carrier.range, priority: extensions.parameter(of: .priority),
                        due: extensions.parameter(of: .due).map(TaskTimestamp.init(parsing:)),
                        start: extensions.parameter(of: .start).map(TaskTimestamp.init(parsing:)), headings: headings,
                        progress: nil, moreDates: NorgTask.MoreDates.array(timestamp: timestamp, recurrence: recurrence))
    }

    private static func firstParagraph(of content: [NorgBlock]) -> [NorgInline] {
        if case .paragraph(let paragraph)? = content.first { return paragraph.content }
        return []
    }

    private static func fillProgress(_ found: inout Found) {
        var done = [Int](repeating: 0, count: found.tasks.count)
        var total = [Int](repeating: 0, count: found.tasks.count)
        for index in found.tasks.indices {
            guard let parent = found.parents[index], found.tasks[index].status != .cancelled else { continue }
            total[parent] += 1
            if found.tasks[index].status == .done { done[parent] += 1 }
        }
        for index in found.tasks.indices where total[index] > 0 {
            found.tasks[index].progress = TaskProgress(done: done[index], total: total[index])
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
