/// Splits the source into lines and tells what each line is, by its first bytes only.
///
/// Lines that must stand alone (delimiters, `$$` closers, `@end`) end nothing when trailing
/// whitespace follows them: the spec asks for an immediate line ending (`LineKind.spacedEnd`).
struct LineClassifier {
    let source: SourceText

    init(source: SourceText) {
        self.source = source
    }

    var lineCount: Int { source.lineCount }

    /// The offsets of line `index` (0-based).
    func bounds(_ index: Int) -> LineBounds {
        let bytes = source.bytes
        let start = source.lineStarts[index]
        let next = index + 1 < source.lineStarts.count ? source.lineStarts[index + 1] : bytes.count
        var end = next
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        var first = start
        if index == 0, end - start >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { first = 3 }
        let contentStart = ByteClass.skipWhitespace(bytes, from: first, to: end)
        let trimmed = ByteClass.trimTrailingWhitespace(bytes, from: contentStart, to: end)
        return LineBounds(start: start, contentStart: contentStart, contentEnd: end, trimmedEnd: trimmed)
    }

    /// A line that may open or close a range, and its kind.
    struct RangeLine {
        var line: Int
        var kind: LineKind
    }

    /// The lines that may open or close a range (ranged tags, `end` lines, ranged range-ables and
    /// their closers), in order, for `RangeMatcher` to pair: the lines that start with one of their
    /// characters, classified (the matcher passes over the other kinds among them). Only the lines
    /// `SourceText` found may be such are read.
    func rangeLines() -> [RangeLine] {
        var found: [RangeLine] = []
        let bytes = source.bytes
        for index in source.rangeLineCandidates {
            let line = bounds(index)
            guard line.contentStart < line.trimmedEnd, Self.mayStartRangeLine(bytes[line.contentStart]) else {
                continue
            }
            found.append(RangeLine(line: index, kind: classify(line)))
        }
        return found
    }

    /// Whether a line whose first byte after whitespace is `byte` may open or close a range:
    /// `@ | = $ ^ :`. (`SourceText` picks its candidate lines by the same test.)
    static func mayStartRangeLine(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x40, 0x7C, 0x3D, 0x24, 0x5E, 0x3A: true
        default: false
        }
    }

    func classify(_ line: LineBounds) -> LineKind {
        let bytes = source.bytes
        let start = line.contentStart
        let end = line.trimmedEnd
        if start >= end { return .blank }
        let first = bytes[start]
        switch first {
        case 0x2A, 0x2D, 0x7E, 0x3E, 0x24, 0x5E, 0x3A, 0x3D, 0x5F: // * - ~ > $ ^ : = _
            var run = start + 1
            while run < end && bytes[run] == first { run += 1 }
            let count = run - start
            if run == end { return aloneOnLine(first, count: count, markerEnd: run, hasWhitespaceAfter: end < line.contentEnd) }
            guard ByteClass.whitespaceLength(bytes, run, line.contentEnd) > 0 else {
                if first == 0x3D && count == 1 { return tag(.macro, line) }
                return .paragraph
            }
            return modifier(first, count: count, markerEnd: run)
        case 0x40: return tag(.verbatim, line)
        case 0x7C: return tag(.standard, line)
        case 0x23: return tag(.strongCarryover, line)
        case 0x2B: return tag(.weakCarryover, line)
        case 0x2E: return tag(.infirm, line)
        default: return .paragraph
        }
    }

    /// A run of one modifier character with nothing but whitespace after it.
    private func aloneOnLine(_ byte: UInt8, count: Int, markerEnd: Int, hasWhitespaceAfter: Bool) -> LineKind {
        switch byte {
        case 0x2D where count >= 2: return endLine(.delimiter(.weak), hasWhitespaceAfter)
        case 0x3D where count >= 2: return endLine(.delimiter(.strong), hasWhitespaceAfter)
        case 0x5F where count >= 2: return endLine(.delimiter(.horizontalRule), hasWhitespaceAfter)
        case 0x24 where count == 2: return endLine(.rangeableCloser(.definition), hasWhitespaceAfter)
        case 0x5E where count == 2: return endLine(.rangeableCloser(.footnote), hasWhitespaceAfter)
        case 0x3A where count == 2: return endLine(.rangeableCloser(.tableCell), hasWhitespaceAfter)
        case 0x2D where hasWhitespaceAfter: return .nestable(.unordered, level: count, markerEnd: markerEnd)
        case 0x7E where hasWhitespaceAfter: return .nestable(.ordered, level: count, markerEnd: markerEnd)
        case 0x3E where hasWhitespaceAfter: return .nestable(.quote, level: count, markerEnd: markerEnd)
        default: return .paragraph
        }
    }

    /// An end line, or (with trailing whitespace) the near miss of one.
    private func endLine(_ end: EndLine, _ hasWhitespaceAfter: Bool) -> LineKind {
        if hasWhitespaceAfter { return .spacedEnd(end) }
        switch end {
        case .delimiter(let kind): return .delimiter(kind)
        case .rangeableCloser(let kind): return .rangeableCloser(kind)
        case .tagEnd(let prefix): return .tagEnd(prefix)
        }
    }

    /// A run of one modifier character followed by whitespace and more text.
    private func modifier(_ byte: UInt8, count: Int, markerEnd: Int) -> LineKind {
        switch byte {
        case 0x2A: return .heading(level: count, markerEnd: markerEnd)
        case 0x2D: return .nestable(.unordered, level: count, markerEnd: markerEnd)
        case 0x7E: return .nestable(.ordered, level: count, markerEnd: markerEnd)
        case 0x3E: return .nestable(.quote, level: count, markerEnd: markerEnd)
        case 0x24 where count <= 2: return .rangeable(.definition, isRanged: count == 2, markerEnd: markerEnd)
        case 0x5E where count <= 2: return .rangeable(.footnote, isRanged: count == 2, markerEnd: markerEnd)
        case 0x3A where count <= 2: return .rangeable(.tableCell, isRanged: count == 2, markerEnd: markerEnd)
        default: return .paragraph
        }
    }

    /// A tag: the prefix, then a name of regular characters, `-`, `_` and `.` (starting with a
    /// regular character), then whitespace or the end of the line.
    private func tag(_ prefix: TagPrefix, _ line: LineBounds) -> LineKind {
        let bytes = source.bytes
        let nameStart = line.contentStart + 1
        guard nameStart < line.trimmedEnd, ByteClass.isRegularNameByte(bytes[nameStart]) else { return .paragraph }
        var index = nameStart + 1
        while index < line.trimmedEnd {
            let byte = bytes[index]
            if ByteClass.isRegularNameByte(byte) || byte == 0x2D || byte == 0x5F || byte == 0x2E {
                // A non-ASCII whitespace character ends the name too.
                if byte >= 0x80 && ByteClass.whitespaceLength(bytes, index, line.contentEnd) > 0 { break }
                index += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0C {
                break
            } else {
                return .paragraph
            }
        }
        let isEnd = index - nameStart == 3 && bytes[nameStart] == 0x65 && bytes[nameStart + 1] == 0x6E
            && bytes[nameStart + 2] == 0x64
        if isEnd && prefix.isRanged {
            return index == line.trimmedEnd ? endLine(.tagEnd(prefix), line.trimmedEnd < line.contentEnd) : .paragraph
        }
        return .tag(prefix, nameEnd: index)
    }
}
