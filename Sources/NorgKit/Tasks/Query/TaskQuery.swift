/// A question asked of tasks — which are open, due this week, under a heading — and the order to
/// answer in. The same query serves the command line (`norg tasks`, `norg agenda`) and apps.
///
/// ```swift
/// var query = TaskQuery()
/// query.statuses = TaskStatus.open
/// query.due = .week(from: today)
/// query.sort = .due
/// let thisWeek = query.apply(TaskScanner.scan(document), today: .today())
/// ```
public struct TaskQuery: Sendable, Hashable {
    /// When a date must fall (relative to the `today` a query is applied with).
    public enum DateFilter: Sendable, Hashable {
        /// Before today, and the task still open (a done or cancelled task is never overdue).
        case overdue
        /// On exactly this day.
        case on(TaskDay)
        /// Strictly before this day.
        case before(TaskDay)
        /// Strictly after this day.
        case after(TaskDay)
        /// On any day of this range, both ends included.
        case within(ClosedRange<TaskDay>)

        /// This week: `today` and the `TaskAgendaGroup.daysAfterToday` days after it, the days the
        /// agenda shows under Today and Next 7 days (`norg tasks --due week`).
        public static func week(from today: TaskDay) -> DateFilter {
            .within(today...today.adding(days: TaskAgendaGroup.daysAfterToday))
        }
    }

    /// The order a query lists the tasks that answer it in (`norg tasks --sort`).
    public enum Order: String, Sendable, Hashable, CaseIterable {
        /// Document order (as `TaskScanner` lists them).
        case document
        /// Earliest due day (`NorgTask.dueDay(today:)`) first; tasks without one last, in document order.
        case due
        /// `A` before `B` (priorities compared as written, ignoring case); tasks without one last.
        case priority
    }

    /// Only tasks with one of these statuses; nil for any.
    public var statuses: Set<TaskStatus>?
    /// Only tasks with one of these priorities (compared ignoring case); nil for any.
    public var priorities: Set<String>?
    /// When the day the task is due must fall; nil for any. The day is `NorgTask.dueDay(today:)`,
    /// the one the agenda groups by (a due date, else a recurring task's next occurrence, else its
    /// timestamp); a task without one never matches.
    public var due: DateFilter?
    /// When the task's start date must fall; nil for any. The date is read as
    /// `TaskTimestamp.taskDay(near:latest:)` reads it, a month without a day as its first day; a
    /// task without a readable start date never matches.
    public var start: DateFilter?
    /// Only tasks under a heading with this title (compared as link titles are: case folded,
    /// whitespace collapsed), at any level.
    public var underHeading: String?
    /// The order `apply(_:today:)` and `sorted(_:today:task:)` list tasks in; document order by default.
    public var sort: Order = .document

    /// A query; with no arguments it answers every task, in document order.
    /// - Parameters:
    ///   - statuses: Only tasks with one of these statuses; nil for any.
    ///   - priorities: Only tasks with one of these priorities (ignoring case); nil for any.
    ///   - due: When the due date must fall; nil for any.
    ///   - start: When the start date must fall; nil for any.
    ///   - underHeading: Only tasks under a heading with this title; nil for any.
    ///   - sort: The order of the answer.
    public init(statuses: Set<TaskStatus>? = nil, priorities: Set<String>? = nil, due: DateFilter? = nil,
                start: DateFilter? = nil, underHeading: String? = nil, sort: Order = .document) {
        self.statuses = statuses
        self.priorities = priorities
        self.due = due
        self.start = start
        self.underHeading = underHeading
        self.sort = sort
    }

    /// Whether `task` answers the query, with dates read relative to `today`.
    public func matches(_ task: NorgTask, today: TaskDay) -> Bool {
        if let statuses, !statuses.contains(task.status) { return false }
        if let priorities {
            guard let priority = task.priority, priorities.contains(where: { $0.lowercased() == priority.lowercased() }) else {
                return false
            }
        }
        if let due, !Self.day(task.dueDay(today: today), today: today, matches: due) { return false }
        if due == .overdue || start == .overdue, !TaskStatus.open.contains(task.status) { return false }
        if let start, !Self.day(task.start?.taskDay(near: today, latest: false), today: today, matches: start) {
            return false
        }
        if let underHeading {
            let wanted = LinkKey.normalize(underHeading)
            guard task.headings.contains(where: { LinkKey.normalize($0) == wanted }) else { return false }
        }
        return true
    }

    /// The tasks that answer the query, in its order (stable: ties keep their order in `tasks`).
    public func apply(_ tasks: [NorgTask], today: TaskDay) -> [NorgTask] {
        sorted(tasks.filter { matches($0, today: today) }, today: today) { $0 }
    }

    /// `items` (each carrying a task, e.g. with its file) in the query's order; ties, and every
    /// item for `.document`, keep their given order.
    public func sorted<Item>(_ items: [Item], today: TaskDay, task: (Item) -> NorgTask) -> [Item] {
        switch sort {
        case .document: items
        case .due: Self.stableSorted(items) { task($0).dueDay(today: today)?.dayNumber }
        case .priority: Self.stableSorted(items) { task($0).priority?.lowercased() }
        }
    }

    /// Sorted by `key`, items without one last, ties in their given order.
    private static func stableSorted<Item, Key: Comparable>(_ items: [Item], by key: (Item) -> Key?) -> [Item] {
        let keyed = items.enumerated().map { (key: key($0.element), index: $0.offset, item: $0.element) }
        return keyed.sorted { lhs, rhs in
            switch (lhs.key, rhs.key) {
            case let (left?, right?): left != right ? left < right : lhs.index < rhs.index
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): lhs.index < rhs.index
            }
        }.map(\.item)
    }

    private static func day(_ day: TaskDay?, today: TaskDay, matches filter: DateFilter) -> Bool {
        guard let day else { return false }
        switch filter {
        case .overdue: return day < today
        case .on(let wanted): return day == wanted
        case .before(let limit): return day < limit
        case .after(let limit): return day > limit
        case .within(let range): return range.contains(day)
        }
    }
}

extension TaskStatus {
    /// The statuses of tasks still to be acted on: undone, pending, urgent, on hold, uncertain
    /// and recurring (not done, not cancelled). Builds the set on each read: keep it in a local
    /// when testing many tasks.
    public static var open: Set<TaskStatus> { Set(allCases).subtracting([.done, .cancelled]) }
}
