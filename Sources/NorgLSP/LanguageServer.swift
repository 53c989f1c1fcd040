/// `norg lsp`: a Language Server Protocol 3.17 server for Norg, driven by bytes.
///
/// `receive(_:)` takes bytes as they come from the client (any chunks), handles each whole
/// message in order and returns the framed bytes to send back; nothing here touches a stream, so
/// tests drive the server in process and `LanguageServerLoop` connects it to stdio. Requests are
/// answered one at a time, in order, so `$/cancelRequest` never finds one still pending.
///
/// Malformed input never traps: JSON that does not parse is answered with a parse error, a
/// message that is no request with an invalid-request error, an unknown method with
/// method-not-found; a header that cannot be read, or a body over `MessageFraming.maximumMessageBytes`,
/// ends the server (`exitCode` 1): the stream has lost its place.
package final class LanguageServer {
    enum State {
        case waitingForInitialize
        case running
        case shutDown
    }

    /// Set once the server is finished: 0 after `shutdown` then `exit`, 1 otherwise.
    package private(set) var exitCode: Int32?
    var state = State.waitingForInitialize
    var encoding = PositionEncoding.utf16
    /// Whether the client registers file watchers when asked (`initialized` asks then).
    var watchesByRegistration = false
    let store = WorkspaceStore()
    /// The diagnostics last published per URI, so an unchanged list is not sent again.
    var published: [String: JSONValue] = [:]
    private var framing = MessageFraming()
    private var output: [UInt8] = []

    package init() {}

    /// Handles every whole message in `bytes` (with what came before) and returns what to send.
    package func receive(_ bytes: some Collection<UInt8>) -> [UInt8] {
        framing.append(bytes)
        while exitCode == nil {
            do throws(MessageFraming.FramingError) {
                guard let body = try framing.next() else { break }
                handle(body)
            } catch {
                logMessage("norg lsp: \(error.message); stopping", type: 1)
                exitCode = 1
            }
        }
        defer { output = [] }
        return output
    }

    /// The client closed the stream: the server ends (status 1 unless it was shut down).
    package func endOfInput() {
        if exitCode == nil { exitCode = state == .shutDown ? 0 : 1 }
    }

    private func handle(_ body: [UInt8]) {
        let message: JSONValue
        do throws(JSONParser.Failure) {
            message = try JSONParser.parse(body)
        } catch {
            respond(id: .null, error: .parseError("\(error.reason) at byte \(error.offset)"))
            return
        }
        guard case .object = message else {
            respond(id: .null, error: .invalidRequest("a message must be a JSON object"))
            return
        }
        let id = message["id"]
        if let id, !Self.isValidID(id) {
            respond(id: .null, error: .invalidRequest("an id must be a number or a string"))
            return
        }
        guard let method = message["method"]?.string else {
            // A response to a request of ours (the server sends none that need one), or junk.
            if id == nil || (message["result"] == nil && message["error"] == nil) {
                respond(id: id ?? .null, error: .invalidRequest("no method"))
            }
            return
        }
        let params = message["params"]
        if let id {
            do throws(RPCError) {
                respond(id: id, result: try request(method, params))
            } catch {
                respond(id: id, error: error)
            }
        } else {
            notification(method, params)
        }
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .int, .string: true
        case .double(let value): value.rounded() == value
        default: false
        }
    }

    private func request(_ method: String, _ params: JSONValue?) throws(RPCError) -> JSONValue {
        switch state {
        case .waitingForInitialize:
            guard method == "initialize" else { throw .serverNotInitialized }
        case .running:
            break
        case .shutDown:
            throw .invalidRequest("the server is shut down")
        }
        guard let handler = Self.requests[method] else { throw .methodNotFound(method) }
        return try handler(self, params ?? .null)
    }

    private func notification(_ method: String, _ params: JSONValue?) {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return
        }
        // Before `initialize` every notification but `exit` is dropped (LSP 3.17, "initialize").
        guard state == .running, let handler = Self.notifications[method] else { return }
        handler(self, params ?? .null)
    }

    // MARK: Sending

    private func send(_ message: JSONValue) {
        output += MessageFraming.frame(message.encoded)
    }

    private func respond(id: JSONValue, result: JSONValue) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func respond(id: JSONValue, error: RPCError) {
        send(["jsonrpc": "2.0", "id": id, "error": ["code": .int(error.code), "message": .string(error.message)]])
    }

    /// Sends a request to the client (its answer is read and dropped, as any response is).
    func send(request method: String, id: String, params: JSONValue) {
        send(["jsonrpc": "2.0", "id": .string(id), "method": .string(method), "params": params])
    }

    /// Sends a notification to the client.
    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// `window/logMessage`; `type` 1 error, 2 warning, 3 info, 4 log.
    func logMessage(_ text: String, type: Int) {
        notify("window/logMessage", ["type": .int(type), "message": .string(text)])
    }
}
