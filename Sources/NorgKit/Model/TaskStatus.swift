/// The TODO status a detached modifier extension gives its item, such as the `x` of `- (x) Buy milk`.
///
/// Raw values are the stable names used by the CLI, JSON and HTML (`data-status`).
public enum TaskStatus: String, CaseIterable, Sendable, Hashable, Codable {
    /// `( )`: not done yet.
    case undone
    /// `(x)`: done.
    case done
    /// `(-)`: in progress (pending).
    case pending
    /// `(=)`: on hold.
    case onHold
    /// `(_)`: cancelled, put down without being done.
    case cancelled
    /// `(!)`: urgent.
    case urgent
    /// `(+)`: recurring; the extension may carry a timestamp for when it recurs (`(+ 5th Jan)`).
    case recurring
    /// `(?)`: uncertain, needs further input before it can be done.
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
