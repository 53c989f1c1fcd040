/// The characters the HTML and MathML never carry: C1 controls (U+0080–U+009F), which HTML forbids in text
/// and some readers take for Windows-1252 punctuation, and noncharacters (U+FDD0–U+FDEF and the
/// last two code points of every plane), which are never meant for interchange. Text shows them as
/// U+FFFD and a URL holding one is refused.
///
/// They are found in UTF-8 by their lead byte, so ASCII and most other text never reach the decoding.
public enum DisallowedCharacters {
    /// Whether `byte` leads a sequence that may be disallowed: 0xC2 (U+0080–U+00BF), 0xEF
    /// (U+F000–U+FFFF) or 0xF0–0xF4 (the supplementary planes).
    @inline(__always)
    public static func mayStart(_ byte: UInt8) -> Bool {
        byte == 0xC2 || byte >= 0xEF && byte <= 0xF4
    }

    /// The length in bytes of the disallowed character at `index` of UTF-8 `bytes`, or 0 when the
    /// character there is allowed.
    public static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let available = bytes.count - index
        switch bytes[index] {
        case 0xC2:
            // U+0080–U+009F: C2 80 – C2 9F.
            return available >= 2 && (0x80...0x9F).contains(bytes[index + 1]) ? 2 : 0
        case 0xEF:
            // U+FDD0–U+FDEF: EF B7 90 – EF B7 AF; U+FFFE, U+FFFF: EF BF BE, EF BF BF.
            guard available >= 3 else { return 0 }
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0xB7 { return (0x90...0xAF).contains(third) ? 3 : 0 }
            return second == 0xBF && (third == 0xBE || third == 0xBF) ? 3 : 0
        case 0xF0...0xF4:
            // U+1FFFE … U+10FFFF: the low four bits of the second byte are 1 (the plane ends in F),
            // then BF BE or BF BF.
            guard available >= 4 else { return 0 }
            return bytes[index + 1] & 0x0F == 0x0F && bytes[index + 2] == 0xBF
                && (bytes[index + 3] == 0xBE || bytes[index + 3] == 0xBF) ? 4 : 0
        default:
            return 0
        }
    }

    /// Whether UTF-8 `bytes` hold a disallowed character.
    public static func occur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if mayStart(bytes[index]), length(at: index, in: bytes) > 0 { return true }
            index += 1
        }
        return false
    }

    /// Whether `text` holds a disallowed character.
    public static func occur(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { occur(in: $0) }
    }
}
