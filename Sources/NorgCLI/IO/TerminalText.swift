import NorgKit

/// Text bound for a terminal with the characters that could drive it shown as escapes.
///
/// A task's text or a file name is the document author's, not ours: an ESC could set the
/// terminal's title or move the cursor over earlier lines, a newline could forge a line of
/// `path:line: status text` output, and bidi controls could reorder what is shown. C0 and C1
/// controls and DEL appear as `\n`, `\t`, `\r` or `\xNN`; bidi embedding, override and isolate
/// characters, the bidi marks (U+200E, U+200F, U+061C) and the line and paragraph separators
/// (U+2028, U+2029, which some terminals and viewers break lines at) as `\u{2028}`; the bytes of a file name that are not UTF-8 (`RawPath`) as `\xNN`.
/// Everything else, backslashes included, is shown as it is.
public enum TerminalText {
    /// `text` with the characters that could drive a terminal shown as escapes (see above); `text`
    /// itself, without allocating, when it holds none.
    public static func escaped(_ text: String) -> String {
        var copy = text
        guard copy.withUTF8({ bytes in bytes.contains(where: mayNeedEscape) }) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: output += "\\n"
            case 0x09: output += "\\t"
            case 0x0D: output += "\\r"
            case 0x00..<0x20, 0x7F..<0xA0: output += "\\x" + hex(scalar.value, digits: 2)
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029: output += "\\u{" + hex(scalar.value, digits: 4) + "}"
            case RawPath.escapeBase + 0x80...RawPath.escapeBase + 0xFF:
                output += "\\x" + hex(scalar.value - RawPath.escapeBase, digits: 2)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether a UTF-8 byte may belong to a character that is escaped: any control byte, DEL,
    /// and the lead bytes of C1 controls (0xC2, U+0085 among them), of U+061C (0xD8), of the bidi
    /// controls and separators (0xE2) and of the bytes of a name that is not UTF-8 (0xF4, `RawPath`).
    @inline(__always)
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xF4
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
