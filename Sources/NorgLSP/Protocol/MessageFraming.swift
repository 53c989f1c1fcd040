/// The base protocol's framing: each message is a header (`Content-Length: N`, optionally
/// `Content-Type`, each line ending in CRLF, then an empty line) followed by N bytes of JSON.
///
/// Bytes arrive in any chunks (`append`); `next()` hands out whole messages. A header that cannot
/// be read, or a length over `maximumMessageBytes`, is a `FramingError`: the stream has lost its
/// place and the server ends, since no later byte can be trusted to start a message. Memory stays
/// bounded: at most one header (`maximumHeaderBytes`) and one body are held.
package struct MessageFraming {
    /// The largest body accepted: 64 MiB, far above any document an editor sends.
    package static let maximumMessageBytes = 64 << 20
    /// The largest header accepted (its lines, up to and including the empty line).
    package static let maximumHeaderBytes = 8 << 10

    package enum FramingError: Error, Equatable, Sendable {
        case headerTooLong
        case missingContentLength
        case badContentLength(String)
        case messageTooLarge(Int)
        case malformedHeader(String)

        package var message: String {
            switch self {
            case .headerTooLong: "a message header longer than \(MessageFraming.maximumHeaderBytes) bytes"
            case .missingContentLength: "a message header without Content-Length"
            case .badContentLength(let value): "Content-Length is not a byte count: \(value)"
            case .messageTooLarge(let length):
                "a message of \(length) bytes, over the limit of \(MessageFraming.maximumMessageBytes)"
            case .malformedHeader(let line): "a header line without ':': \(line)"
            }
        }
    }

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (compacted once a message is taken).
    private var start = 0
    /// The body length of the message whose header was read, while its body is incomplete.
    private var pendingLength: Int?

    package init() {}

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Whether bytes of an unfinished message are held (at the end of the stream: a truncated one).
    package var holdsPartialMessage: Bool { start < buffer.count }

    /// The next whole message's body, nil when more bytes are needed.
    package mutating func next() throws(FramingError) -> [UInt8]? {
        if pendingLength == nil {
            guard let (length, bodyStart) = try readHeader() else { return nil }
            pendingLength = length
            start = bodyStart
        }
        guard let length = pendingLength, buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        start += length
        pendingLength = nil
        // Drop what was read, so a long session holds only the unread bytes.
        buffer.removeSubrange(0..<start)
        start = 0
        return body
    }

    /// The header at `start`: the body length and where the body starts; nil when incomplete.
    private func readHeader() throws(FramingError) -> (Int, Int)? {
        let crlfcrlf: [UInt8] = [13, 10, 13, 10]
        var end: Int?
        var index = start
        while index + 4 <= buffer.count {
            if buffer[index] == 13, buffer[index..<index + 4].elementsEqual(crlfcrlf) {
                end = index
                break
            }
            index += 1
        }
        guard let end else {
            if buffer.count - start > MessageFraming.maximumHeaderBytes { throw .headerTooLong }
            return nil
        }
        guard end - start <= MessageFraming.maximumHeaderBytes else { throw .headerTooLong }
        var length: Int?
        for line in buffer[start..<end].split(separator: 10, omittingEmptySubsequences: true) {
            let text = String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { throw .malformedHeader(text) }
            let name = text[..<colon].lowercased()
            let value = text[text.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
                    throw .badContentLength(String(value))
                }
                // More digits than any allowed length has: refused without overflowing.
                guard value.utf8.count <= 12, let parsed = Int(value) else { throw .messageTooLarge(Int.max) }
                guard parsed <= MessageFraming.maximumMessageBytes else { throw .messageTooLarge(parsed) }
                length = parsed
            }
        }
        guard let length else { throw .missingContentLength }
        return (length, end + 4)
    }

    /// `body` framed for sending.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
