/// The last search for each linkable closer (`}`, `]`, `>`), without a heap allocation.
struct CloserMemo {
    private var braces = (from: Int.max, found: -1)
    private var brackets = (from: Int.max, found: -1)
    private var angles = (from: Int.max, found: -1)

    subscript(slot: Int) -> (from: Int, found: Int) {
        get { slot == 0 ? braces : slot == 1 ? brackets : angles }
        set {
            switch slot {
            case 0: braces = newValue
            case 1: brackets = newValue
            default: angles = newValue
            }
        }
    }
}

/// Closer searches for verbatim and free-form modifiers, and the memoised search for the first
/// `}`, `]` or `>` that linkables close at.
extension InlineScanner {
    /// The first valid closing `c` after a verbatim opener, skipping escapes and linkables
    /// (both outrank verbatim modifiers); a doubled `c` is raw text and never closes.
    mutating func findVerbatimCloser(_ character: UInt8, from start: Int) -> Int? {
        let slot = ModifierCharacter.slot(character)
        guard failedSearches.isEmpty || start < failedSearches[slot] else { return nil }
        var index = start
        while index < upper {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), escapes {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<"),
               let match = matchLinkable(at: index) {
                index = match.range.upperBound
                continue
            }
            if byte == character {
                var runEnd = index + 1
                while runEnd < upper, bytes[runEnd] == character { runEnd += 1 }
                if runEnd - index == 1, buffer.canClose(at: index) { return index }
                index = runEnd
                continue
            }
            index += 1
        }
        noteFailedSearch(slot: slot, from: start)
        return nil
    }

    /// The position of the `|` of the first `|c` closer after a free-form opener, followed by
    /// whitespace or punctuation. Linkables are skipped; for non-verbatim modifiers, verbatim spans
    /// are too. Backslashes are literal inside free-form modifiers.
    mutating func findFreeFormCloser(_ character: UInt8, from start: Int, verbatim: Bool) -> Int? {
        let slot = ModifierCharacter.slotCount + ModifierCharacter.slot(character)
        guard failedSearches.isEmpty || start < failedSearches[slot] else { return nil }
        var index = start
        while index < upper {
            let byte = bytes[index]
            if byte == UInt8(ascii: "|"), index + 1 < upper, bytes[index + 1] == character,
               buffer.characterClass(at: index + 2) != .regular {
                return index
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<"),
               let match = matchLinkable(at: index) {
                index = match.range.upperBound
                continue
            }
            if !verbatim, ModifierCharacter.verbatim(byte) != nil, buffer.canOpen(at: index) {
                if index + 1 < upper, bytes[index + 1] == UInt8(ascii: "|"),
                   let close = findFreeFormCloser(byte, from: index + 2, verbatim: true) {
                    index = close + 2
                    continue
                }
                if let close = findVerbatimCloser(byte, from: index + 1) {
                    index = close + 1
                    continue
                }
            }
            index += 1
        }
        noteFailedSearch(slot: slot, from: start)
        return nil
    }

    /// Remembers that the search in `slot` (`failedSearches`) fails from `start` on.
    private mutating func noteFailedSearch(slot: Int, from start: Int) {
        if failedSearches.isEmpty {
            failedSearches = [Int](repeating: Int.max, count: 2 * ModifierCharacter.slotCount)
        }
        failedSearches[slot] = start
    }

    /// The first `character` (`}`, `]` or `>`) at or after `start` that no backslash escapes.
    mutating func findCloser(_ character: UInt8, from start: Int) -> Int? {
        let slot = character == UInt8(ascii: "}") ? 0 : character == UInt8(ascii: "]") ? 1 : 2
        let memo = closerMemo[slot]
        // A later search that starts before the remembered result finds the same one.
        if memo.from <= start, memo.found == -1 || start <= memo.found {
            return memo.found == -1 ? nil : memo.found
        }
        let escapes = escapes
        let found = bytes.withUnsafeBufferPointer { bytes in
            // Unchecked: every link and anchor scans its whole location and description here.
            var index = start
            // Eight bytes a step, looking for the closer or a backslash.
            if let base = bytes.baseAddress {
                while index + 8 <= upper {
                    let word = ByteWord.load(base, at: index)
                    let flagged = ByteWord.equal(word, character) | ByteWord.equal(word, UInt8(ascii: "\\"))
                    guard flagged != 0 else {
                        index += 8
                        continue
                    }
                    let at = index + ByteWord.offset(of: flagged)
                    if bytes[at] == character { return at }
                    index = escapes ? at + 2 : at + 1
                }
            }
            while index < upper {
                let byte = bytes[index]
                if byte == character { return index }
                index += byte == UInt8(ascii: "\\") && escapes ? 2 : 1
            }
            return -1
        }
        closerMemo[slot] = (start, found)
        return found == -1 ? nil : found
    }

    /// `(name|name:value)` at `position`: no whitespace, line ending or parenthesis inside.
    func modifierExtension(at position: Int) -> ([ModifierAttribute], Int)? {
        guard position < upper, bytes[position] == UInt8(ascii: "(") else { return nil }
        var index = position + 1
        while index < upper, bytes[index] != UInt8(ascii: ")") {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == UInt8(ascii: "(") { return nil }
            if byte >= 0x80, buffer.characterClass(at: index) == .whitespace { return nil }
            index += 1
        }
        guard index < upper, index > position + 1 else { return nil }
        var attributes: [ModifierAttribute] = []
        var itemStart = position + 1
        for cursor in (position + 1)...index where cursor == index || bytes[cursor] == UInt8(ascii: "|") {
            if cursor > itemStart {
                let item = itemStart..<cursor
                if let colon = item.first(where: { bytes[$0] == UInt8(ascii: ":") }) {
                    attributes.append(ModifierAttribute(name: buffer.string(itemStart..<colon),
                                                        value: buffer.string((colon + 1)..<cursor)))
                } else {
                    attributes.append(ModifierAttribute(name: buffer.string(item)))
                }
            }
            itemStart = cursor + 1
        }
        return (attributes, index + 1)
    }
}
