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

extension TaskStatusMenu {
    /// How VoiceOver reads a task once, with its status: the status symbol (a button offering the
    /// other statuses) reads "Done, Buy milk" and the text beside it is not read again; a task
    /// heading keeps its text as an element of its own, for the headings rotor, and its symbol
    /// reads only the status.
    struct Speech: Sendable, Hashable {
        /// The symbol's label carries the task's text after its status.
        var symbolReadsText: Bool
        /// The text is an accessibility element of its own.
        var textIsOwnElement: Bool

        init(isHeading: Bool) {
            symbolReadsText = !isHeading
            textIsOwnElement = isHeading
        }
    }
}
