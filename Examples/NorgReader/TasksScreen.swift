#if canImport(SwiftUI)
import SwiftUI
import NorgKit
import NorgUI
import NorgReaderKit

/// Every task of the folder that the chosen list keeps, each with its document and headings.
struct TasksScreen: View {
    let library: ReaderLibrary
    let setStatus: @MainActor (TaskStatus, Int, String) -> Void
    @State private var filter = ReaderTaskFilter.open
    @Environment(\.norgTheme) private var theme

    var body: some View {
        let tasks = library.tasks(filter, today: .today())
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                Picker("Show", selection: $filter) {
                    ForEach(ReaderTaskFilter.allCases) { filter in
                        Text(filter.title).tag(filter)
                    }
                }
                if tasks.isEmpty {
                    Text("No tasks in this list.").foregroundStyle(.secondary)
                }
                ForEach(tasks) { item in
                    VStack(alignment: .leading, spacing: 2) {
                        NorgTaskView(status: item.task.status, text: AttributedString(norgTask: item.task, theme: theme),
                                     onToggle: { setStatus(item.task.status.toggled, item.task.line, item.path) },
                                     onSetStatus: { setStatus($0, item.task.line, item.path) })
                        Text(item.location)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .padding()
        }
        .navigationTitle("Tasks")
    }
}
#endif
