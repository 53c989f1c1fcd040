/// A task: a detached modifier carrying a TODO status extension, as `TaskScanner` finds it.
public struct NorgTask: Sendable, Hashable, Identifiable {
    /// Which detached modifier carries the task.
    public enum Carrier: Sendable, Hashable {
        case unorderedItem
        case orderedItem
        case heading(level: Int)
        case quote
        case definition
        case footnote
        case tableCell
    }

    public var status: TaskStatus
    /// Plain text of the item's title or first paragraph: markup removed, whitespace collapsed.
    public var text: String
    /// The same content with its markup, for styled display.
    public var spans: [NorgInline]
    /// The 1-based source line of the detached modifier.
    public var line: Int
    public var carrier: Carrier
    /// The range of the whole item.
    public var range: SourceRange
    /// `#` extension parameter (`A`, `HIGH` …).
    public var priority: String?
    /// `<` extension.
    public var due: TaskTimestamp?
    /// `>` extension.
    public var start: TaskTimestamp?
    /// Titles (plain text) of the enclosing headings, outermost first.
    public var headings: [String]
    /// Done and total counts of the tasks nested under this one, nil when it has none.
    public var progress: TaskProgress?

    /// Tasks are identified by their line: one detached modifier per line.
    public var id: Int { line }

    public init(status: TaskStatus, text: String, spans: [NorgInline], line: Int, carrier: Carrier,
                range: SourceRange, priority: String? = nil, due: TaskTimestamp? = nil, start: TaskTimestamp? = nil,
                headings: [String] = [], progress: TaskProgress? = nil) {
        self.status = status
        self.text = text
        self.spans = spans
        self.line = line
        self.carrier = carrier
        self.range = range
        self.priority = priority
        self.due = due
        self.start = start
        self.headings = headings
        self.progress = progress
    }
}

/// How many of the tasks nested under a task are done.
public struct TaskProgress: Sendable, Hashable {
    public var done: Int
    public var total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}
