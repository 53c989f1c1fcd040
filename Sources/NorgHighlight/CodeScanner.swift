/// The one engine: a forward walk over the bytes that reads the language's table. Every loop
/// moves forward; the only look aheads are bounded (a character literal, the spaces before a
/// key's separator, a tag's `@end`), so the cost is linear in the code whatever it holds.
struct CodeScanner {
    typealias Role = LanguageTable.ByteRole

    let bytes: UnsafeBufferPointer<UInt8>
    let table: LanguageTable
    /// The table's rules, read in place: a copy held here would make the scanner too big to pass
    /// around, and every non-mutating helper would copy it.
    var rules: LanguageRules {
        @inline(__always) _read { yield table.rules }
    }
    var tokens: [CodeToken] = []
    var position = 0
    /// CSS: where the current rule's selector or declaration ends (its `{`, `;` or `}`), and
    /// which of the two it is.
    var cssStatementEnd = 0
    var cssInSelector = false
    /// The word after `fn`, `func`, `def` or `function` names a function.
    var declaresFunction = false

    init(bytes: UnsafeBufferPointer<UInt8>, table: LanguageTable) {
        self.bytes = bytes
        self.table = table
        tokens.reserveCapacity(bytes.count / 8)
    }

    mutating func scan() {
        switch rules.mode {
        case .code: scanCode()
        case .markup: scanMarkup()
        case .norg: scanNorg()
        }
    }

    // MARK: Primitives

    var count: Int { bytes.count }

    func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    func role(_ byte: UInt8) -> Role { table.roles[Int(byte)] }

    /// Whether `pattern` is at `index`.
    func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    mutating func emit(_ kind: CodeTokenKind, _ start: Int, _ end: Int) {
        let end = min(end, bytes.count)
        if start < end { tokens.append(CodeToken(kind: kind, range: start..<end)) }
    }

    /// The end of the line holding `index`: the offset of its `\n`, or the end of the code.
    func lineEnd(from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// Where the word starting at `start` ends.
    func wordEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, role(bytes[index]).contains(.word) { index += 1 }
        return index
    }

    /// Where a delimited form whose opener ends at `start` ends: after its close, or where it
    /// stops unclosed (the line's end for a single-line form, else the end of the code).
    func delimitedEnd(_ form: DelimitedForm, from start: Int) -> Int {
        let close = form.close
        let open = form.open
        let closeFirst = close.first
        let openFirst = open.first
        var depth = 1
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if form.escapes, byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\n"), !form.multiline { return index }
            if byte == closeFirst, close.isAt(index, in: bytes) {
                depth -= 1
                index += close.count
                if depth == 0 { return index }
                continue
            }
            if form.nests, byte == openFirst, open.isAt(index, in: bytes) {
                depth += 1
                index += open.count
                continue
            }
            index += 1
        }
        return bytes.count
    }

    /// Where `close` followed by `hashes` `#`s ends, searching from `start` (raw strings
    /// `#"…"#`, `r##"…"##`, and Lua's long brackets with `=`s).
    func repeatedCloseEnd(_ close: UInt8, repeating filler: UInt8, _ fillCount: Int, then last: UInt8?,
                          from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            guard bytes[index] == close else {
                index += 1
                continue
            }
            var cursor = index + 1
            var fill = 0
            while fill < fillCount, cursor < bytes.count, bytes[cursor] == filler {
                fill += 1
                cursor += 1
            }
            if fill == fillCount {
                guard let last else { return cursor }
                if cursor < bytes.count, bytes[cursor] == last { return cursor + 1 }
            }
            // Nothing between `index` and `cursor` can start a close but `cursor` itself.
            index = max(index + 1, cursor)
        }
        return bytes.count
    }
}
