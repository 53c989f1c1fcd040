/// Reads what `ArchiveWriter` wrote, from bytes that may be anything: every read is checked
/// against the bytes left and throws `ArchiveError` where they end early or hold what no writer
/// writes (an integer longer than 64 bits, a flag that is neither 0 nor 1). A count is at most the
/// bytes left, each element taking one at least, so no archive makes a reader allocate more
/// than a constant factor of its own size (a reader reserves room by a count only as far as the
/// bytes left can hold, `capacity(for:bytesEach:)`), and reading is linear in it.
package struct ArchiveReader {
    private let bytes: [UInt8]
    package private(set) var position: Int
    private let end: Int

    /// A reader of `bytes[range]` (all of them by default).
    package init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        let range = range ?? 0..<bytes.count
        position = range.lowerBound
        end = range.upperBound
    }

    package var isAtEnd: Bool { position == end }
    /// How many bytes are left to read.
    private var remaining: Int { end - position }

    /// Room to reserve for `count` elements of at least `bytesEach` bytes each: no more than the
    /// bytes left can hold, so a forged count reserves no more than the archive's own size allows.
    package func capacity(for count: Int, bytesEach: Int) -> Int {
        min(count, remaining / bytesEach)
    }

    package mutating func unsigned() throws(ArchiveError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end, shift < 64 else { throw ArchiveError() }
            let byte = bytes[position]
            position += 1
            let bits = UInt64(byte & 0x7F)
            // The tenth byte may carry only the top bit of a 64-bit number.
            guard shift < 63 || bits <= 1 else { throw ArchiveError() }
            value |= bits << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    package mutating func int() throws(ArchiveError) -> Int {
        let raw = try unsigned()
        let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        guard let int = Int(exactly: value) else { throw ArchiveError() }
        return int
    }

    /// A number that is not negative (an offset, a line).
    package mutating func natural() throws(ArchiveError) -> Int {
        let value = try int()
        guard value >= 0 else { throw ArchiveError() }
        return value
    }

    /// How many elements follow, each at least one byte long.
    package mutating func count() throws(ArchiveError) -> Int {
        let count = try natural()
        guard count <= remaining else { throw ArchiveError() }
        return count
    }

    package mutating func bool() throws(ArchiveError) -> Bool {
        guard position < end, bytes[position] <= 1 else { throw ArchiveError() }
        position += 1
        return bytes[position - 1] == 1
    }

    /// The range of the next byte run, within the reader's bytes.
    package mutating func byteRange() throws(ArchiveError) -> Range<Int> {
        let length = try unsigned()
        guard length <= UInt64(remaining) else { throw ArchiveError() }
        let start = position
        position += Int(length)
        return start..<position
    }

    /// A string; bytes that are not UTF-8 are repaired as any note's text is.
    package mutating func string() throws(ArchiveError) -> String {
        let range = try byteRange()
        return String(decoding: bytes[range], as: UTF8.self)
    }

    package mutating func optionalString() throws(ArchiveError) -> String? {
        try bool() ? try string() : nil
    }

    package mutating func strings() throws(ArchiveError) -> [String] {
        var strings: [String] = []
        let count = try count()
        strings.reserveCapacity(capacity(for: count, bytesEach: 1))
        for _ in 0..<count { strings.append(try string()) }
        return strings
    }

    package mutating func fixed() throws(ArchiveError) -> UInt64 {
        guard remaining >= 8 else { throw ArchiveError() }
        var value: UInt64 = 0
        for offset in 0..<8 { value |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
        position += 8
        return value
    }
}

/// Bytes that are not an archive of what was asked for: the cache holding them is not read.
package struct ArchiveError: Error, Equatable {
    package init() {}
}
