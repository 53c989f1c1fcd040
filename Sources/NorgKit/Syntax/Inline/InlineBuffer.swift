/// The bytes of one paragraph's segments laid end to end, each line break between two segments
/// replaced by a single `\n`, so the inline scanner walks one contiguous array; logical indices map
/// back to source offsets for node ranges.
struct InlineBuffer {
    /// The logical bytes: segment contents (trailing spaces and tabs trimmed) joined by `\n`.
    let bytes: [UInt8]
    let source: SourceText
    /// The trimmed segments, in order.
    let segments: [InlineSegment]
    /// The logical index at which each segment starts.
    let logicalStarts: [Int]
    /// The source line of each segment and the offset at which that line starts.
    let segmentLines: [(line: Int, lineStart: Int)]

    init(source: SourceText, segments: [InlineSegment]) {
        self.source = source
        var trimmed: [InlineSegment] = []
        trimmed.reserveCapacity(segments.count)
        var total = 0
        for segment in segments {
            var end = segment.end
            while end > segment.start, source.bytes[end - 1] == 0x20 || source.bytes[end - 1] == 0x09 { end -= 1 }
            trimmed.append(InlineSegment(start: segment.start, end: end))
            total += end - segment.start + 1
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        var starts: [Int] = []
        starts.reserveCapacity(trimmed.count)
        var lines: [(line: Int, lineStart: Int)] = []
        lines.reserveCapacity(trimmed.count)
        for (index, segment) in trimmed.enumerated() {
            if index > 0 { bytes.append(0x0A) }
            starts.append(bytes.count)
            bytes.append(contentsOf: source.bytes[segment.start..<segment.end])
            let position = source.position(at: segment.start)
            lines.append((position.line, segment.start - position.column + 1))
        }
        self.segmentLines = lines
        self.bytes = bytes
        self.segments = trimmed
        self.logicalStarts = starts
    }

    var count: Int { bytes.count }

    /// The segment holding a logical index (a `\n` belongs to the segment it ends).
    private func segmentIndex(_ index: Int) -> Int {
        var low = 0
        var high = logicalStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if logicalStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The source position of a logical index (a `\n` maps to the end of its segment's line).
    func position(_ index: Int) -> SourcePosition {
        guard !segments.isEmpty else { return source.position(at: 0) }
        let segmentIndex = segmentIndex(index)
        let segment = segments[segmentIndex]
        let offset = min(segment.start + (index - logicalStarts[segmentIndex]), segment.end)
        let line = segmentLines[segmentIndex]
        return SourcePosition(line: line.line, column: offset - line.lineStart + 1, offset: offset)
    }

    /// The source range of a logical range; an end just after a `\n` maps to the next line's start.
    func range(_ logical: Range<Int>) -> SourceRange {
        let start = position(logical.lowerBound)
        guard logical.upperBound > logical.lowerBound else { return SourceRange(start: start, end: start) }
        if bytes[logical.upperBound - 1] == 0x0A {
            return SourceRange(start: start, end: position(logical.upperBound))
        }
        var end = position(logical.upperBound - 1)
        end.offset += 1
        end.column += 1
        return SourceRange(start: start, end: end)
    }

    /// The text of a logical range (line breaks as `\n`), invalid UTF-8 repaired.
    func string(_ logical: Range<Int>) -> String {
        String(decoding: bytes[logical], as: UTF8.self)
    }
}
