/// `norg lsp`: a Language Server Protocol 3.17 server for Norg, driven by bytes.
///
/// `receive(_:)` takes bytes as they come from the client (any chunks), handles each whole
/// message in order and returns the framed bytes to send back; nothing here touches a stream, so
/// tests drive the server in process and `LanguageServerLoop` connects it to stdio.
///
/// Messages are read ahead of the work: every whole message that has arrived is parsed into a
/// queue before the first is handled, and before each next one the server takes in what else has
/// arrived meanwhile (`available`, which the loop sets to read without waiting). A
/// `$/cancelRequest` thus finds a request still queued behind long work (indexing, a big
/// document), which is then answered with `RequestCancelled` (-32800) instead of being run.
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
    /// How indexing reports its progress: the client's token, or one the server creates.
    var progress = IndexingProgress.none
    let store = WorkspaceStore()
    /// The diagnostics last published per URI, so an unchanged list is not sent again.
    var published: [String: JSONValue] = [:]
    /// Bytes that have arrived since the last look, read without waiting (nil: none); the loop
    /// sets it so that a message sent during long work is seen before the next one is handled.
    package var available: (() -> [UInt8]?)?
    /// Where messages go as soon as they are made (the loop sets it, so that progress is seen
    /// while indexing); without it they are returned by `receive(_:)`.
    package var sink: (([UInt8]) -> Void)?
    private var framing = MessageFraming()
    private var output: [UInt8] = []
    private var queue = MessageQueue()

    package init() {}

    /// Handles every whole message in `bytes` (with what came before) and returns what to send.
    package func receive(_ bytes: some Collection<UInt8>) -> [UInt8] {
        framing.append(bytes)
        readAhead()
        while exitCode == nil, let message = queue.next() {
            handle(message)
            if let more = available?() {
                framing.append(more)
                readAhead()
            }
        }
        defer { output = [] }
        return output
    }

    /// The client closed the stream: the server ends (status 1 unless it was shut down).
    package func endOfInput() {
        if exitCode == nil { exitCode = state == .shutDown ? 0 : 1 }
    }

    /// Parses every whole message held into the queue; a `$/cancelRequest` marks the request it
    /// names while that is still queued.
    private func readAhead() {
        while !queue.holdsStreamError {
            do throws(MessageFraming.FramingError) {
                guard let body = try framing.next() else { return }
                queue.append(body)
            } catch {
                queue.append(error)
            }
        }
    }

    /// Reads what else has arrived, during long work, so that cancellations are seen.
    func lookForCancellations() {
        guard let more = available?() else { return }
        framing.append(more)
        readAhead()
    }

    private func handle(_ queued: MessageQueue.Message) {
        let message: JSONValue
        switch queued.content {
        case .streamError(let error):
            logMessage("norg lsp: \(error.message); stopping", type: 1)
            exitCode = 1
            return
        case .unreadable(let failure):
            respond(id: .null, error: .parseError("\(failure.reason) at byte \(failure.offset)"))
            return
        case .json(let json):
            message = json
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
            // A response to a request of ours (its answer is not needed), or junk.
            if id == nil || (message["result"] == nil && message["error"] == nil) {
                respond(id: id ?? .null, error: .invalidRequest("no method"))
            }
            return
        }
        let params = message["params"]
        if let id {
            if queue.isCancelled(id) {
                respond(id: id, error: .requestCancelled)
                return
            }
            do throws(RPCError) {
                respond(id: id, result: try request(method, params))
            } catch {
                respond(id: id, error: error)
            }
        } else {
            notification(method, params)
        }
    }

    static func isValidID(_ id: JSONValue) -> Bool {
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
        let framed = MessageFraming.frame(message.encoded)
        if let sink { sink(framed) } else { output += framed }
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
