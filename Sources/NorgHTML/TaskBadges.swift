import NorgKit

/// How a task status looks in HTML: a text symbol standing in for NorgTheme's SF Symbol, a label
/// for screen readers, and a tint class the stylesheet colours like `NorgTheme.statusTint`.
enum TaskStatusStyle {
    static func symbol(_ status: TaskStatus) -> String {
        switch status {
        case .undone: "○"
        case .done: "✓"
        case .pending: "◐"
        case .onHold: "⏸\u{FE0E}"
        case .cancelled: "✕"
        case .urgent: "!"
        case .recurring: "↻"
        case .uncertain: "?"
        }
    }

    static func label(_ status: TaskStatus) -> String {
        switch status {
        case .undone: "Undone"
        case .done: "Done"
        case .pending: "Pending"
        case .onHold: "On hold"
        case .cancelled: "Cancelled"
        case .urgent: "Urgent"
        case .recurring: "Recurring"
        case .uncertain: "Uncertain"
        }
    }

    /// Green for done, red for urgent, blue for work under way, secondary for the rest.
    static func tint(_ status: TaskStatus) -> String {
        switch status {
        case .done: "norg-tint-green"
        case .urgent: "norg-tint-red"
        case .pending, .recurring: "norg-tint-blue"
        case .undone, .onHold, .cancelled, .uncertain: "norg-tint-secondary"
        }
    }
}

extension HTMLWriter {
    /// The status symbol, then priority, dates and timestamps, as small labelled spans.
    mutating func writeExtensionBadges(_ extensions: [DetachedModifierExtension]) {
        guard !extensions.isEmpty else { return }
        for item in extensions {
            switch item.kind {
            case .status(let status):
                out += "<span class=\"norg-status \(TaskStatusStyle.tint(status))\" role=\"img\""
                let label = TaskStatusStyle.label(status)
                attribute("aria-label", label)
                attribute("title", label)
                out += ">"
                out += TaskStatusStyle.symbol(status)
                out += "</span>"
                if status == .recurring, let parameter = item.parameter, !parameter.isEmpty {
                    writeBadge("norg-recurrence", prefix: "↻ ", parameter)
                }
            case .priority:
                writeBadge("norg-priority", prefix: "#", item.parameter ?? "")
            case .due:
                writeBadge("norg-due", prefix: "due ", item.parameter ?? "")
            case .start:
                writeBadge("norg-start", prefix: "starts ", item.parameter ?? "")
            case .timestamp:
                writeBadge("norg-timestamp", prefix: "", item.parameter ?? "")
            }
        }
        out += " "
    }

    private mutating func writeBadge(_ className: String, prefix: String, _ value: String) {
        guard !value.isEmpty else { return }
        out += "<span class=\"norg-badge \(className)\">"
        text(prefix)
        text(value)
        out += "</span>"
    }
}
