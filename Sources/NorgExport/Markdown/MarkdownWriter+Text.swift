extension MarkdownWriter {
    /// Appends source text so that Markdown reads it back as written: every character that is
    /// markup anywhere is escaped with a backslash, and at the start of a line those that start a
    /// block there (`-`, `+`, `=`, and the `.` or `)` of a number). Leading whitespace of a line is
    /// dropped (Markdown drops it, or reads four spaces as code); a carriage return, which would
    /// end the line, becomes a space, and NUL U+FFFD (as Markdown reads it).
    mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { appendText($0) }
    }

    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        if atLineStart {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
            guard index < bytes.count else { return }
            atLineStart = false
            switch bytes[index] {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: "#"), UInt8(ascii: ">"):
                out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // `1.` or `1)` would start an ordered list: the punctuation is escaped.
                var end = index
                while end < bytes.count, end - index < 10, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
                    end += 1
                }
                if end < bytes.count, bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: ")") {
                    out.append(contentsOf: bytes[index..<end])
                    out.append(UInt8(ascii: "\\"))
                    index = end
                }
            default:
                break
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if Self.escaped[Int(byte)] || (byte == UInt8(ascii: "#") && singleLine)
                || (byte == UInt8(ascii: "&") && (index == bytes.count || Self.startsEntity(bytes[index]))) {
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            } else if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                out.append(UInt8(ascii: " "))
            } else if byte == 0 {
                // Markdown reads NUL as U+FFFD; written so, the text reads back the same.
                out += [0xEF, 0xBF, 0xBD]
            } else {
                out.append(byte)
            }
        }
    }

    /// The characters escaped wherever they are: emphasis and strikethrough, code, links and
    /// footnotes, HTML, table cells, math, and the backslash itself. (`&` is escaped where an
    /// entity could start, `#` at the start of a line and in headings and cells, `>` at the start
    /// of a line.)
    static let escaped: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for character in "\\`*_[]<~|$".utf8 { table[Int(character)] = true }
        return table
    }()

    /// True when `byte` after `&` could make an entity (`&amp;`, `&#38;`).
    static func startsEntity(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "#") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Appends a link destination: percent-encoded where Markdown would end or read it otherwise
    /// (spaces, controls, `<`, `>`, `\`), in angle brackets when it holds parentheses.
    mutating func appendDestination(_ url: String) {
        var encoded: [UInt8] = []
        var hasParenthesis = false
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in url.utf8 {
            switch byte {
            case 0...0x20, 0x7F, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"):
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            case UInt8(ascii: "("), UInt8(ascii: ")"):
                hasParenthesis = true
                encoded.append(byte)
            default:
                encoded.append(byte)
            }
        }
        if hasParenthesis { out.append(UInt8(ascii: "<")) }
        out += encoded
        if hasParenthesis { out.append(UInt8(ascii: ">")) }
    }
}
