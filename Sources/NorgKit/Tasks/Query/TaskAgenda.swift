/// Where an open task stands on a day's agenda.
public enum TaskAgendaGroup: String, Sendable, Hashable, CaseIterable {
    /// Due before today.
    case overdue
    /// Due today.
    case today
    /// Due in the seven days after today.
    case nextSevenDays
    /// Due later than that.
    case later
    /// No due date that names a day.
    case noDate

    /// The group's heading, in English.
    public var title: String {
        switch self {
        case .overdue: "Overdue"
        case .today: "Today"
        case .nextSevenDays: "Next 7 days"
        case .later: "Later"
        case .noDate: "No date"
        }
    }

    /// The group of `task` on `today`'s agenda; nil for a task that is done or cancelled.
    public init?(_ task: NorgTask, today: TaskDay) {
        guard TaskStatus.open.contains(task.status) else { return nil }
        guard let due = task.due?.taskDay(near: today, latest: true) else {
            self = .noDate
            return
        }
        let days = due.dayNumber - today.dayNumber
        self = days < 0 ? .overdue : days == 0 ? .today : days <= 7 ? .nextSevenDays : .later
    }
}
