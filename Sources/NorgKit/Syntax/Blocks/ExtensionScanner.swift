/// Reads detached modifier extensions, `(x|# A)`, right after a detached modifier's whitespace.
///
/// Each group opens with `(`, holds items chained with `|` (a type character, then optionally
/// whitespace and parameters), closes with `)`, and may be followed directly by another group.
/// The whole extension must be followed by whitespace; anything else makes it plain text.
struct ExtensionScanner {
    let source: SourceText

    /// The extensions at `start` on line `line` (0-based) and the offset where the text after them
    /// (and their whitespace) begins, or nil when there is no valid extension there.
    func scan(at start: Int, end: Int, line: Int) -> (items: ExtensionList, contentStart: Int)? {
        let bytes = source.bytes
        guard start < end, bytes[start] == 0x28 else { return nil }
        let lineStart = source.lineStarts[line]
        func position(_ offset: Int) -> SourcePosition {
            SourcePosition(line: line + 1, column: offset - lineStart + 1, offset: offset)
        }
        var items = ExtensionList.empty
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
                let parameter = parameterStartTrimmed < parameterEnd ? source.string(parameterStartTrimmed..<parameterEnd) : nil
                let typePosition = position(typeStart)
                items.append(DetachedModifierExtension(
                    kind: kind, parameter: parameter,
                    range: SourceRange(start: typePosition, end: position(index)),
                    characterRange: SourceRange(start: typePosition, end: position(typeStart + 1))))
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
