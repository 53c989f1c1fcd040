import NorgKit

/// How a task status looks in HTML: a text symbol standing in for NorgTheme's SF Symbol, a label
/// for screen readers, and a tint class the stylesheet colours like `NorgTheme.statusTint`.
enum TaskStatusStyle {
    /// Each status's whole element, `<span class="norg-status …" role="img" aria-label="…"
    /// …>✓</span>`, in the order of `TaskStatus.allCases`: built once, and each writer keeps a
    /// copy (`HTMLWriter.statusBadges`), so a task's badge costs no lazy global's check.
    static let badges = TaskStatus.allCases.map(makeBadge)

    private static func makeBadge(_ status: TaskStatus) -> String {
        let label = HTMLEscaping.escaped(makeLabel(status), attribute: true)
        return "<span class=\"norg-status \(tint(status))\" role=\"img\" aria-label=\"\(label)\" title=\"\(label)\">"
            + makeSymbol(status) + "</span>"
    }

    private static func makeSymbol(_ status: TaskStatus) -> String {
        // ⏸ is missing from common Linux fonts; a double bar reads the same.
        if status == .onHold { return "\u{2016}" }
        // Text presentation: without U+FE0E some systems draw ‼ as a coloured emoji.
        return status.unicodeSymbol + "\u{FE0E}"
    }

    private static func makeLabel(_ status: TaskStatus) -> String {
        let name = status.englishName
        return name.prefix(1).uppercased() + name.dropFirst()
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
    mutating func writeExtensionBadges(_ extensions: ExtensionList) {
        // A lone status (most tasks) has no other badge: written without visiting the list.
        if extensions.isLoneStatus, let status = extensions.taskStatus {
            writeStatusBadge(status)
            out += " "
        } else {
            writeExtensionBadges(extensions.array)
        }
    }

    /// The status symbol, then priority, dates and timestamps, as small labelled spans. The
    /// symbol comes first whatever the source's order (`(# B| )`, spec 539): the stylesheet sets
    /// the row's first element in the checkbox column.
    mutating func writeExtensionBadges(_ extensions: [DetachedModifierExtension]) {
        guard !extensions.isEmpty else { return }
        for item in extensions {
            if case .status(let status) = item.kind { writeStatusBadge(status) }
        }
        for item in extensions {
            if let badge = TaskBadge(item) { writeBadge(badge) }
        }
        out += " "
    }

    private mutating func writeStatusBadge(_ status: TaskStatus) {
        if let position = statuses.firstIndex(of: status) { out.append(statusBadges[position]) }
    }

    private mutating func writeBadge(_ badge: TaskBadge) {
        out += "<span class=\"norg-badge "
        out += Self.badgeClass(badge.kind)
        out += "\">"
        text(badge.prefix)
        text(badge.value)
        out += "</span>"
    }

    /// A badge's class after `norg-badge`: the same on a document's page and the site's agenda.
    static func badgeClass(_ kind: TaskBadge.Kind) -> StaticString {
        switch kind {
        case .priority: "norg-priority"
        case .due: "norg-due"
        case .start: "norg-start"
        case .recurrence: "norg-recurrence"
        case .timestamp: "norg-timestamp"
        }
    }
}
