/// HTML and XML: elements' names, attributes and values, comments, CDATA, declarations and
/// character references; text between tags stays plain.
extension CodeScanner {
    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)

    mutating func scanMarkup() {
        while position < count {
            switch bytes[position] {
            case UInt8(ascii: "<"): scanMarkupOpen()
            case UInt8(ascii: "&"): scanCharacterReference()
            default: position += 1
            }
        }
    }

    private mutating func scanMarkupOpen() {
        let start = position
        if matches(Self.commentOpen, at: start) {
            position = closeEnd(Self.commentClose, from: start + Self.commentOpen.count)
            emit(.comment, start, position)
        } else if matches(Self.cdataOpen, at: start) {
            position = closeEnd(Self.cdataClose, from: start + Self.cdataOpen.count)
            emit(.string, start, position)
        } else if let next = byte(at: start + 1), next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
            // `<!DOCTYPE html>`, `<?xml version="1.0"?>`.
            var end = start + 2
            while end < count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            position = min(end + 1, count)
            emit(.keyword, start, position)
        } else {
            let nameStart = byte(at: start + 1) == UInt8(ascii: "/") ? start + 2 : start + 1
            guard let first = byte(at: nameStart), isNameStart(first) else {
                position += 1
                return
            }
            emit(.punctuation, start, nameStart)
            position = markupNameEnd(from: nameStart)
            emit(.tag, nameStart, position)
            scanAttributes()
        }
    }

    /// The attributes of a tag, up to its `>` or `/>` (or the end, or a `<` that starts another).
    private mutating func scanAttributes() {
        var afterEquals = false
        while position < count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: ">"):
                emit(.punctuation, position, position + 1)
                position += 1
                return
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: ">"):
                emit(.punctuation, position, position + 2)
                position += 2
                return
            case UInt8(ascii: "<"):
                return
            case UInt8(ascii: "="):
                afterEquals = true
                position += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let start = position
                var end = start + 1
                while end < count, bytes[end] != byte { end += 1 }
                position = min(end + 1, count)
                emit(.string, start, position)
                afterEquals = false
            default:
                if role(byte).contains(.space) || role(byte).contains(.newline) {
                    position += 1
                    continue
                }
                let start = position
                var end = start
                while end < count, !endsAttribute(bytes[end]) { end += 1 }
                position = max(end, start + 1)
                emit(afterEquals ? .string : .attribute, start, position)
                afterEquals = false
            }
        }
    }

    private func endsAttribute(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: "'"),
             UInt8(ascii: "/"):
            true
        default:
            role(byte).contains(.space) || role(byte).contains(.newline)
        }
    }

    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            || byte >= 0x80
    }

    private func markupNameEnd(from start: Int) -> Int {
        var end = start
        while end < count {
            let byte = bytes[end]
            guard role(byte).contains(.word) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: ".") else { break }
            end += 1
        }
        return end
    }

    /// `&amp;`, `&#39;`, `&#x27;`: a name of up to 32 bytes and its `;`.
    private mutating func scanCharacterReference() {
        let start = position
        var end = start + 1
        while end < min(count, start + 34), role(bytes[end]).contains(.word) || bytes[end] == UInt8(ascii: "#") {
            end += 1
        }
        if end > start + 1, byte(at: end) == UInt8(ascii: ";") {
            emit(.constant, start, end + 1)
            position = end + 1
        } else {
            position = start + 1
        }
    }

    /// Where `close` ends, searching from `start`; the end of the code when it never comes.
    func closeEnd(_ close: [UInt8], from start: Int) -> Int {
        var index = start
        while index < count {
            if bytes[index] == close[0], matches(close, at: index) { return index + close.count }
            index += 1
        }
        return count
    }
}
