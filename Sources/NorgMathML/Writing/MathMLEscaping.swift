/// Escaping for MathML inside HTML: no character of the TeX can open markup or end an attribute.
enum MathMLEscaping {
    /// Appends `text` escaped for element content (`&`, `<`, `>`) or, with `attribute`, for a
    /// double-quoted attribute value as well (`"`, `'`). Characters HTML forbids (C0 controls but
    /// for white space, DEL, C1 controls, noncharacters) become U+FFFD, and so do bidi embeddings
    /// and isolates in content, which could reorder the text around the formula and have no use in
    /// math.
    static func append(_ text: String, to out: inout String, attribute: Bool = false) {
        // Most text (letters, digits, most operators) holds no byte that could start any of these:
        // it is appended whole.
        if text.utf8.allSatisfy({ !mayNeedEscaping($0, attribute: attribute) }) {
            out += text
            return
        }
        for scalar in text.unicodeScalars {
            if let replacement = replacement(for: scalar, attribute: attribute) {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// Whether `byte` is, or may lead, a character that is replaced: ASCII controls and markup,
    /// and the lead bytes of C1 controls (C2), bidi controls (E2), noncharacters (EF, F0–F4).
    private static func mayNeedEscaping(_ byte: UInt8, attribute: Bool) -> Bool {
        switch byte {
        case 0x00...0x1F, 0x26, 0x3C, 0x3E, 0x7F, 0xC2, 0xE2, 0xEF, 0xF0...0xF4: true
        case 0x22, 0x27: attribute
        default: false
        }
    }

    private static func replacement(for scalar: Unicode.Scalar, attribute: Bool) -> String? {
        switch scalar.value {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: attribute ? "&quot;" : nil
        case 0x27: attribute ? "&#39;" : nil
        case 0x09, 0x0A, 0x0C, 0x0D: nil
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: "\u{FFFD}"
        case 0x202A...0x202E, 0x2066...0x2069: attribute ? nil : "\u{FFFD}"
        case let value where value & 0xFFFE == 0xFFFE: "\u{FFFD}"
        default: nil
        }
    }
}
