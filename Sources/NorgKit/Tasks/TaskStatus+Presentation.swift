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
