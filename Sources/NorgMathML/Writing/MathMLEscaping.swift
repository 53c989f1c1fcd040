/// Escaping for MathML inside HTML: no character of the TeX can open markup or end an attribute.
enum MathMLEscaping {
    /// Appends `text` escaped for element content (`&`, `<`, `>`) or, with `attribute`, for a
    /// double-quoted attribute value as well (`"`, `'`). Characters HTML forbids (C0 controls but
    /// for white space, DEL, C1 controls, noncharacters) become U+FFFD, and so do bidi embeddings
    /// and isolates in content, which could reorder the text around the formula and have no use in
    /// math.
    static func append(_ text: String, to out: inout String, attribute: Bool = false) {
        var runStart = text.unicodeScalars.startIndex
        var index = runStart
        while index < text.unicodeScalars.endIndex {
            let scalar = text.unicodeScalars[index]
            if let replacement = replacement(for: scalar, attribute: attribute) {
                out.unicodeScalars.append(contentsOf: text.unicodeScalars[runStart..<index])
                out += replacement
                runStart = text.unicodeScalars.index(after: index)
            }
            index = text.unicodeScalars.index(after: index)
        }
        out.unicodeScalars.append(contentsOf: text.unicodeScalars[runStart...])
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
