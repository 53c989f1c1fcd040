// Every code example of the seed README (../shared/seed/NorgUI-README.txt), verbatim, in the order the
// README gives them. Only host code (the types, properties and functions the snippets refer to) is
// added around them; `scripts/check-swiftui` type-checks this file against NorgUI in Swift 6 mode.
import SwiftUI
import NorgKit
import NorgUI

// MARK: Usage

struct NoteView: View {
    let source: String

    var body: some View {
        ScrollView {
            NorgView(document: NorgParser.parse(source)) { line, status in
                // Persist the new status back to your file at `line`.
            }
            .padding()
        }
    }
}

// MARK: Links

struct LinkHostView: View {
    let document: NorgDocument
    @Environment(\.openURL) private var openURL

    func scrollTo(target: String?) {}

    var body: some View {
NorgView(document: document) { link in
    switch link.target {
    case let target? where target.hasPrefix("http"): openURL(URL(string: target)!)
    default: scrollTo(target: link.target)   // a heading/anchor in this document
    }
}
    }
}

// MARK: Collapsible View

struct CollapsibleHostView: View {
    let source: String

    var body: some View {
NorgView(document: NorgParser.parse(source), collapsible: true)
    }
}

// MARK: Tasks

struct TaskHostView: View {
    let task: NorgTask
    let setStatus: (NorgTask, TaskStatus) -> Void

    var body: some View {
NorgTaskView(
    status: task.status,
    text: AttributedString(task.text),
    onToggle: { setStatus(task, .done) },
    onSetStatus: { setStatus(task, $0) }
)
    }
}

// MARK: Theming

struct ThemedHostView: View {
    let document: NorgDocument
    let theme: NorgTheme

    init(document: NorgDocument) {
        self.document = document
var theme = NorgTheme.default
theme.linkColor = .purple
theme.heading = { level in level == 1 ? .largeTitle.bold() : .title2 }
theme.statusSymbol = { $0 == .done ? "checkmark.square.fill" : "square" }
        self.theme = theme
    }

    var body: some View {
NorgView(document: document)
    .norgTheme(theme)
    }
}

func styledOutsideViews(spans: [NorgInline], theme: NorgTheme) -> AttributedString {
let styled = AttributedString(norg: spans, theme: theme)
    return styled
}

// MARK: Localization

func tasksTableTheme() -> NorgTheme {
var theme = NorgTheme.default
theme.statusLabel = { status in
    LocalizedStringResource(String.LocalizationValue(status.rawValue), table: "Tasks")
}
    return theme
}

func styledWithTheDefaultTheme(spans: [NorgInline]) -> AttributedString {
    AttributedString(norg: spans)
}
