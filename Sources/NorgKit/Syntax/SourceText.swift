/// The source as UTF-8 bytes with a table of line starts: the parsers scan bytes, never `Character`s,
/// and turn offsets into `SourcePosition`s only when they build a node.
///
/// It reads the caller's buffer in place, so it exists only inside `withText(_:_:)` or
/// `withBytes(_:_:)`, and nothing may keep it after they return.
struct SourceText {
    let bytes: SourceBytes
    /// What text nodes keep to slice these bytes after the parse.
    let storage: SourceStorage
    /// Byte offset of the first byte of each line (index 0 is line 1).
    let lineStarts: [Int]
    /// The lines (0-based) that may open or close a range: after spaces and tabs they start with
    /// one of `@ | = $ ^ :` or a non-ASCII byte (which may be more whitespace). A superset, found
    /// while the line starts are, so that `LineClassifier.rangeLines()` reads only these lines.
    let rangeLineCandidates: [Int]

    /// Runs `body` over the UTF-8 of `string`, without copying it when it is a native string.
    static func withText<Result>(_ string: String, _ body: (SourceText) throws -> Result) rethrows -> Result {
        var string = string
        string.makeContiguousUTF8()
        let text = string
        if let result = try text.utf8.withContiguousStorageIfAvailable({ buffer in
            try body(SourceText(SourceBytes(buffer), storage: .string(text)))
        }) {
            return result
        }
        return try withBytes(Array(text.utf8), body)
    }

    /// Runs `body` over `bytes`, without copying them.
    static func withBytes<Result>(_ bytes: [UInt8], _ body: (SourceText) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { buffer in
            try body(SourceText(SourceBytes(buffer), storage: .bytes(bytes)))
        }
    }

    private init(_ bytes: SourceBytes, storage: SourceStorage) {
        self.bytes = bytes
        self.storage = storage
        // Sized for lines of about 64 bytes; longer lines leave less slack, shorter ones grow it once
        // or twice. (A table sized for the shortest lines would cost a quarter of the input's size.)
        var starts = [0]
        starts.reserveCapacity(bytes.count / 64 + 16)
        var candidates: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            if Self.mayOpenOrCloseRange(buffer, lineStart: 0) { candidates.append(0) }
            while index < count {
                // Eight bytes at a time while none of them is below 0x0E (so none is CR or LF), then
                // straight to the first that is.
                if let base = buffer.baseAddress {
                    while index + 8 <= count {
                        let flagged = ByteWord.below(ByteWord.load(base, at: index), 0x0E)
                        if flagged != 0 {
                            index += ByteWord.offset(of: flagged)
                            break
                        }
                        index += 8
                    }
                    guard index < count else { break }
                }
                let byte = buffer[index]
                index += 1
                // Most bytes are neither CR nor LF: one comparison rejects both (both are below 0x0E).
                guard byte <= 0x0D else { continue }
                if byte == 0x0D {
                    // CR LF is one line ending; a lone CR is one too.
                    if index < count, buffer[index] == 0x0A { index += 1 }
                } else if byte != 0x0A {
                    continue
                }
                if Self.mayOpenOrCloseRange(buffer, lineStart: index) { candidates.append(starts.count) }
                starts.append(index)
            }
        }
        let count = bytes.count
        // A final line ending does not begin another line.
        if starts.count > 1, starts.last == count { starts.removeLast() }
        self.lineStarts = starts
        self.rangeLineCandidates = candidates
    }

    /// Whether the line starting at `start` may be a range line (see `rangeLineCandidates`).
    @inline(__always)
    private static func mayOpenOrCloseRange(_ buffer: UnsafeBufferPointer<UInt8>, lineStart start: Int) -> Bool {
        var index = start
        while index < buffer.count, buffer[index] == 0x20 || buffer[index] == 0x09 || buffer[index] == 0x0C {
            index += 1
        }
        // Not ASCII: perhaps more whitespace (or line 1's byte-order mark), which `LineClassifier`
        // skips before it looks.
        guard index < buffer.count else { return false }
        return buffer[index] >= 0x80 || LineClassifier.mayStartRangeLine(buffer[index])
    }

    var lineCount: Int { bytes.isEmpty ? 0 : lineStarts.count }

    /// The position of a byte offset (binary search in the line table).
    func position(at offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }

    func range(_ offsets: Range<Int>) -> SourceRange {
        SourceRange(start: position(at: offsets.lowerBound), end: position(at: offsets.upperBound))
    }

    /// A `String` of the bytes in `offsets`, repairing invalid UTF-8.
    func string(_ offsets: Range<Int>) -> String {
        String(decoding: bytes[offsets], as: UTF8.self)
    }

    /// The text node of the bytes in `offsets`: a slice of the caller's buffer, not a copy.
    func text(_ offsets: Range<Int>) -> NorgText {
        NorgText(storage, offsets)
    }
}
