extension NorgTask {
    /// The day the task is due: the one rule the agenda (`TaskAgendaGroup`), `TaskQuery.due`
    /// (`norg tasks --due`) and sorting by due date all read, so a task is due on the same day
    /// everywhere. In order:
    ///
    /// 1. A due date (`(< 5th Dec)`) gives it: a range is due at its end (not overdue before it
    ///    has ended), a month without a day on its last day.
    /// 2. Otherwise a recurring task with a date — the one its status carries (`(+ Fri)`), else
    ///    its timestamp (`(+|@ Fri)`) — is due on its next occurrence on or after `today`
    ///    (`TaskTimestamp.nextOccurrence(onOrAfter:)`: weekly, monthly, yearly or once).
    /// 3. Otherwise a timestamp (`(@ Fri 4th Dec 2026)`) gives it: a day as it is; a range or a
    ///    month (`(@ Dec 2026)`) on today while it runs, its first day before, its last after.
    ///
    /// A day and month without a year are read in the year nearest `today`
    /// (`TaskTimestamp.taskDay(near:latest:)`). Nil when none of these names a day.
    public func dueDay(today: TaskDay) -> TaskDay? {
        if let due, let day = (due.end ?? due).taskDay(near: today, latest: true) { return day }
        if status == .recurring, let rule = recurrence ?? timestamp, let next = rule.nextOccurrence(onOrAfter: today) {
            return next
        }
        guard let timestamp, let first = timestamp.taskDay(near: today, latest: false) else { return nil }
        let last = (timestamp.end ?? timestamp).taskDay(near: today, latest: true) ?? first
        return max(first, min(today, last))
    }
}
