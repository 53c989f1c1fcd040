import NorgKit

/// `initialize`, `initialized`, `shutdown`, and the workspace folders.
extension LanguageServer {
    /// The server's name and version in `serverInfo`.
    package static let version = "0.1.0"

    func initialize(_ params: JSONValue) throws(RPCError) -> JSONValue {
        guard case .object = params else { throw .invalidParams("initialize needs an object") }
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        // UTF-8 is NorgKit's own unit; UTF-16 is the protocol's default and what every client takes.
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        watchesByRegistration = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        progress = params["capabilities"]?["window"]?["workDoneProgress"]?.bool == true ? .serverCreated : .none
        var roots: [String] = []
        if let folders = params["workspaceFolders"]?.array {
            roots = folders.compactMap { $0["uri"]?.string.flatMap(FileURI.path) }
        }
        if roots.isEmpty, let root = params["rootUri"]?.string.flatMap(FileURI.path) { roots = [root] }
        if roots.isEmpty, let root = params["rootPath"]?.string, root.hasPrefix("/") { roots = [root] }
        store.setRoots(roots)
        state = .running
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                // Incremental sync: the editor sends what changed, not the whole text.
                "textDocumentSync": ["openClose": true, "change": 2, "save": false],
                "definitionProvider": true,
                "referencesProvider": true,
                "documentSymbolProvider": true,
                "hoverProvider": true,
                "foldingRangeProvider": true,
                "documentLinkProvider": ["resolveProvider": false],
                "workspaceSymbolProvider": true,
                "completionProvider": ["triggerCharacters": .array(Self.completionTriggers), "resolveProvider": false],
                "renameProvider": ["prepareProvider": true],
                "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.rewrite", "source.upgradeTasks"]],
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true],
                              "fileOperations": ["willRename": Self.renameFilter]],
            ],
            "serverInfo": ["name": "norg", "version": .string(Self.version)],
        ]
    }

    /// Asks the client to report changes to `.norg` files made outside the editor, when it can
    /// register the watcher itself (otherwise the client's configuration decides), then indexes
    /// the workspace.
    func initialized(_ params: JSONValue) {
        defer { indexWorkspace() }
        guard watchesByRegistration else { return }
        send(request: "client/registerCapability", id: "norg-watch", params: [
            "registrations": [[
                "id": "norg-watch",
                "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": [["globPattern": "**/*.norg"]]],
            ]],
        ])
    }

    func shutdown() -> JSONValue {
        state = .shutDown
        return .null
    }

    func didChangeWorkspaceFolders(_ params: JSONValue) {
        var roots = store.roots
        let removed = params["event"]?["removed"]?.array?.compactMap { $0["uri"]?.string.flatMap(FileURI.path) } ?? []
        let added = params["event"]?["added"]?.array?.compactMap { $0["uri"]?.string.flatMap(FileURI.path) } ?? []
        roots.removeAll { root in removed.contains { RawPath.bytes($0) == RawPath.bytes(root) } }
        store.setRoots(roots + added)
        indexWorkspace()
        publishDiagnostics()
    }
}
