/// Byte-level character classes of the spec's lexical layer, for scanning `[UInt8]` by index.
enum ByteClass {
    /// `bytes` with every run of bytes for which `isSpace` holds replaced by one `separator` (a
    /// space unless given), such runs at either end dropped, and capitals lowercased if asked: the
    /// one collapsing loop that titles, link keys, slugs, link locations and plain text share.
    /// Built straight into the string's storage; invalid UTF-8 is repaired as
    /// `String(decoding:as:)` repairs it.
    // Generic over the byte set, not given a closure: the loop runs inside the closure that
    // `String(unsafeUninitializedCapacity:)` calls, where a closure argument could only be called
    // indirectly, byte by byte (a large share of the cost of collapsing a task's title).
    static func collapsing<Space: ByteSet>(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool = false,
                                           separator: UInt8 = 0x20, where space: Space.Type) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { out in
            // Two copies of the loop, each with its constant `lowercase`, rather than a test per byte.
            lowercasing ? collapse(bytes, into: out, separator, Space.self, lowercase: true)
                : collapse(bytes, into: out, separator, Space.self, lowercase: false)
        }
    }

    @inline(__always)
    private static func collapse<Space: ByteSet>(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>,
                                                 _ separator: UInt8, _ space: Space.Type, lowercase: Bool) -> Int {
        var count = 0
        var pendingSpace = false
        for byte in bytes {
            if Space.contains(byte) {
                pendingSpace = count > 0
            } else {
                if pendingSpace {
                    out[count] = separator
                    count += 1
                }
                pendingSpace = false
                out[count] = lowercase && byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                count += 1
            }
        }
        return count
    }

    /// Whether every byte is ASCII (one pass over the buffer: iterating `String.utf8` a byte at a
    /// time is several times slower).
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var union: UInt8 = 0
        for byte in bytes { union |= byte }
        return union < 0x80
    }

    /// ASCII `bytes` with runs of whitespace and line endings (space, tab, LF, VT, FF, CR) collapsed
    /// (see `collapsing`); nil when a byte is not ASCII (Unicode whitespace needs `Character`).
    static func collapsedASCII(_ bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool = false) -> String? {
        guard isASCII(bytes) else { return nil }
        return collapsing(bytes, lowercasing: lowercasing, where: ASCIIWhitespace.self)
    }

    /// The length in bytes of the whitespace character starting at `index`, or 0.
    ///
    /// Whitespace is Unicode Zs plus tab (every implementation treats tab as whitespace) and form
    /// feed (the spec lists it as a line ending, but `SourceText` does not split lines on it, so
    /// it is read as whitespace rather than as text).
    @inline(__always)
    static func whitespaceLength(_ bytes: SourceBytes, _ index: Int, _ end: Int) -> Int {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 || byte == 0x0C { return 1 }
        if byte < 0x80 { return 0 }
        switch byte {
        case 0xC2:
            // U+00A0 NO-BREAK SPACE
            return index + 1 < end && bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1:
            // U+1680 OGHAM SPACE MARK
            return index + 2 < end && bytes[index + 1] == 0x9A && bytes[index + 2] == 0x80 ? 3 : 0
        case 0xE2:
            guard index + 2 < end else { return 0 }
            let second = bytes[index + 1], third = bytes[index + 2]
            // U+2000…U+200A, U+202F, U+205F
            if second == 0x80 && (third <= 0x8A && third >= 0x80 || third == 0xAF) { return 3 }
            if second == 0x81 && third == 0x9F { return 3 }
            return 0
        case 0xE3:
            // U+3000 IDEOGRAPHIC SPACE
            return index + 2 < end && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80 ? 3 : 0
        default:
            return 0
        }
    }

    /// The offset of the first non-whitespace byte at or after `index` (at most `end`).
    @inline(__always)
    static func skipWhitespace(_ bytes: SourceBytes, from index: Int, to end: Int) -> Int {
        var index = index
        while index < end {
            let length = whitespaceLength(bytes, index, end)
            if length == 0 { break }
            index += length
        }
        return index
    }

    /// The offset just after the last byte before `end` that is not ASCII whitespace.
    @inline(__always)
    static func trimTrailingWhitespace(_ bytes: SourceBytes, from start: Int, to end: Int) -> Int {
        var end = end
        while end > start {
            let byte = bytes[end - 1]
            if byte == 0x20 || byte == 0x09 || byte == 0x0C {
                end -= 1
            } else if byte == 0xA0, end - 2 >= start, bytes[end - 2] == 0xC2 {
                end -= 2
            } else {
                break
            }
        }
        return end
    }

    /// True for ASCII letters and digits and any non-ASCII byte: the characters a tag name may start with.
    @inline(__always)
    static func isRegularNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
}

/// A set of bytes, as a type: what `ByteClass.collapsing` treats as space.
protocol ByteSet {
    static func contains(_ byte: UInt8) -> Bool
}

/// Space, tab, LF, VT, FF and CR: for ASCII text, exactly what `Character.isWhitespace` accepts.
enum ASCIIWhitespace: ByteSet {
    static func contains(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
}
