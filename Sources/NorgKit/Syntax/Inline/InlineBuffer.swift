/// The bytes of one paragraph's segments laid end to end, each line break between two segments
/// replaced by a single `\n`, so the inline scanner walks one contiguous array; logical indices map
/// back to source positions for node ranges.
///
/// A class: every scanner level and pairing pass holds it, and a reference costs one retain where
/// the struct's five arrays and references cost five. One per parse, loaded with each paragraph in
/// turn (`load(_:)`), so paragraphs reuse its arrays and allocate no buffer of their own.
final class InlineBuffer {
    /// One segment: where it is in the source and where it starts in `bytes`.
    struct Line {
        /// Source offsets of the segment (trailing spaces and tabs trimmed).
        var start: Int
        var end: Int
        /// The logical index of its first byte.
        var logicalStart: Int
        /// Its source line and the offset at which that line starts.
        var line: Int
        var lineStart: Int
    }

    /// The logical bytes: segment contents (trailing spaces and tabs trimmed) joined by `\n`. A
    /// view of the source itself when the paragraph is one segment (most are: titles, list items,
    /// one-line paragraphs), of `joined` otherwise. Only `load(_:)` changes it, between paragraphs,
    /// when no scanner holds it: no access can overlap another, so it skips the run-time exclusivity checks.
    @exclusivity(unchecked) private(set) var bytes = SourceBytes(UnsafeBufferPointer(start: nil, count: 0))
    @exclusivity(unchecked) private(set) var lines: [Line] = []
    /// `lines[0]` when it is the only segment, else nil: `range(_:)` reads it for most nodes, and
    /// a stored optional costs less to read than the array's bounds check and element.
    @exclusivity(unchecked) private var onlyLine: Line?
    /// The segment the last lookup found: nodes are built left to right, so the next one is
    /// mostly on it or the one after.
    @exclusivity(unchecked) private var lastLine = 0
    /// The joined segments of a paragraph of several lines; grown as needed, reused.
    private var joined = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    let source: SourceText
    let workspace: InlineWorkspace

    init(source: SourceText, workspace: InlineWorkspace = InlineWorkspace()) {
        self.source = source
        self.workspace = workspace
    }

    convenience init(source: SourceText, segments: [InlineSegment]) {
        self.init(source: source)
        load(segments)
    }

    deinit {
        joined.deallocate()
    }

    /// Lays out `segments` (one paragraph) in place of the previous paragraph's, keeping the
    /// arrays' capacity. Call it once no scanner of the previous paragraph is alive.
    func load(_ segments: [InlineSegment]) {
        lines.empty()
        lines.reserveCapacity(segments.count)
        var total = 0
        for segment in segments {
            var end = segment.end
            while end > segment.start, source.bytes[end - 1] == 0x20 || source.bytes[end - 1] == 0x09 { end -= 1 }
            let lineIndex = segment.line >= 0 ? segment.line : source.position(at: segment.start).line - 1
            lines.append(Line(start: segment.start, end: end, logicalStart: total, line: lineIndex + 1,
                              lineStart: source.lineStarts[lineIndex]))
            total += end - segment.start + 1
        }
        onlyLine = lines.count == 1 ? lines[0] : nil
        lastLine = 0
        if lines.count == 1 {
            // No copy: logical index i is source offset `start + i`, as it would be in a copy.
            bytes = SourceBytes(source.bytes[lines[0].start..<lines[0].end])
            return
        }
        let count = max(total - 1, 0)
        if joined.count < count {
            joined.deallocate()
            joined = .allocate(capacity: max(count, joined.count * 2))
        }
        for (index, line) in lines.enumerated() {
            if index > 0 { joined[line.logicalStart - 1] = 0x0A }
            let segment = source.bytes[line.start..<line.end]
            if !segment.isEmpty {
                _ = UnsafeMutableBufferPointer(rebasing: joined[line.logicalStart..<(line.logicalStart + segment.count)])
                    .update(fromContentsOf: segment)
            }
        }
        bytes = SourceBytes(UnsafeBufferPointer(rebasing: joined[0..<count]))
    }

    var count: Int { bytes.count }

    /// The segment holding a logical index (a `\n` belongs to the segment it ends).
    private func lineIndex(_ index: Int) -> Int {
        let count = lines.count
        let guess = min(lastLine, count - 1)
        if lines[guess].logicalStart <= index {
            if guess + 1 == count || index < lines[guess + 1].logicalStart { return guess }
            if guess + 2 == count || index < lines[guess + 2].logicalStart {
                lastLine = guess + 1
                return guess + 1
            }
        }
        var low = 0
        var high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].logicalStart <= index { low = mid } else { high = mid - 1 }
        }
        lastLine = low
        return low
    }

    /// The source position of a logical index (a `\n` maps to the end of its segment's line).
    func position(_ index: Int) -> SourcePosition {
        guard !lines.isEmpty else { return source.position(at: 0) }
        return position(index, on: lines[lineIndex(index)])
    }

    private func position(_ index: Int, on line: Line) -> SourcePosition {
        let offset = min(line.start + (index - line.logicalStart), line.end)
        return SourcePosition(line: line.line, column: offset - line.lineStart + 1, offset: offset)
    }

    /// The source range of a logical range; an end just after a `\n` maps to the next line's start.
    func range(_ logical: Range<Int>) -> SourceRange {
        if let line = onlyLine {
            // One segment (most paragraphs, every heading title and most list items): no line ending,
            // so both ends are on it, and no search.
            let start = position(logical.lowerBound, on: line)
            guard logical.upperBound > logical.lowerBound else { return SourceRange(start: start, end: start) }
            var end = position(logical.upperBound - 1, on: line)
            end.offset += 1
            end.column += 1
            return SourceRange(start: start, end: end)
        }
        guard !lines.isEmpty else { return SourceRange(start: source.position(at: 0), end: source.position(at: 0)) }
        let first = lineIndex(logical.lowerBound)
        let start = position(logical.lowerBound, on: lines[first])
        guard logical.upperBound > logical.lowerBound else { return SourceRange(start: start, end: start) }
        if bytes[logical.upperBound - 1] == 0x0A {
            return SourceRange(start: start, end: position(logical.upperBound))
        }
        // Most ranges (every text node) end on the segment they start on: one lookup for both ends.
        let last = first + 1 == lines.count || logical.upperBound - 1 < lines[first + 1].logicalStart
            ? first : lineIndex(logical.upperBound - 1)
        var end = position(logical.upperBound - 1, on: lines[last])
        end.offset += 1
        end.column += 1
        return SourceRange(start: start, end: end)
    }

    /// The text node of a logical range: a slice of the source bytes (no copy, no decoding yet)
    /// when the range sits on one line, which is every text node but the depth limit's fallback;
    /// a range across lines differs from the source there and gets its own copy.
    func textNode(_ logical: Range<Int>) -> NorgInline {
        let range = range(logical)
        return .text(text(logical, at: range), range: range)
    }

    /// The text of a logical range (see `text(_:at:)`).
    func text(_ logical: Range<Int>) -> NorgText {
        text(logical, at: range(logical))
    }

    /// The text of a logical range whose source range is `range`: a slice of the source bytes when
    /// it sits on one line, else a copy of its logical bytes (line breaks as `\n`).
    func text(_ logical: Range<Int>, at range: SourceRange) -> NorgText {
        let offsets = range.start.offset..<range.end.offset
        let onOneLine = range.start.line == range.end.line && offsets.count == logical.count
        return onOneLine ? source.text(offsets) : NorgText(Array(bytes[logical]))
    }

    /// The content of a verbatim modifier (not free-form) at `logical`: escaping outranks verbatim
    /// modifiers (spec, precedence), so with `escapes` each backslash gives way to the character it
    /// escapes, a line ending included. Content without a backslash stays a slice of the source.
    func verbatimText(_ logical: Range<Int>, escapes: Bool) -> NorgText {
        guard escapes, bytes[logical].contains(UInt8(ascii: "\\")) else { return text(logical) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(logical.count)
        var index = logical.lowerBound
        while index < logical.upperBound {
            // The byte after a backslash is kept whatever it is; a multi-byte character's
            // continuation bytes are never a backslash, so they follow unchanged.
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < logical.upperBound { index += 1 }
            unescaped.append(bytes[index])
            index += 1
        }
        return NorgText(unescaped)
    }

    /// The source buffer that a text node of `range` (the source range of `count` logical bytes)
    /// slices, when it does: the range sits on one segment, with offsets that fit the 32 bits
    /// `NorgText` keeps.
    func sourceStorage(of range: SourceRange, count: Int) -> SourceStorage? {
        guard range.start.line == range.end.line, range.end.offset - range.start.offset == count,
              range.end.offset <= Int(Int32.max) else { return nil }
        return source.storage
    }

    /// The node of an escape spanning `logical` (the backslash and the escaped character, or the
    /// backslash alone or with its line ending, which escapes the line ending).
    func escape(_ logical: Range<Int>) -> NorgInline {
        let escaped = logical.lowerBound + 1
        let character = escaped < logical.upperBound && bytes[escaped] != 0x0A ? string(escaped..<logical.upperBound) : "\n"
        return .escape(character, range: range(logical))
    }

    /// The text of a logical range (line breaks as `\n`), invalid UTF-8 repaired.
    func string(_ logical: Range<Int>) -> String {
        String(decoding: bytes[logical], as: UTF8.self)
    }
}
