import NorgKit

/// An open task on a site's agenda page, with the page it is on and where on that page it sits.
public struct SiteAgendaItem: Sendable, Hashable {
    /// The key of the page the task is on.
    public var page: String
    /// The task as `TaskScanner` found it.
    public var task: NorgTask
    /// The id on that page the agenda links to: the task's own (a heading task), else its
    /// innermost enclosing heading's; nil for a task above every heading (the link is to the page).
    public var anchor: String?

    /// An agenda item for `task` on the page whose key is `page`, linking to `anchor` on it.
    public init(page: String, task: NorgTask, anchor: String?) {
        self.page = page
        self.task = task
        self.anchor = anchor
    }

    /// The open tasks of the document at `page` in `site`, in document order.
    public static func items(of document: NorgDocument, page: String, site: HTMLSite) -> [SiteAgendaItem] {
        let tasks = TaskScanner.scan(document).filter { TaskStatus.open.contains($0.status) }
        guard !tasks.isEmpty else { return [] }
        let index = site.index(at: page) ?? LinkIndex(document: document)
        var headings: [(range: SourceRange, id: String)] = []
        document.forEachBlock { block, _ in
            if case .heading(let heading) = block, let id = index.id(for: heading.range) {
                headings.append((heading.range, id))
            }
        }
        // Headings come in document order, each before the headings it contains, so one sweep with
        // a stack of the headings open at each task finds every task's innermost heading.
        var open: [(end: Int, id: String)] = []
        var next = 0
        return tasks.map { task in
            let start = task.range.start.offset
            while next < headings.count, headings[next].range.start.offset <= start {
                while let last = open.last, last.end <= headings[next].range.start.offset { open.removeLast() }
                open.append((headings[next].range.end.offset, headings[next].id))
                next += 1
            }
            while let last = open.last, last.end <= start { open.removeLast() }
            return SiteAgendaItem(page: page, task: task, anchor: index.id(for: task.range) ?? open.last?.id)
        }
    }
}
