/// `didOpen`, `didChange` (full and incremental), `didClose` and `didChangeWatchedFiles`: the
/// store follows the editor and the disk, one document at a time, and diagnostics are published
/// after each change for the open documents it may touch.
extension LanguageServer {
    func didOpen(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let text = params["textDocument"]?["text"]?.string else {
            return
        }
        publishDiagnostics(for: store.didOpen(uri, text: text))
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
        publishDiagnostics(for: store.didChange(uri, document))
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        let affected = store.didClose(uri)
        if published.removeValue(forKey: uri) != nil {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        publishDiagnostics(for: affected)
    }

    func didChangeWatchedFiles(_ params: JSONValue) {
        var affected: Set<String> = []
        for change in params["changes"]?.array ?? [] {
            // Created, changed or deleted: the file is read again (or found gone) all the same.
            guard let uri = change["uri"]?.string else { continue }
            affected.formUnion(store.fileChanged(uri))
        }
        publishDiagnostics(for: affected)
    }
}
