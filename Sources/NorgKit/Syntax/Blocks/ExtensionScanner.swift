/// Reads detached modifier extensions, `(x|# A)`, right after a detached modifier's whitespace.
///
/// Each group opens with `(`, holds items chained with `|` (a type character, then optionally
/// whitespace and parameters), closes with `)`, and may be followed directly by another group.
/// The whole extension must be followed by whitespace; anything else makes it plain text.
struct ExtensionScanner {
    let source: SourceText

    /// One item as offsets into the source.
    struct Item {
        var kind: DetachedModifierExtension.Kind
        var itemRange: Range<Int>
        var parameterRange: Range<Int>?
    }

    /// The items at `start` and the offset where the text after them (and their whitespace)
    /// begins, or nil when there is no valid extension there.
    func scan(at start: Int, end: Int) -> (items: [Item], contentStart: Int)? {
        let bytes = source.bytes
        guard start < end, bytes[start] == 0x28 else { return nil }
        var items: [Item] = []
        var index = start
        while index < end && bytes[index] == 0x28 {
            index += 1
            while true {
                guard index < end, let kind = Self.kind(of: bytes[index]) else { return nil }
                let typeStart = index
                index += 1
                guard index < end else { return nil }
                var parameterStart = index
                if bytes[index] != 0x7C && bytes[index] != 0x29 {
                    let space = ByteClass.whitespaceLength(bytes, index, end)
                    guard space > 0 else { return nil }
                    parameterStart = index + space
                    index = parameterStart
                    while index < end && bytes[index] != 0x7C && bytes[index] != 0x29 { index += 1 }
                    guard index < end else { return nil }
                }
                let parameterStartTrimmed = ByteClass.skipWhitespace(bytes, from: parameterStart, to: index)
                let parameterEnd = ByteClass.trimTrailingWhitespace(bytes, from: parameterStartTrimmed, to: index)
                let parameter = parameterStartTrimmed < parameterEnd ? parameterStartTrimmed..<parameterEnd : nil
                items.append(Item(kind: kind, itemRange: typeStart..<index, parameterRange: parameter))
                let separator = bytes[index]
                index += 1
                if separator == 0x29 { break }
            }
        }
        guard index < end, ByteClass.whitespaceLength(bytes, index, end) > 0 else { return nil }
        return (items, ByteClass.skipWhitespace(bytes, from: index, to: end))
    }

    private static func kind(of byte: UInt8) -> DetachedModifierExtension.Kind? {
        switch byte {
        case 0x20: .status(.undone)
        case 0x78: .status(.done)
        case 0x3F: .status(.uncertain)
        case 0x21: .status(.urgent)
        case 0x2B: .status(.recurring)
        case 0x2D: .status(.pending)
        case 0x3D: .status(.onHold)
        case 0x5F: .status(.cancelled)
        case 0x23: .priority
        case 0x40: .timestamp
        case 0x3C: .due
        case 0x3E: .start
        default: nil
        }
    }
}
