/// RFC 8259 JSON text to a `JSONValue`, for JSON-RPC messages: linear in the input, nesting bounded
/// (`maximumDepth`) so that hostile input cannot exhaust the stack, and never trapping. Invalid
/// UTF-8 and lone surrogates in strings are repaired to U+FFFD, as the server reads documents.
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; LSP messages nest a few levels.
    package static let maximumDepth = 256

    package struct Failure: Error, Sendable, Equatable {
        /// What was wrong, for the error response's message.
        package var reason: String
        /// The byte offset it was found at.
        package var offset: Int
    }

    private let bytes: [UInt8]
    private var position = 0

    /// Parses one JSON value filling `bytes` (whitespace around it allowed).
    package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.position == bytes.count else { throw parser.failure("text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ reason: String) -> Failure {
        Failure(reason: reason, offset: position)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw failure("nested deeper than \(JSONParser.maximumDepth) levels") }
        guard let byte = current else { throw failure("unexpected end of the JSON text") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - position >= expected.count,
              bytes[position..<position + expected.count].elementsEqual(expected) else { throw failure("unknown literal") }
        position += expected.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':'") }
            position += 1
            skipWhitespace()
            members[key] = try value(depth: depth + 1)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(elements)
            default: throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = position
        var isInteger = true
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") else {
            throw failure("expected a digit")
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): position += 1
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                isInteger = false
                position += 1
            default:
                return try finishNumber(start: start, isInteger: isInteger)
            }
        }
        return try finishNumber(start: start, isInteger: isInteger)
    }

    private func finishNumber(start: Int, isInteger: Bool) throws(Failure) -> JSONValue {
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else { throw Failure(reason: "not a number", offset: start) }
        return .double(value)
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var scalars: [UInt8] = []
        var pendingHigh: UInt32?
        func flushHigh(_ out: inout [UInt8]) {
            if pendingHigh != nil {
                out += Array("\u{FFFD}".utf8)
                pendingHigh = nil
            }
        }
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                flushHigh(&scalars)
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escape = current else { throw failure("unterminated string") }
                position += 1
                if escape == UInt8(ascii: "u") {
                    let unit = try hexQuad()
                    if (0xD800..<0xDC00).contains(unit) {
                        flushHigh(&scalars)
                        pendingHigh = unit
                    } else if (0xDC00..<0xE000).contains(unit) {
                        if let high = pendingHigh {
                            let value = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                            scalars += Array(String(Unicode.Scalar(value)!).utf8)
                            pendingHigh = nil
                        } else {
                            scalars += Array("\u{FFFD}".utf8)
                        }
                    } else {
                        flushHigh(&scalars)
                        scalars += Array(String(Unicode.Scalar(unit)!).utf8)
                    }
                    continue
                }
                flushHigh(&scalars)
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                default: throw failure("unknown escape")
                }
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                flushHigh(&scalars)
                scalars.append(byte)
            }
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard bytes.count - position >= 4 else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
