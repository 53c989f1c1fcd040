// Typical host code around NorgUI: a notes screen with write-back, a task list, a custom theme with
// its own math renderer, both callbacks passed by label, and styled text outside the views.
import SwiftUI
import NorgKit
import NorgUI

/// A math renderer of the host's own: shows TeX larger for display math.
struct PlainTeXRenderer: NorgMathRenderer {
    func render(tex: String, display: Bool) -> AnyView {
        AnyView(Text(verbatim: tex).font(display ? .title3 : .body).italic())
    }
}

@MainActor final class NoteStore {
    private(set) var source: String

    init(source: String) {
        self.source = source
    }

    func setStatus(line: Int, to status: TaskStatus) {}
}

struct NoteScreen: View {
    let store: NoteStore
    @State private var collapsed = false
    @Environment(\.openURL) private var openURL

    private var theme: NorgTheme {
        var theme = NorgTheme.default
        theme.mathRenderer = PlainTeXRenderer()
        theme.indentWidth = 24
        theme.codeBackground = AnyShapeStyle(Color.gray.opacity(0.2))
        theme.statusTint = { $0 == .urgent ? .orange : .secondary }
        return theme
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("My note").font(.largeTitle)
                NorgView(
                    document: NorgParser.parse(store.source),
                    collapsible: collapsed,
                    onOpenLink: { link in
                        if let target = link.target, let url = URL(string: target) { openURL(url) }
                    },
                    onSetStatus: { line, status in store.setStatus(line: line, to: status) }
                )
                Spacer()
            }
            .padding()
        }
        .norgTheme(theme)
    }
}

struct TaskListScreen: View {
    let document: NorgDocument
    let onChange: (Int, TaskStatus) -> Void

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(TaskScanner.scan(document)) { task in
                NorgTaskView(
                    status: task.status,
                    text: AttributedString(norg: task.spans, theme: .default),
                    onToggle: { onChange(task.line, task.status.toggled) },
                    onSetStatus: { onChange(task.line, $0) }
                )
            }
            Divider()
            Text(TaskStatus.done.displayName)
        }
    }
}

/// Only the status callback, by label; and a document without any callback.
struct MinimalScreens: View {
    let document: NorgDocument

    var body: some View {
        VStack {
            NorgView(document: document, onSetStatus: { _, _ in })
            NorgView(document: document, collapsible: true) { link in print(link.range) }
            NorgView(document: document)
            NorgView(document: document, onOpenLink: { print($0.range) }) { line, status in print(line, status) }
        }
    }
}

/// Views can be made outside the main actor (tests, previews, factories), as SwiftUI's can.
nonisolated func makeNoteView(source: String, onChange: @escaping @MainActor (Int, TaskStatus) -> Void) -> NorgView {
    NorgView(document: NorgParser.parse(source), onSetStatus: onChange)
}

nonisolated func makeTaskRow(_ task: NorgTask) -> NorgTaskView {
    NorgTaskView(status: task.status, text: AttributedString(task.text), onToggle: {})
}

/// Internal links resolved with LinkIndex and scrolled to: linkable rows are identified by their
/// LinkIndex ids, so ScrollViewReader reaches them even inside the lazy stack.
struct LinkedNoteScreen: View {
    let document: NorgDocument
    @Environment(\.openURL) private var openURL

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                NorgView(document: document) { link in
                    switch LinkIndex(document: document).resolve(link) {
                    case .external(let url): if let url = URL(string: url) { openURL(url) }
                    case .local(let id, _): proxy.scrollTo(id, anchor: .top)
                    case .file, .unresolved: break
                    }
                }
            }
        }
    }
}
