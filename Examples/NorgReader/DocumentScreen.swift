#if canImport(SwiftUI)
import SwiftUI
import NorgKit
import NorgUI
import NorgReaderKit

/// A scroll to the node `id` of the document at `path`; `serial` makes a second tap on the same
/// link scroll again.
struct ScrollRequest: Equatable {
    var path: String
    var id: String
    var serial: Int
}

/// One note: `NorgView` in a scroll view that follows links to a heading or anchor through its
/// scroll target (`norgScrollTarget`), which opens collapsed sections and waits for the rows.
/// Images resolve against the note's folder.
struct DocumentScreen: View {
    let document: ReaderDocument
    let collapsible: Bool
    let scrollRequest: ScrollRequest?
    let openLink: @MainActor (InlineLink) -> Void
    let setStatus: @MainActor (TaskStatus, Int) -> Void
    @State private var target: String?

    var body: some View {
        ScrollView {
            NorgView(document: document.document, collapsible: collapsible,
                     onOpenLink: openLink, onSetStatus: { line, status in setStatus(status, line) })
                .norgScrollTarget($target)
                .norgImageBaseURL(document.url.deletingLastPathComponent())
                .padding()
        }
        .onChange(of: scrollRequest, initial: true) {
            if let scrollRequest, scrollRequest.path == document.path { target = scrollRequest.id }
        }
        // Another note is another scroll view: it opens at its top, or where the link points.
        .id(document.path)
        .navigationTitle(document.title)
    }
}
#endif
