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
        for (index, segment) in trimmed.enumerated() {
            if index > 0 { bytes.append(0x0A) }
            starts.append(bytes.count)
            bytes.append(contentsOf: source.bytes[segment.start..<segment.end])
        }
        self.bytes = bytes
        self.segments = trimmed
        self.logicalStarts = starts
    }

    var count: Int { bytes.count }

    /// The source offset of a logical index (a `\n` maps to the end of its segment's line).
    func sourceOffset(_ index: Int) -> Int {
        guard !segments.isEmpty else { return 0 }
        var low = 0
        var high = logicalStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if logicalStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        let segment = segments[low]
        return min(segment.start + (index - logicalStarts[low]), segment.end)
    }

    /// The source range of a logical range; an end just after a `\n` maps to the next line's start.
    func range(_ logical: Range<Int>) -> SourceRange {
        let start = sourceOffset(logical.lowerBound)
        let end = logical.upperBound > logical.lowerBound ? sourceOffset(logical.upperBound - 1) + 1 : start
        var endOffset = end
        // The last byte was a `\n`: end at the next segment's start instead of inside the line ending.
        if logical.upperBound > logical.lowerBound, bytes[logical.upperBound - 1] == 0x0A {
            endOffset = sourceOffset(logical.upperBound)
        }
        return source.range(start..<max(start, endOffset))
    }

    /// The text of a logical range (line breaks as `\n`), invalid UTF-8 repaired.
    func string(_ logical: Range<Int>) -> String {
        String(decoding: bytes[logical], as: UTF8.self)
    }
}
