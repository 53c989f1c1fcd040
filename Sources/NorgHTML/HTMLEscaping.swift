/// Escaping of text and attribute values, byte by byte: runs without special characters are
/// appended whole, so escaping costs one scan and no per-character `String` work.
enum HTMLEscaping {
    /// Appends `text` escaped for element content (`&`, `<`, `>`), or for a double-quoted
    /// attribute value as well (`"`, `'`). Control characters that HTML forbids become U+FFFD.
    static func append(_ text: String, to out: inout String, attribute: Bool = false) {
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            // Fast path: most bytes are neither markup nor controls.
            if byte > 0x3E || (byte >= 0x20 && byte != 0x22 && byte != 0x26 && byte != 0x27 && byte != 0x3C && byte != 0x3E) {
                if byte != 0x7F {
                    index = utf8.index(after: index)
                    continue
                }
            }
            let replacement: String?
            switch byte {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22: replacement = attribute ? "&quot;" : nil
            case 0x27: replacement = attribute ? "&#39;" : nil
            case 0x09, 0x0A, 0x0C, 0x0D: replacement = nil
            case 0x00...0x1F, 0x7F: replacement = "\u{FFFD}"
            default: replacement = nil
            }
            if let replacement {
                out += Substring(utf8[runStart..<index])
                out += replacement
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if runStart == utf8.startIndex {
            out += text
        } else {
            out += Substring(utf8[runStart..<utf8.endIndex])
        }
    }

    /// `text` escaped for element content.
    static func escaped(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        append(text, to: &out, attribute: attribute)
        return out
    }

    /// A token safe in a `class` list: runs of anything but ASCII letters, digits, `-`, `_`, `+`
    /// and `.` become one `-` (so `c++` stays, `x" onload=` cannot add an attribute or a class).
    static func classToken<S: StringProtocol>(_ text: S) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                 UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "#"):
                bytes.append(byte)
            default:
                if bytes.last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
