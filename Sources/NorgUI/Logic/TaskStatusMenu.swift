import NorgKit

/// The order and choices of a task's status menu and accessibility actions.
public enum TaskStatusMenu {
    /// Every status, in the order the long-press menu lists them: open work first, closed last.
    public static let statuses: [TaskStatus] = [
        .undone, .pending, .done, .urgent, .recurring, .onHold, .uncertain, .cancelled,
    ]

    /// The statuses offered as accessibility actions: every status but the current one.
    public static func alternatives(to status: TaskStatus) -> [TaskStatus] {
        statuses.filter { $0 != status }
    }
}
