/// One of a task's extensions shown as a small label beside its status: its priority, due or start
/// date, recurrence or timestamp, with the parameter as written. NorgHTML and NorgUI both show a
/// task's badges from this, in the order the extensions are written.
public struct TaskBadge: Sendable, Hashable {
    /// Which extension a badge shows; decides its prefix (`prefix`) and its class in HTML.
    public enum Kind: Sendable, Hashable {
        /// `#A`: priority.
        case priority
        /// `<date`: due.
        case due
        /// `>date`: starts.
        case start
        /// `+date` after a recurring status: when it recurs.
        case recurrence
        /// `@date`: a timestamp.
        case timestamp
    }

    /// Which extension the badge shows.
    public var kind: Kind
    /// The extension's parameter as written (`A`, `5th Feb`), never empty.
    public var value: String

    /// A badge showing `value` (not empty) as `kind`.
    public init(kind: Kind, value: String) {
        self.kind = kind
        self.value = value
    }

    /// The badge of `item`; nil for a status (the status symbol shows it) unless it is recurring with
    /// a parameter, and for an item without a parameter.
    public init?(_ item: DetachedModifierExtension) {
        guard let parameter = item.parameter, !parameter.isEmpty else { return nil }
        switch item.kind {
        case .status(let status):
            guard status == .recurring else { return nil }
            kind = .recurrence
        case .priority: kind = .priority
        case .due: kind = .due
        case .start: kind = .start
        case .timestamp: kind = .timestamp
        }
        value = parameter
    }

    /// What goes before the value: `#`, `due `, `starts `, `↻ `, or nothing for a timestamp.
    public var prefix: String {
        switch kind {
        case .priority: "#"
        case .due: "due "
        case .start: "starts "
        case .recurrence: "\u{21BB} "
        case .timestamp: ""
        }
    }

    /// The badge's visible text: `#A`, `due 5th Feb`. Allocates the joined string on each read.
    public var text: String { prefix + value }

    /// The badges of `extensions`, in their written order.
    public static func badges(of extensions: some Sequence<DetachedModifierExtension>) -> [TaskBadge] {
        extensions.compactMap(TaskBadge.init)
    }
}

extension NorgTask {
    /// The badges of the task's priority, due date, start date, recurrence and timestamp, in that
    /// order, each with its parameter as written: what a list of tasks away from their document
    /// (an agenda, the reader's task lists) shows beside each. Builds the array on each read.
    public var badges: [TaskBadge] {
        var badges: [TaskBadge] = []
        if let priority, !priority.isEmpty { badges.append(TaskBadge(kind: .priority, value: priority)) }
        let dates: [(TaskBadge.Kind, TaskTimestamp?)] = [(.due, due), (.start, start), (.recurrence, recurrence),
                                                          (.timestamp, timestamp)]
        for case let (kind, date?) in dates where !date.raw.isEmpty {
            badges.append(TaskBadge(kind: kind, value: date.raw))
        }
        return badges
    }
}

extension ExtensionList {
    /// The badges of the extensions; none for a lone status, without building its array.
    package var badges: [TaskBadge] {
        isLoneStatus ? [] : TaskBadge.badges(of: self)
    }
}
