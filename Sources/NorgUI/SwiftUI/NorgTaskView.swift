#if canImport(SwiftUI)
import SwiftUI
import NorgKit

/// A task row: its status symbol and its text (struck through when cancelled).
///
/// Tapping the symbol calls `onToggle`; a long-press opens a menu of every status, labelled by
/// `theme.statusLabel`, and reports the chosen one through `onSetStatus`. For VoiceOver the symbol
/// is a button read as its status and the task's text, offering the other statuses as actions.
public struct NorgTaskView: View {
    @Environment(\.norgTheme) private var theme
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1
    private let status: TaskStatus
    private let text: AttributedString
    private let onToggle: @MainActor () -> Void
    private let onSetStatus: @MainActor (TaskStatus) -> Void
    /// A task heading's level (1…6): its text, not its status menu, is the heading.
    private let headingLevel: Int?

    /// Like SwiftUI's own views, the view can be created anywhere; the callbacks run on the main actor.
    nonisolated public init(status: TaskStatus, text: AttributedString, onToggle: @escaping @MainActor () -> Void,
                            onSetStatus: @escaping @MainActor (TaskStatus) -> Void = { _ in }) {
        self.init(status: status, text: text, headingLevel: nil, onToggle: onToggle, onSetStatus: onSetStatus)
    }

    nonisolated init(status: TaskStatus, text: AttributedString, headingLevel: Int?,
                     onToggle: @escaping @MainActor () -> Void, onSetStatus: @escaping @MainActor (TaskStatus) -> Void) {
        self.status = status
        self.text = text
        self.headingLevel = headingLevel
        self.onToggle = onToggle
        self.onSetStatus = onSetStatus
    }

    /// The status symbol (a button with the status menu) beside the task's text, aligned on the first
    /// baseline.
    public var body: some View {
        let speech = TaskStatusMenu.Speech(isHeading: headingLevel != nil)
        HStack(alignment: .firstTextBaseline, spacing: 6 * scale) {
            NorgStatusSymbol(status: status, text: speech.symbolReadsText ? String(text.characters) : "",
                             onToggle: onToggle, onSetStatus: onSetStatus)
            Text(text)
                .strikethrough(status == .cancelled)
                .norgHeadingAccessibility(headingLevel)
                .accessibilityHidden(!speech.textIsOwnElement)
        }
    }
}

/// The tappable status symbol of a task.
struct NorgStatusSymbol: View {
    @Environment(\.norgTheme) private var theme
    let status: TaskStatus
    /// The task's text, read after its status ("Done, Buy milk"); empty when the text is read as an
    /// element of its own (a task heading).
    let text: String
    let onToggle: @MainActor () -> Void
    let onSetStatus: @MainActor (TaskStatus) -> Void

    var body: some View {
        Menu {
            ForEach(TaskStatusMenu.statuses, id: \.self) { option in
                Button(action: { onSetStatus(option) }) {
                    Label(title: { Text(theme.statusLabel(option)) },
                          icon: { Image(systemName: theme.statusSymbol(option)) })
                }
            }
        } label: {
            Image(systemName: theme.statusSymbol(status))
                .foregroundStyle(theme.statusTint(status))
        } primaryAction: {
            onToggle()
        }
        #if os(macOS)
        // A plain symbol, as on iOS, instead of a bordered pull-down button with a chevron.
        .menuStyle(.button)
        .buttonStyle(.plain)
        .menuIndicator(.hidden)
        .fixedSize()
        #endif
        .accessibilityLabel(text.isEmpty ? Text(theme.statusLabel(status))
                            : Text(theme.statusLabel(status)) + Text(verbatim: ", ") + Text(text))
        .accessibilityActions {
            ForEach(TaskStatusMenu.alternatives(to: status), id: \.self) { option in
                Button(action: { onSetStatus(option) }) {
                    Text(theme.statusLabel(option))
                }
            }
        }
    }
}
#endif
