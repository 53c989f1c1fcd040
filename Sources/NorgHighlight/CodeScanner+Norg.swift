/// Norg itself, line by line: headings, list, quote and other markers at a line's start, tags
/// (`@code` … `@end` is left plain inside), links, verbatim spans, inline comments and the
/// characters of attached modifiers.
extension CodeScanner {
    private static let endTag = Array("end".utf8)
    /// List, quote, definition, footnote and table-cell markers (followed by a space).
    private static let markers = Array("-~>$^:".utf8)
    /// `---`, `===`, `___` alone on a line.
    private static let delimiters = Array("-=_".utf8)
    /// Verbatim `@`, carryover `#` and `+`, standard `|` and macro `=` tags, infirm `.` tags.
    private static let tagPrefixes = Array("@#+|.=".utf8)

    mutating func scanNorg() {
        var insideVerbatim = false
        while position < count {
            let end = lineEnd(from: position)
            var index = position
            while index < end, role(bytes[index]).contains(.space) { index += 1 }
            if insideVerbatim {
                if bytes.indices.contains(index), bytes[index] == UInt8(ascii: "@"), isEndTag(at: index + 1, lineEnd: end) {
                    emit(.attribute, index, index + 4)
                    insideVerbatim = false
                }
            } else if index < end {
                insideVerbatim = scanNorgLine(from: index, to: end)
            }
            position = end + 1
        }
    }

    private func isEndTag(at index: Int, lineEnd: Int) -> Bool {
        matches(Self.endTag, at: index) && (index + 3 == lineEnd || role(bytes[index + 3]).contains(.space))
    }

    /// One line from its first non-blank byte; returns whether it opens a verbatim tag.
    private mutating func scanNorgLine(from start: Int, to end: Int) -> Bool {
        let first = bytes[start]
        var run = start
        while run < end, bytes[run] == first { run += 1 }
        let spaced = run < end && role(bytes[run]).contains(.space)
        if first == UInt8(ascii: "*"), spaced {
            emit(.heading, start, end)
            return false
        }
        if spaced, Self.markers.contains(first) {
            emit(.punctuation, start, run)
            scanNorgInline(from: run, to: end)
            return false
        }
        if run == end, run - start >= 3, Self.delimiters.contains(first) {
            emit(.punctuation, start, end)
            return false
        }
        if Self.tagPrefixes.contains(first) {
            let nameEnd = norgTagNameEnd(from: start + 1, to: end)
            if nameEnd > start + 1 {
                emit(.attribute, start, nameEnd)
                scanNorgInline(from: nameEnd, to: end)
                return first == UInt8(ascii: "@") && !(nameEnd == start + 4 && isEndTag(at: start + 1, lineEnd: nameEnd))
            }
        }
        scanNorgInline(from: start, to: end)
        return false
    }

    private func norgTagNameEnd(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, role(bytes[index]).contains(.word) || bytes[index] == UInt8(ascii: ".")
            || bytes[index] == UInt8(ascii: "-") { index += 1 }
        return index
    }

    /// Links `{…}`, verbatim `` `…` ``, comments `%…%` and markup characters within one line. An
    /// opener whose closer the line lacks is plain, and every later one of its kind on the line
    /// too, without searching again.
    private mutating func scanNorgInline(from start: Int, to end: Int) {
        var index = start
        var closerMissing: (link: Bool, verbatim: Bool, comment: Bool) = (false, false, false)
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"):
                index += 2
            case UInt8(ascii: "{") where !closerMissing.link:
                index = closedSpan(.link, from: index, closer: UInt8(ascii: "}"), to: end, missing: &closerMissing.link)
            case UInt8(ascii: "`") where !closerMissing.verbatim && opensModifier(at: index, start, end):
                index = closedSpan(.string, from: index, closer: byte, to: end, missing: &closerMissing.verbatim)
            case UInt8(ascii: "%") where !closerMissing.comment && opensModifier(at: index, start, end):
                index = closedSpan(.comment, from: index, closer: byte, to: end, missing: &closerMissing.comment)
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "!"), UInt8(ascii: "^"),
                 UInt8(ascii: "-"), UInt8(ascii: ","), UInt8(ascii: "$"), UInt8(ascii: "&"):
                if opensModifier(at: index, start, end) || closesModifier(at: index, start, end) {
                    emit(.punctuation, index, index + 1)
                }
                index += 1
            default:
                index += 1
            }
        }
    }

    /// The opener at `index` to its `closer` on the line as one token; returns where scanning goes
    /// on. Without a closer only the opener is passed, and `missing` keeps the line from being
    /// searched again for this kind.
    private mutating func closedSpan(_ kind: CodeTokenKind, from index: Int, closer: UInt8, to end: Int,
                                     missing: inout Bool) -> Int {
        guard let close = firstIndex(of: closer, from: index + 1, to: end) else {
            missing = true
            return index + 1
        }
        emit(kind, index, close + 1)
        return close + 1
    }

    private func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// An attached modifier opens after whitespace or punctuation and before a non-blank byte.
    private func opensModifier(at index: Int, _ start: Int, _ end: Int) -> Bool {
        guard index + 1 < end, !role(bytes[index + 1]).contains(.space), bytes[index + 1] != bytes[index] else {
            return false
        }
        return index == start || !role(bytes[index - 1]).contains(.word)
    }

    /// An attached modifier closes after a non-blank byte and before whitespace, punctuation or
    /// the line's end.
    private func closesModifier(at index: Int, _ start: Int, _ end: Int) -> Bool {
        guard index > start, !role(bytes[index - 1]).contains(.space), bytes[index - 1] != bytes[index] else {
            return false
        }
        return index + 1 == end || !role(bytes[index + 1]).contains(.word)
    }
}
