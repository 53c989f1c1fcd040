extension TaskStatus {
    /// A plain English name for the status, for text output (CLI, HTML titles); SwiftUI's
    /// localized `displayName` lives in NorgUI.
    public var englishName: String {
        switch self {
        case .undone: "undone"
        case .done: "done"
        case .pending: "pending"
        case .onHold: "on hold"
        case .cancelled: "cancelled"
        case .urgent: "urgent"
        case .recurring: "recurring"
        case .uncertain: "needs input"
        }
    }

    /// A Unicode symbol for the status, for surfaces without SF Symbols (terminal, HTML).
    public var unicodeSymbol: String {
        switch self {
        case .undone: "\u{2610}"     // ☐
        case .done: "\u{2611}"       // ☑
        case .pending: "\u{25D0}"    // ◐
        case .onHold: "\u{23F8}"     // ⏸
        case .cancelled: "\u{2612}"  // ☒
        case .urgent: "\u{203C}"     // ‼
        case .recurring: "\u{21BB}"  // ↻
        case .uncertain: "?"
        }
    }
}

extension TaskStatus {
    /// The status a person names: its character (`x`, `-`, `=`, `_`, `!`, `+`, `?`, and ` ` for
    /// undone), or its name or English name in any case with `-`, `_` and spaces ignored
    /// (`done`, `Done`, `on-hold`, `onhold`, `On Hold`, `needs input`).
    public init?(spokenName: String) {
        if spokenName.count == 1, let status = TaskStatus(character: spokenName.first!) {
            self = status
            return
        }
        let key = Self.key(spokenName)
        guard !key.isEmpty,
              let status = TaskStatus.allCases.first(where: { Self.key($0.rawValue) == key || Self.key($0.englishName) == key }) else {
            return nil
        }
        self = status
    }

    /// Every spelling `init(spokenName:)` takes, for messages: `undone (' '), done (x), …`.
    /// Builds the string on each read.
    public static var spokenNames: String {
        allCases.map { "\($0.rawValue) (\($0.character == " " ? "' '" : String($0.character)))" }.joined(separator: ", ")
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && !$0.isWhitespace })
    }
}
