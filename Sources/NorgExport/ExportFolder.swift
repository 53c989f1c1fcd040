import NorgKit

/// Notes exported together, a folder of them: where a link goes that its own document does not
/// answer (`{:other:}`, `{:other:* Heading}`, `{/ file}`, `{? title}`), and the anchor each
/// note's export gives its headings, so a link into another note lands where its export put the
/// heading. The folder's resolver decides what a link names; `norg export DIR` passes the one its
/// site uses (`norg render DIR`), so both resolve every link alike.
///
/// Paths are relative to the folder, `/`-separated; a note is named by its path without `.norg`
/// (`notes/todo`), which is also where its export goes (`notes/todo.md`, `notes/todo.json`).
public struct ExportFolder: Sendable {
    /// What a link of one note names outside it.
    public enum Destination: Sendable, Hashable {
        /// A note of the folder, at the node whose `LinkIndex` id is `id` when given.
        case note(path: String, id: String?)
        /// A file of the folder that is no note, copied beside the exports at the same path.
        case file(path: String)
    }

    /// Where `link`, of the note at `path`, goes; nil when it names nothing the folder holds
    /// (the link is then written as its text).
    public typealias Resolver = @Sendable (_ link: InlineLink, _ path: String) -> Destination?

    let resolver: Resolver
    /// Note → `LinkIndex` id → what a link to it becomes there.
    private let targets: [String: [String: ExportPlan.Target]]

    /// The folder of `documents`, keyed by their paths without `.norg`, whose links `resolver`
    /// answers.
    public init(documents: [String: NorgDocument], resolver: @escaping Resolver) {
        self.resolver = resolver
        targets = documents.mapValues { ExportPlan(document: $0).targets }
    }

    /// What a link to the node `id` of the note at `path` becomes there.
    func target(_ id: String, inNote path: String) -> ExportPlan.Target? {
        targets[path]?[id]
    }
}

/// Where a note being exported sits: its folder and its path there.
struct ExportPlace: Sendable {
    var folder: ExportFolder
    var path: String
}
