/// Indexing the workspace folders once at start, reported with LSP work-done progress
/// (`$/progress` begin, report, end) when the client can show it: under a token the server asks
/// the client to create (`window/workDoneProgress/create`, when the client's capabilities have
/// `window.workDoneProgress`), else silently.
enum IndexingProgress {
    case none
    /// The client shows progress the server starts.
    case serverCreated

    static let token = "norg-indexing"
}

extension LanguageServer {
    /// Reads, parses and indexes every workspace folder now, so that later answers are warm,
    /// reporting how far it has come; messages arriving meanwhile are read ahead (a request
    /// cancelled while waiting is not run).
    func indexWorkspace() {
        guard !store.roots.isEmpty else { return }
        let reports = progress == .serverCreated
        if reports {
            send(request: "window/workDoneProgress/create", id: "norg-progress-create",
                 params: ["token": .string(IndexingProgress.token)])
            progressNotice(["kind": "begin", "title": "Indexing notes", "cancellable": false, "percentage": 0])
        }
        store.onIndexing = { [unowned self] root, done, total in
            self.lookForCancellations()
            guard reports, total > 0 else { return }
            let folder = root.split(separator: "/").last.map(String.init) ?? root
            self.progressNotice(["kind": "report", "message": .string("\(folder): \(done)/\(total) notes"),
                            "percentage": .int(done * 100 / total)])
        }
        let count = store.allSnapshots().reduce(0) { $0 + $1.documents.count }
        store.onIndexing = nil
        if reports { progressNotice(["kind": "end", "message": .string("\(count) notes indexed")]) }
    }

    private func progressNotice(_ value: JSONValue) {
        notify("$/progress", ["token": .string(IndexingProgress.token), "value": value])
    }
}
