/// Where an open task stands on a day's agenda.
public enum TaskAgendaGroup: String, Sendable, Hashable, CaseIterable {
    /// Due before today.
    case overdue
    /// Due today.
    case today
    /// Due in the seven days after today (`daysAfterToday`).
    case nextSevenDays
    /// Due later than that.
    case later
    /// No day it is due on (`NorgTask.dueDay(today:)` is nil).
    case noDate

    /// The days after today that Next 7 days covers. Today and these are "this week" everywhere:
    /// `TaskQuery.DateFilter.week(from:)` (`norg tasks --due week`) reads the same number.
    public static let daysAfterToday = 7

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

    /// The group of `task` on `today`'s agenda, by the day it is due (`NorgTask.dueDay(today:)`:
    /// its due date, else a recurring task's next occurrence, else its timestamp); nil for a task
    /// that is done or cancelled.
    public init?(_ task: NorgTask, today: TaskDay) {
        guard TaskStatus.open.contains(task.status) else { return nil }
        guard let due = task.dueDay(today: today) else {
            self = .noDate
            return
        }
        let days = due.dayNumber - today.dayNumber
        self = days < 0 ? .overdue : days == 0 ? .today : days <= Self.daysAfterToday ? .nextSevenDays : .later
    }
}
