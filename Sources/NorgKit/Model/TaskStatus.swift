/// The TODO state carried by a detached modifier extension such as `- (x) Buy milk`.
///
/// Raw values are the stable names used by the CLI, JSON and HTML (`data-status`).
public enum TaskStatus: String, CaseIterable, Sendable, Hashable, Codable {
    case undone
    case done
    case pending
    case onHold
    case cancelled
    case urgent
    case recurring
    case uncertain

    /// The character that spells this status inside `( )` in Norg source.
    public var character: Character {
        switch self {
        case .undone: " "
        case .done: "x"
        case .pending: "-"
        case .onHold: "="
        case .cancelled: "_"
        case .urgent: "!"
        case .recurring: "+"
        case .uncertain: "?"
        }
    }

    /// The status a Norg extension character stands for, if it is one.
    public init?(character: Character) {
        guard let status = TaskStatus.allCases.first(where: { $0.character == character }) else { return nil }
        self = status
    }
}

extension TaskStatus {
    /// What a tap on a task's symbol sets: done becomes undone, anything else becomes done.
    public var toggled: TaskStatus { self == .done ? .undone : .done }
}
