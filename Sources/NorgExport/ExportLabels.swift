import NorgKit

/// The words both formats show for what Norg writes as detached modifier extensions and neither
/// format has a node for: a task's status (where it is no GitHub checkbox) and its badges
/// (priority, dates, recurrence), from NorgKit's `TaskStatus` and `TaskBadge`.
enum ExportLabels {
    /// `☑ (#A, due 5th Feb) ` before a heading's, quote's or definition's text; empty without
    /// extensions.
    static func prefix(_ extensions: some Sequence<DetachedModifierExtension>) -> String {
        var text = ""
        var badges: [String] = []
        for item in extensions {
            if let status = item.status, text.isEmpty { text = status.unicodeSymbol + " " }
            if let badge = TaskBadge(item) { badges.append(badge.text) }
        }
        if !badges.isEmpty { text += "(" + badges.joined(separator: ", ") + ") " }
        return text
    }

    /// A list item's GitHub task marker and label: `[x] ` for done, `[ ] ` for every other status,
    /// followed by the status's name where that is not undone (`[ ] (pending) `) and the badges;
    /// nil marker for an item without a status.
    static func listItem(_ extensions: some Sequence<DetachedModifierExtension>) -> (checkbox: String?, label: String) {
        var checkbox: String?
        var words: [String] = []
        for item in extensions {
            if let status = item.status, checkbox == nil {
                checkbox = status == .done ? "[x] " : "[ ] "
                if status != .done && status != .undone { words.append(status.englishName) }
            }
            if let badge = TaskBadge(item) { words.append(badge.text) }
        }
        return (checkbox, words.isEmpty ? "" : "(" + words.joined(separator: ", ") + ") ")
    }

    /// A heading's text as a Markdown reader shows it (label and title), for its GitHub anchor.
    static func headingPlainText(_ heading: Heading) -> String {
        prefix(heading.extensions) + heading.title.plainText
    }
}
