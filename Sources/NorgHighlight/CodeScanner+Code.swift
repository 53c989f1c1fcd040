/// Programming and data languages: words, numbers, comments, strings and sigils by the table.
extension CodeScanner {
    mutating func scanCode() {
        var atLineStart = true
        while position < count {
            let byte = bytes[position]
            let role = role(byte)
            if role.contains(.newline) {
                atLineStart = true
                position += 1
                continue
            }
            if role.contains(.space) {
                position += 1
                continue
            }
            let lineStart = atLineStart
            atLineStart = false
            if rules.isCSS, position >= cssStatementEnd { findCSSStatementEnd() }
            // Only a name right after `fn`/`def` is the function's (not `lhs` in `func == (lhs:`).
            if !role.contains(.wordStart) { declaresFunction = false }
            if role.contains(.opener), scanForm(lineStart: lineStart) { continue }
            if role.contains(.wordStart) {
                scanWord()
            } else if role.contains(.digit) {
                scanNumber()
            } else {
                position += 1
            }
        }
    }

    /// CSS: a statement is a selector when a `{` ends it, a declaration when a `;` or `}` does.
    /// Each statement is looked through once.
    private mutating func findCSSStatementEnd() {
        var index = position
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") { break }
            index += 1
        }
        cssStatementEnd = index
        cssInSelector = index < count && bytes[index] == UInt8(ascii: "{")
    }

    /// A comment, string or sigil at `position`: emits it and moves past it, or returns false.
    private mutating func scanForm(lineStart: Bool) -> Bool {
        let start = position
        let byte = bytes[start]
        if rules.longBrackets, let end = longBracketEnd(at: start) {
            emit(.string, start, end)
            position = end
            return true
        }
        // The forms are walked by index: plain data read in place, nothing retained.
        for index in table.blockComments.indices {
            let form = table.blockComments[index]
            guard byte == form.open.first, form.open.isAt(start, in: bytes) else { continue }
            position = delimitedEnd(form, from: start + form.open.count)
            emit(.comment, start, position)
            return true
        }
        for index in table.lineComments.indices {
            let comment = table.lineComments[index]
            guard byte == comment.first, comment.isAt(start, in: bytes) else { continue }
            if rules.lineCommentNeedsSpace, start > 0, !role(bytes[start - 1]).contains(.space),
               !role(bytes[start - 1]).contains(.newline) { break }
            // Lua: `--[[ … ]]` is a long comment.
            let end = rules.longBrackets ? longBracketEnd(at: start + comment.count) : nil
            position = end ?? lineEnd(from: start)
            emit(.comment, start, position)
            return true
        }
        if rules.tableHeadings, lineStart, byte == UInt8(ascii: "[") {
            var end = start
            while end < count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "]") { end += 1 }
            while end < count, bytes[end] == UInt8(ascii: "]") { end += 1 }
            emit(.heading, start, end)
            position = end
            return true
        }
        if rules.hashRawStrings, byte == UInt8(ascii: "#") {
            var hashesEnd = start
            while hashesEnd < count, bytes[hashesEnd] == UInt8(ascii: "#") { hashesEnd += 1 }
            if hashesEnd < count, bytes[hashesEnd] == UInt8(ascii: "\"") {
                position = hashRawStringEnd(hashesAt: start) ?? count
                emit(.string, start, position)
                return true
            }
            if hashesEnd > start + 1 {
                // A run of `#`s that opens no string is plain, all of it (not looked at again per `#`).
                position = hashesEnd
                return true
            }
        }
        for index in table.strings.indices {
            let form = table.strings[index]
            if byte == form.open.first, form.open.isAt(start, in: bytes) { return scanString(form, tokenStart: start) }
        }
        let sigil = table.sigilIndex[Int(byte)]
        if sigil >= 0 { return scanSigil(rules.sigils[Int(sigil)]) }
        return false
    }

    /// The string (or character) `form` whose opener is at `position`; the token starts at
    /// `tokenStart` (before a prefix such as `r` or `f`).
    mutating func scanString(_ form: DelimitedForm, tokenStart: Int) -> Bool {
        let start = position
        if form.isCharacter {
            guard let end = characterEnd(at: start) else {
                // Not a character: a lifetime or label (`'a`), else a lone quote.
                let end = wordEnd(from: start + 1)
                if end > start + 1, role(bytes[start + 1]).contains(.wordStart) { emit(.attribute, start, end) }
                position = max(end, start + 1)
                return true
            }
            emit(form.kind, tokenStart, end)
            position = end
            return true
        }
        let end = delimitedEnd(form, from: start + form.open.count)
        position = end
        emit(isKey(endingAt: end) ? .key : form.kind, tokenStart, end)
        return true
    }

    /// Where a character literal `'x'`, `'\n'`, `'\u{1F600}'` starting at `start` ends, if it is one.
    private func characterEnd(at start: Int) -> Int? {
        guard let first = byte(at: start + 1), first != UInt8(ascii: "\n"), first != UInt8(ascii: "'") else { return nil }
        if first == UInt8(ascii: "\\") {
            // An escape: its close is within a few bytes on the same line.
            var index = start + 3
            while index < min(count, start + 14) {
                if bytes[index] == UInt8(ascii: "'") { return index + 1 }
                if bytes[index] == UInt8(ascii: "\n") { return nil }
                index += 1
            }
            return nil
        }
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        return byte(at: start + 1 + length) == UInt8(ascii: "'") ? start + 2 + length : nil
    }

    /// Lua's long bracket `[[`, `[=[`, … at `start`: where it closes (or the end of the code).
    private func longBracketEnd(at start: Int) -> Int? {
        guard byte(at: start) == UInt8(ascii: "[") else { return nil }
        var index = start + 1
        var level = 0
        while index < count, bytes[index] == UInt8(ascii: "=") {
            level += 1
            index += 1
        }
        guard byte(at: index) == UInt8(ascii: "[") else { return nil }
        return repeatedCloseEnd(UInt8(ascii: "]"), repeating: UInt8(ascii: "="), level, then: UInt8(ascii: "]"),
                                from: index + 1)
    }

    /// A raw string whose `#`s start at `start` (`#"…"#`, or after Rust's `r`): where it ends.
    func hashRawStringEnd(hashesAt start: Int) -> Int? {
        var index = start
        while index < count, bytes[index] == UInt8(ascii: "#") { index += 1 }
        guard byte(at: index) == UInt8(ascii: "\"") else { return nil }
        return repeatedCloseEnd(UInt8(ascii: "\""), repeating: UInt8(ascii: "#"), index - start, then: nil,
                                from: index + 1)
    }

    /// `@name`, `#name`, `$name`, `${…}`, `#[…]`: emits it, or returns false when no name follows.
    private mutating func scanSigil(_ sigil: LanguageRules.Sigil) -> Bool {
        let start = position
        guard let next = byte(at: start + 1) else { return false }
        var end: Int
        if let open = sigil.bracketOpen, next == open {
            end = start + 2
            while end < count, bytes[end] != sigil.bracketClose, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < count, bytes[end] == sigil.bracketClose { end += 1 }
        } else if sigil.singles.contains(next) {
            end = start + 2
        } else if role(next).contains(.wordStart) || (sigil.kind != .number && role(next).contains(.word)) {
            end = wordEnd(from: start + 1)
        } else {
            return false
        }
        var kind = sigil.kind
        if rules.isCSS {
            // Outside braces `.name` and `#name` are selectors; inside them `#abc` is a colour.
            if sigil.prefix == UInt8(ascii: "#") { kind = cssInSelector ? .attribute : .number }
            if sigil.prefix == UInt8(ascii: ".") || sigil.prefix == UInt8(ascii: ":"), !cssInSelector { return false }
        }
        emit(kind, start, end)
        position = end
        return true
    }

    private mutating func scanWord() {
        let start = position
        let end = wordEnd(from: start)
        position = end
        // Most languages have no string prefixes: no call for them.
        if !table.stringPrefixes.isEmpty, let next = byte(at: end),
           scanPrefixedString(start: start, end: end, next: next) { return }
        if isKey(endingAt: end) {
            emit(.key, start, end)
            return
        }
        if rules.isCSS, cssInSelector, byte(at: end) != UInt8(ascii: "(") {
            emit(.tag, start, end)
            return
        }
        let declaresFunction = self.declaresFunction
        self.declaresFunction = false
        if let entry = table.words.entry(bytes, start, end) {
            emit(entry.kind, start, end)
            self.declaresFunction = entry.declaresFunction
            return
        }
        if declaresFunction {
            emit(.function, start, end)
            return
        }
        if rules.capitalizedAreTypes, isCapitalized(start, end) {
            emit(.type, start, end)
            return
        }
        guard rules.callsAreFunctions, let next = byte(at: end) else { return }
        if next == UInt8(ascii: "(") {
            emit(.function, start, end)
        } else if rules.macroBang, next == UInt8(ascii: "!"), let after = byte(at: end + 1),
                  after == UInt8(ascii: "(") || after == UInt8(ascii: "[") || after == UInt8(ascii: "{") {
            emit(.function, start, end + 1)
            position = end + 1
        }
    }

    /// `r"…"`, `f'…'`, `b"…"`, `r#"…"#`: a string whose prefix is the word `start..<end`.
    private mutating func scanPrefixedString(start: Int, end: Int, next: UInt8) -> Bool {
        guard end - start <= 3,
              table.stringPrefixes.contains(where: { $0.count == end - start && matches($0, at: start) }) else {
            return false
        }
        if rules.hashRawStrings, next == UInt8(ascii: "#") || next == UInt8(ascii: "\""),
           bytes[end - 1] == UInt8(ascii: "r"), let close = hashRawStringEnd(hashesAt: end) {
            emit(.string, start, close)
            position = close
            return true
        }
        for index in table.strings.indices {
            let form = table.strings[index]
            guard next == form.open.first, form.open.isAt(end, in: bytes) else { continue }
            position = end
            return scanString(form, tokenStart: start)
        }
        return false
    }

    /// Whether a word or string ending at `end` is a key: the language's separator follows it on
    /// the same line (after spaces), and, in CSS, inside a declaration block.
    @inline(__always)
    private func isKey(endingAt end: Int) -> Bool {
        // Inlined up to here: most languages have no keys.
        guard let separator = rules.keySeparator else { return false }
        return isKey(endingAt: end, separator: separator)
    }

    private func isKey(endingAt end: Int, separator: UInt8) -> Bool {
        if rules.isCSS, cssInSelector { return false }
        var index = end
        while index < count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < count, bytes[index] == separator else { return false }
        guard rules.keySeparatorNeedsSpace, let after = byte(at: index + 1) else { return true }
        return role(after).contains(.space) || role(after).contains(.newline)
    }

    private func isCapitalized(_ start: Int, _ end: Int) -> Bool {
        guard bytes[start] >= UInt8(ascii: "A"), bytes[start] <= UInt8(ascii: "Z") else { return false }
        for index in (start + 1)..<end where bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z") {
            return true
        }
        return false
    }

    private mutating func scanNumber() {
        let start = position
        let isHex = bytes[start] == UInt8(ascii: "0") && (byte(at: start + 1) ?? 0) | 0x20 == UInt8(ascii: "x")
        var index = start + 1
        while index < count {
            let byte = bytes[index]
            if role(byte).contains(.word), byte < 0x80 {
                let lower = byte | 0x20
                let exponent = isHex ? lower == UInt8(ascii: "p") : lower == UInt8(ascii: "e")
                if exponent, let sign = self.byte(at: index + 1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
                   let digit = self.byte(at: index + 2), role(digit).contains(.digit) {
                    index += 2
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "."), let digit = self.byte(at: index + 1), role(digit).contains(.digit) {
                index += 1
            } else if rules.isCSS, byte == UInt8(ascii: "%") {
                index += 1
                break
            } else {
                break
            }
        }
        emit(.number, start, index)
        position = index
    }
}
