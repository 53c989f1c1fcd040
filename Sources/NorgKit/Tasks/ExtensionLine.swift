/// The detached modifier extensions written at the start of one source line, read straight from
/// the bytes: the write-back's own check of where a status character sits, independent of the tree.
///
/// Grammar (spec, "Detached Modifier Extensions"): optional leading whitespace, a detached modifier
/// (`*` `-` `~` `>` `$` `^` `:` repeated), whitespace, `(`, then items separated by `|` and closed
/// by `)`, which must be followed by whitespace. An item is a type character: a status
/// (` x ? ! + - = _`) stands alone, except `+`, which may take a timestamp; `#` `@` `<` `>` need
/// whitespace and a parameter. Parameters may run onto following lines, not across a blank line.
struct ExtensionLine: Equatable {
    struct Item: Equatable {
        /// The type character.
        var type: UInt8
        /// The byte offset of the type character.
        var offset: Int
        /// The byte offsets of the parameter text (after the whitespace), if there is one.
        var parameter: Range<Int>?

        var status: TaskStatus? { TaskStatus(character: Character(Unicode.Scalar(type))) }
    }

    var items: [Item]

    /// The first status item: the one `NorgDocument`'s `extensions.taskStatus` reports.
    var statusItem: Item? { items.first(where: { $0.status != nil }) }

    private static let modifiers: Set<UInt8> = Set("*-~>$^:".utf8)
    private static let parameterTypes: Set<UInt8> = Set("#@<>".utf8)

    /// Parses the extensions of the detached modifier that starts the line beginning at `lineStart`;
    /// nil when the line has no detached modifier with well-formed extensions.
    init?(bytes: [UInt8], lineStart: Int) {
        var index = lineStart
        let count = bytes.count
        if index == 0, count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < count, let width = Self.whitespaceWidth(bytes, index) { index += width }
        guard index < count, Self.modifiers.contains(bytes[index]) else { return nil }
        let modifier = bytes[index]
        while index < count, bytes[index] == modifier { index += 1 }
        guard index < count, let gap = Self.whitespaceWidth(bytes, index) else { return nil }
        index += gap
        guard index < count, bytes[index] == UInt8(ascii: "(") else { return nil }
        index += 1

        var items: [Item] = []
        while true {
            guard index < count, !Self.isLineEnding(bytes[index]) else { return nil }
            var item = Item(type: bytes[index], offset: index, parameter: nil)
            index += 1
            let takesParameter = Self.parameterTypes.contains(item.type) || item.type == UInt8(ascii: "+")
            if item.status == nil && !takesParameter { return nil }
            if takesParameter, index < count, let width = Self.whitespaceWidth(bytes, index) {
                index += width
                let parameterStart = index
                guard let parameterEnd = Self.parameterEnd(bytes, from: index) else { return nil }
                index = parameterEnd
                var trimmedEnd = parameterEnd
                while trimmedEnd > parameterStart, Self.isSpaceOrLineEnding(bytes[trimmedEnd - 1]) { trimmedEnd -= 1 }
                if trimmedEnd > parameterStart { item.parameter = parameterStart..<trimmedEnd }
            }
            if Self.parameterTypes.contains(item.type), item.parameter == nil { return nil }
            items.append(item)
            guard index < count else { return nil }
            if bytes[index] == UInt8(ascii: "|") {
                index += 1
            } else if bytes[index] == UInt8(ascii: ")") {
                index += 1
                break
            } else {
                return nil
            }
        }
        guard index < count, Self.whitespaceWidth(bytes, index) != nil else { return nil }
        self.items = items
    }

    /// The offset of the `|` or `)` ending a parameter; nil at the end of input or a blank line.
    private static func parameterEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        var lineIsBlank = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ")") { return index }
            if isLineEnding(byte) {
                if lineIsBlank { return nil }
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                lineIsBlank = true
            } else if whitespaceWidth(bytes, index) == nil {
                lineIsBlank = false
            }
            index += 1
        }
        return nil
    }

    private static func isLineEnding(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    private static func isSpaceOrLineEnding(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || isLineEnding(byte)
    }

    /// The byte length of the whitespace character at `index` (space, tab or a Unicode Zs
    /// character), nil when there is none.
    static func whitespaceWidth(_ bytes: [UInt8], _ index: Int) -> Int? {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 { return 1 }
        if byte < 0xC2 { return nil }
        let remaining = bytes.count - index
        if byte == 0xC2, remaining >= 2, bytes[index + 1] == 0xA0 { return 2 }  // U+00A0
        guard remaining >= 3 else { return nil }
        let second = bytes[index + 1], third = bytes[index + 2]
        switch (byte, second) {
        case (0xE1, 0x9A) where third == 0x80: return 3                          // U+1680
        case (0xE2, 0x80) where (0x80...0x8A).contains(third) || third == 0xAF: return 3  // U+2000–200A, U+202F
        case (0xE2, 0x81) where third == 0x9F: return 3                          // U+205F
        case (0xE3, 0x80) where third == 0x80: return 3                          // U+3000
        default: return nil
        }
    }
}
