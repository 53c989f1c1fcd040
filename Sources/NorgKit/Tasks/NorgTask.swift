/// A task: a detached modifier whose extensions carry a TODO status (`- ( ) Buy milk`,
/// `* (x) Chapter`), as `TaskScanner` finds it.
public struct NorgTask: Sendable, Hashable, Identifiable {
    /// Which detached modifier carries the task: it decides where `text` comes from and what
    /// `range` covers.
    public enum Carrier: Sendable, Hashable {
        /// A `-` list item, of any level; `text` is its paragraph.
        case unorderedItem
        /// A `~` list item, of any level; `text` is its paragraph.
        case orderedItem
        /// A heading with `level` `*`s; `text` is its title.
        case heading(level: Int)
        /// A `>` quote, of any level; `text` is its quoted paragraph.
        case quote
        /// A `$` or `$$` definition; `text` is its term, the title.
        case definition
        /// A `^` or `^^` footnote; `text` is its title.
        case footnote
        /// A `:` or `::` table cell; `text` is its title, the cell's position or motions (`A1`, `>`).
        case tableCell
    }

    /// The TODO status, from the first status extension (`x` of `(x|# A)`).
    public var status: TaskStatus
    /// Plain text of the carrier's title or first paragraph (see `Carrier`): markup removed,
    /// whitespace collapsed. Empty when the carrier has none, such as an item whose first block is
    /// a list. A definition's, footnote's or table cell's title is verbatim, so its markup stays.
    public var text: String
    /// The same content with its markup, for styled display; a verbatim title is one text span.
    public var spans: [NorgInline]
    /// The 1-based source line of the detached modifier (its first `-`, `*`, `>` …).
    public var line: Int
    /// The detached modifier that carries the task.
    public var carrier: Carrier
    /// The range of the whole carrier, its nested content included: a heading's whole section, a
    /// list item with its nested items, a ranged definition up to its closing `$$`.
    public var range: SourceRange
    /// The parameter of the first `#` extension, trimmed (`A`, `0`, `HIGH` …); nil when there is no
    /// `#` or it has no parameter. Free text: nothing orders or checks it here.
    public var priority: String?
    /// The date of the first `<` extension (due by), parsed; nil without one. A date not read
    /// completely has `isUnderstood` false (see `TaskScanner.timestampDiagnostics`).
    public var due: TaskTimestamp?
    /// The date of the first `>` extension (work starts), parsed; nil without one. A date not read
    /// completely has `isUnderstood` false.
    public var start: TaskTimestamp?
    /// The date of the first `@` extension (a timestamp: when the task happens), parsed; nil
    /// without one. A date not read completely has `isUnderstood` false.
    public var timestamp: TaskTimestamp? {
        get { moreDates.first?.timestamp }
        set { setMoreDates(timestamp: newValue, recurrence: recurrence) }
    }
    /// The date a recurring status carries (`(+ 5th Jan)`: when the task recurs), parsed; nil when
    /// the status is not recurring or has no date (`(+)`). `TaskTimestamp.nextOccurrence(onOrAfter:)`
    /// reads it. A date not read completely has `isUnderstood` false.
    public var recurrence: TaskTimestamp? {
        get { moreDates.first?.recurrence }
        set { setMoreDates(timestamp: timestamp, recurrence: newValue) }
    }
    /// Plain-text titles of the headings that enclose the carrier, outermost first; a heading task
    /// does not list itself. Empty outside any heading.
    public var headings: [String]
    /// Done and total counts of the tasks whose nearest enclosing task is this one; nil when there
    /// is none that is not cancelled.
    public var progress: TaskProgress?

    /// The timestamp and recurrence, which few tasks have, kept out of line (one element or none),
    /// so that every other task stays as small as before: the scan copies each task.
    private var moreDates: [MoreDates] = []

    /// A timestamp and a recurrence, at least one of them set.
    struct MoreDates: Sendable, Hashable {
        var timestamp: TaskTimestamp?
        var recurrence: TaskTimestamp?

        /// None when both are nil, so equal tasks store them alike.
        static func array(timestamp: TaskTimestamp?, recurrence: TaskTimestamp?) -> [MoreDates] {
            timestamp == nil && recurrence == nil ? [] : [MoreDates(timestamp: timestamp, recurrence: recurrence)]
        }
    }

    private mutating func setMoreDates(timestamp: TaskTimestamp?, recurrence: TaskTimestamp?) {
        moreDates = MoreDates.array(timestamp: timestamp, recurrence: recurrence)
    }

    /// Tasks are identified by their line: one detached modifier per line.
    public var id: Int { line }

    /// A task with the given fields, for building tasks by hand; `TaskScanner` fills every field
    /// from a document.
    public init(status: TaskStatus, text: String, spans: [NorgInline], line: Int, carrier: Carrier,
                range: SourceRange, priority: String? = nil, due: TaskTimestamp? = nil, start: TaskTimestamp? = nil,
                headings: [String] = [], progress: TaskProgress? = nil, timestamp: TaskTimestamp? = nil,
                recurrence: TaskTimestamp? = nil) {
        self.init(status: status, text: text, spans: spans, line: line, carrier: carrier, range: range,
                  priority: priority, due: due, start: start, headings: headings, progress: progress,
                  moreDates: MoreDates.array(timestamp: timestamp, recurrence: recurrence))
    }

    /// The scanner's: the timestamp and recurrence already in their stored form, so a task without
    /// them passes an empty array rather than two optionals to destroy.
    init(status: TaskStatus, text: String, spans: [NorgInline], line: Int, carrier: Carrier, range: SourceRange,
         priority: String?, due: TaskTimestamp?, start: TaskTimestamp?, headings: [String], progress: TaskProgress?,
         moreDates: [MoreDates]) {
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
        self.moreDates = moreDates
    }
}

/// How many of the tasks nested under a task are done: its direct task children, those whose
/// nearest enclosing task it is, however deeply the blocks between them nest. Cancelled children
/// count in neither figure, as in Neorg.
public struct TaskProgress: Sendable, Hashable {
    /// The children whose status is done (`x`).
    public var done: Int
    /// The children that are not cancelled; at least `done`.
    public var total: Int

    /// Progress of `done` out of `total` child tasks.
    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}
