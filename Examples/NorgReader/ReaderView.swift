#if canImport(SwiftUI)
import SwiftUI
import NorgKit
import NorgUI
import NorgReaderKit

/// What the sidebar selects.
enum ReaderSelection: Hashable {
    case tasks
    case document(path: String)
}

/// The reader's window: the folder's notes by title in a sidebar, the selected note (or the folder's
/// tasks) beside it, a theme picker, the collapsible switch and whether parent tasks follow their
/// children in the toolbar.
struct ReaderView: View {
    let folder: URL
    @State private var library: ReaderLibrary?
    @State private var selection: ReaderSelection?
    @State private var scrollRequest: ScrollRequest?
    @State private var scrollSerial = 0
    /// The last thing that went wrong (a folder that cannot be read, a refused write, a dead link).
    @State private var message: String?
    @State private var theme = ReaderTheme.standard
    @State private var collapsible = false
    /// Whether a task's change also updates the tasks enclosing it (`TaskWriter.updatingParents`).
    @State private var parentsFollowChildren = false
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Label("Tasks", systemImage: "checklist").tag(ReaderSelection.tasks)
                Section("Notes") {
                    ForEach(library?.documents ?? []) { document in
                        Text(document.title).tag(ReaderSelection.document(path: document.path))
                    }
                }
            }
            .navigationTitle(folder.lastPathComponent)
        } detail: {
            VStack(alignment: .leading, spacing: 0) {
                if let message {
                    Text(message).font(.callout).foregroundStyle(.secondary).padding()
                }
                detail
            }
            .toolbar {
                Picker("Theme", selection: $theme) {
                    ForEach(ReaderTheme.allCases) { theme in
                        Text(theme.title).tag(theme)
                    }
                }
                Toggle("Collapsible", isOn: $collapsible)
                Toggle("Parents follow children", isOn: $parentsFollowChildren)
            }
            .norgTheme(theme.norgTheme)
        }
        .task(id: folder) { await load() }
    }

    @ViewBuilder private var detail: some View {
        if let library {
            switch selection {
            case .tasks?:
                TasksScreen(library: library, setStatus: { status, line, path in setStatus(status, line: line, path: path) })
            case .document(let path)?:
                if let document = library.document(at: path) {
                    DocumentScreen(document: document, collapsible: collapsible, scrollRequest: scrollRequest,
                                   openLink: { open($0, from: path) },
                                   setStatus: { status, line in setStatus(status, line: line, path: path) })
                }
            case nil:
                Text("Choose a note.").foregroundStyle(.secondary).padding()
            }
        }
    }

    /// Reads the folder off the main actor.
    private func load() async {
        let folder = folder
        let loaded = await Task.detached { Result { () throws(NoteFolder.NotAFolder) in try ReaderLibrary(folder: folder) } }.value
        switch loaded {
        case .success(let library):
            self.library = library
            message = library.failures.isEmpty ? nil
                : "Not read: " + library.failures.map { "\($0.path) (\($0.reason))" }.joined(separator: ", ")
            if selection == nil, let first = library.documents.first { selection = .document(path: first.path) }
        case .failure(let error):
            message = error.description
        }
    }

    /// Follows a link of the document at `path`: within it or to another note by scrolling to the
    /// target's row, anything else through the system.
    private func open(_ link: InlineLink, from path: String) {
        guard let library else { return }
        switch library.target(of: link, inDocumentAt: path) {
        case .document(let target, let id):
            selection = .document(path: target)
            scrollSerial += 1
            scrollRequest = id.map { ScrollRequest(path: target, id: $0, serial: scrollSerial) }
            message = nil
        case .external(let url):
            openURL(url)
        case .unresolved(let reason):
            message = reason
        }
    }

    /// Writes a task's status to its file off the main actor (the write may wait for another
    /// writer's lock), then shows the document as the file now is: edited, or read again when the
    /// write was refused because the file changed meanwhile.
    private func setStatus(_ status: TaskStatus, line: Int, path: String) {
        guard let library else { return }
        let updatingParents = parentsFollowChildren
        Task {
            let (document, failure) = await Task.detached { () -> (ReaderDocument?, ReaderSaveError?) in
                var copy = library
                do throws(ReaderSaveError) {
                    try copy.setStatus(status, line: line, inDocumentAt: path, updatingParents: updatingParents)
                    return (copy.document(at: path), nil)
                } catch {
                    return (copy.document(at: path), error)
                }
            }.value
            if let document { self.library?.update(document) }
            message = failure.map { "Not saved, the note was read again: \($0)" }
        }
    }
}
#endif
