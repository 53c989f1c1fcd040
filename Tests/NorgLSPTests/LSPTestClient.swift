import Foundation
@testable import NorgLSP

/// Drives a `LanguageServer` in process as an editor would: framed JSON-RPC bytes in, framed
/// bytes out, over a temporary workspace folder the test fills and removes.
final class LSPTestClient {
    let server = LanguageServer()
    let root: String
    private var nextID = 1
    private var framing = MessageFraming()
    /// Every notification the server sent, in order.
    private(set) var notifications: [JSONValue] = []
    /// Every response, in order.
    private(set) var responses: [JSONValue] = []

    /// A workspace folder holding `files` (relative path → text).
    init(files: [String: String] = [:]) {
        root = NSTemporaryDirectory() + "norg-lsp-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, text) in files { write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ path: String, _ text: String) {
        let full = root + "/" + path
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func uri(_ path: String) -> String { FileURI.uri(root + "/" + path) }

    /// Feeds raw bytes; collects and returns every message the server sent back.
    @discardableResult
    func feed(_ bytes: [UInt8]) -> [JSONValue] {
        framing.append(server.receive(bytes))
        var messages: [JSONValue] = []
        while let body = try! framing.next() {
            let message = try! JSONParser.parse(body)
            messages.append(message)
            if message["method"] != nil && message["id"] == nil { notifications.append(message) } else { responses.append(message) }
        }
        return messages
    }

    func send(_ message: JSONValue) -> [JSONValue] {
        feed(MessageFraming.frame(message.encoded))
    }

    /// Sends a request and returns the server's whole response (with `result` or `error`).
    func requestMessage(_ method: String, _ params: JSONValue = .object([:])) -> JSONValue {
        let id = nextID
        nextID += 1
        let messages = send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        return messages.first { $0["id"] == .int(id) } ?? .null
    }

    /// The `result` of a request.
    func request(_ method: String, _ params: JSONValue = .object([:])) -> JSONValue {
        requestMessage(method, params)["result"] ?? .null
    }

    func notify(_ method: String, _ params: JSONValue) {
        _ = send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// `initialize` with the workspace folder, then `initialized`.
    @discardableResult
    func initialize(positionEncodings: [String]? = nil) -> JSONValue {
        var capabilities: [String: JSONValue] = [:]
        if let positionEncodings { capabilities["general"] = ["positionEncodings": .array(positionEncodings.map(JSONValue.string))] }
        let result = request("initialize", ["processId": .null, "rootUri": .string(FileURI.uri(root)),
                                            "capabilities": .object(capabilities)])
        notify("initialized", [:])
        return result
    }

    func open(_ path: String, _ text: String? = nil) {
        let text = text ?? (try! String(contentsOfFile: root + "/" + path, encoding: .utf8))
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri(path)), "languageId": "norg", "version": 1,
                                                         "text": .string(text)]])
    }

    /// The diagnostics last published for `path`.
    func diagnostics(_ path: String) -> [JSONValue]? {
        notifications.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == uri(path) }?[
            "params"]?["diagnostics"]?.array
    }

    /// Messages of the diagnostics last published for `path`.
    func diagnosticMessages(_ path: String) -> [String] {
        (diagnostics(path) ?? []).compactMap { $0["message"]?.string }
    }

    func position(_ path: String, line: Int, character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(uri(path))], "position": ["line": .int(line), "character": .int(character)]]
    }
}

extension JSONValue {
    /// `line:character-line:character` of an LSP range, for short expectations.
    var rangeText: String {
        func point(_ value: JSONValue?) -> String { "\(value?["line"]?.int ?? -1):\(value?["character"]?.int ?? -1)" }
        return point(self["start"]) + "-" + point(self["end"])
    }
}
