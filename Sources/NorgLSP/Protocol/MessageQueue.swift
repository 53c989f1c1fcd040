/// The messages read but not yet handled, in arrival order. Each is parsed when it is queued, so
/// that a `$/cancelRequest` behind a request is seen before that request is run: it marks the
/// request cancelled (a cancellation for a request already answered, or unknown, is dropped, so
/// nothing accumulates). The cancellation itself stays queued and is then handled as the no-op
/// notification it is.
struct MessageQueue {
    struct Message {
        enum Content {
            case json(JSONValue)
            case unreadable(JSONParser.Failure)
            /// The stream lost its place (a header that cannot be read, a body over the limit).
            case streamError(MessageFraming.FramingError)
        }

        var content: Content
        /// The request's id, when the message is a request.
        var id: JSONValue?
    }

    private var messages: [Message] = []
    private var head = 0
    private var cancelled: Set<JSONValue> = []

    /// Whether the stream failed: nothing after that is read.
    private(set) var holdsStreamError = false

    mutating func append(_ body: [UInt8]) {
        let json: JSONValue
        do throws(JSONParser.Failure) {
            json = try JSONParser.parse(body)
        } catch {
            messages.append(Message(content: .unreadable(error)))
            return
        }
        if json["method"]?.string == "$/cancelRequest", let id = json["params"]?["id"], LanguageServer.isValidID(id),
           messages[head...].contains(where: { $0.id == id }) {
            cancelled.insert(id)
        }
        let id = json["method"] != nil ? json["id"] : nil
        messages.append(Message(content: .json(json), id: id))
    }

    mutating func append(_ error: MessageFraming.FramingError) {
        messages.append(Message(content: .streamError(error)))
        holdsStreamError = true
    }

    /// The next message to handle.
    mutating func next() -> Message? {
        guard head < messages.count else { return nil }
        let message = messages[head]
        head += 1
        if head == messages.count || head > 64 {
            messages.removeFirst(head)
            head = 0
        }
        return message
    }

    /// Whether the request `id` was cancelled while queued; asking forgets the cancellation.
    mutating func isCancelled(_ id: JSONValue) -> Bool {
        cancelled.remove(id) != nil
    }
}
