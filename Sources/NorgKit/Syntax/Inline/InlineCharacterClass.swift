/// The spec's three kinds of character, as the flanking rules of attached modifiers see them.
/// Line endings and the edges of a paragraph count as whitespace.
enum InlineCharacterClass: UInt8 {
    case whitespace
    case punctuation
    case regular

    /// The class of an ASCII byte (below 0x80): whitespace is 0x09…0x0D and space; punctuation is
    /// 0x21…0x2F, 0x3A…0x40, 0x5B…0x60 and 0x7B…0x7E. Bit masks, one bit per byte value, in two
    /// halves: constants, where a table is a global read through its lazy accessor on every call.
    @inline(__always)
    static func ofASCII(_ byte: UInt8) -> InlineCharacterClass {
        let bit: UInt64 = 1 << UInt64(byte & 63)
        let (whitespace, punctuation): (UInt64, UInt64) = byte < 64
            ? (0x0000_0001_0000_3E00, 0xFC00_FFFE_0000_0000)
            : (0, 0x7800_0001_F800_0001)
        if whitespace & bit != 0 { return .whitespace }
        return punctuation & bit != 0 ? .punctuation : .regular
    }

    static func of(_ scalar: Unicode.Scalar) -> InlineCharacterClass {
        if scalar.value < 128 { return ofASCII(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return .whitespace
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: return .punctuation
        default: return .regular
        }
    }
}

extension InlineBuffer {
    /// The class of the character starting at `index` (whitespace past the end).
    func characterClass(at index: Int) -> InlineCharacterClass {
        guard index < bytes.count, index >= 0 else { return .whitespace }
        let byte = bytes[index]
        if byte < 0x80 { return InlineCharacterClass.ofASCII(byte) }
        return InlineCharacterClass.of(scalar(at: index))
    }

    /// The class of the character that ends just before `index` (whitespace before the start).
    func characterClass(before index: Int) -> InlineCharacterClass {
        guard index > 0, index <= bytes.count else { return .whitespace }
        let byte = bytes[index - 1]
        if byte < 0x80 { return InlineCharacterClass.ofASCII(byte) }
        var start = index - 1
        while start > 0, index - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return InlineCharacterClass.of(scalar(at: start))
    }

    /// The byte length of the UTF-8 sequence starting at `index` (1 for a stray byte).
    func scalarLength(at index: Int) -> Int {
        let byte = bytes[index]
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        var end = index + 1
        while end < min(index + length, bytes.count), bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end - index
    }

    /// The scalar starting at `index`; invalid sequences read as U+FFFD (a regular character).
    func scalar(at index: Int) -> Unicode.Scalar {
        let length = scalarLength(at: index)
        let byte = UInt32(bytes[index])
        var value: UInt32
        switch length {
        case 2 where byte >= 0xC0: value = byte & 0x1F
        case 3 where byte >= 0xE0: value = byte & 0x0F
        case 4 where byte >= 0xF0: value = byte & 0x07
        case 1 where byte < 0x80: return Unicode.Scalar(UInt8(byte))
        default: return "\u{FFFD}"
        }
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// An opening modifier at `index` (width `width`): preceded by whitespace or punctuation, and
    /// not followed by whitespace or a line ending.
    func canOpen(at index: Int, width: Int = 1) -> Bool {
        characterClass(before: index) != .regular && characterClass(at: index + width) != .whitespace
    }

    /// A closing modifier at `index`: not preceded by whitespace, followed by whitespace or punctuation.
    func canClose(at index: Int, width: Int = 1) -> Bool {
        characterClass(before: index) != .whitespace && characterClass(at: index + width) != .regular
    }
}
