/// The methods the server answers: one table of requests and one of notifications, each entry
/// naming the handler that lives with its feature (`Features/`).
extension LanguageServer {
    typealias RequestHandler = @Sendable (LanguageServer, JSONValue) throws(RPCError) -> JSONValue
    typealias NotificationHandler = @Sendable (LanguageServer, JSONValue) -> Void

    static let requests: [String: RequestHandler] = [
        "initialize": { server, params throws(RPCError) in try server.initialize(params) },
        "shutdown": { server, _ in server.shutdown() },
        "textDocument/definition": { server, params throws(RPCError) in try server.definition(params) },
        "textDocument/references": { server, params throws(RPCError) in try server.references(params) },
        "textDocument/documentSymbol": { server, params throws(RPCError) in try server.documentSymbols(params) },
        "textDocument/hover": { server, params throws(RPCError) in try server.hover(params) },
        "textDocument/foldingRange": { server, params throws(RPCError) in try server.foldingRanges(params) },
        "textDocument/documentLink": { server, params throws(RPCError) in try server.documentLinks(params) },
        "workspace/symbol": { server, params throws(RPCError) in try server.workspaceSymbols(params) },
        "textDocument/completion": { server, params throws(RPCError) in try server.completion(params) },
        "textDocument/prepareRename": { server, params throws(RPCError) in try server.prepareRename(params) },
        "textDocument/rename": { server, params throws(RPCError) in try server.rename(params) },
        "workspace/willRenameFiles": { server, params throws(RPCError) in try server.willRenameFiles(params) },
        "textDocument/codeAction": { server, params throws(RPCError) in try server.codeActions(params) },
    ]

    static let notifications: [String: NotificationHandler] = [
        "initialized": { server, params in server.initialized(params) },
        "textDocument/didOpen": { server, params in server.didOpen(params) },
        "textDocument/didChange": { server, params in server.didChange(params) },
        "textDocument/didClose": { server, params in server.didClose(params) },
        "workspace/didChangeWatchedFiles": { server, params in server.didChangeWatchedFiles(params) },
        "workspace/didChangeWorkspaceFolders": { server, params in server.didChangeWorkspaceFolders(params) },
    ]
}
