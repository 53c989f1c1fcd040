/// `didOpen`, `didChange` (full and incremental), `didClose` and `didChangeWatchedFiles`: the
/// store follows the editor and the disk, and diagnostics are published after each change.
extension LanguageServer {
    func didOpen(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let text = params["textDocument"]?["text"]?.string else {
            return
        }
        store.didOpen(uri, text: text)
        publishDiagnostics()
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = store.text(of: uri),
              let changes = params["contentChanges"]?.array else { return }
        for change in changes {
            guard let text = change["text"]?.string else { continue }
            // A change without a range replaces the whole text; one with a range that cannot be
            // read is skipped rather than guessed at.
            if let range = change["range"] {
                guard let range = LSPRange(range) else { continue }
                document.apply(text, in: range, encoding)
            } else {
                document.apply(text, in: nil, encoding)
            }
        }
        store.didChange(uri, document)
        publishDiagnostics()
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        store.didClose(uri)
        if published.removeValue(forKey: uri) != nil {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        publishDiagnostics()
    }

    func didChangeWatchedFiles(_ params: JSONValue) {
        for change in params["changes"]?.array ?? [] {
            guard let uri = change["uri"]?.string else { continue }
            // 1 created, 2 changed, 3 deleted: only the first and last change the folder's listing.
            store.fileChanged(uri, listingChanged: change["type"]?.int != 2)
        }
        publishDiagnostics()
    }
}
