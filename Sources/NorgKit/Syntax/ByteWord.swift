/// Eight bytes at a time: the tests the byte scans use to step over a word in which nothing can
/// stop them.
///
/// Each test returns the high bit of every byte it flags, the first byte of the word lowest (load
/// the word with `load(_:at:)`). Only the lowest set bit is exact: a subtraction borrows, or an
/// addition carries, out of a flagged or non-ASCII byte into the bytes above it, never below. So a
/// scan takes the lowest flagged byte (`offset(of:)`), deals with it, and goes on after it.
enum ByteWord {
    // Computed, not stored: a stored static is a lazy global, checked on every use.
    static var ones: UInt64 { 0x0101_0101_0101_0101 }
    static var high: UInt64 { 0x8080_8080_8080_8080 }

    /// The eight bytes at `index`, the first one lowest.
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian
    }

    /// The position in the word of the byte the lowest set bit flags.
    @inline(__always)
    static func offset(of flagged: UInt64) -> Int {
        flagged.trailingZeroBitCount / 8
    }

    /// Flags the bytes that are not `a`…`z` or a space: prose is mostly those, and none of them is
    /// Norg markup. A byte that is not ASCII is flagged (its own high bit), whatever an
    /// addition carries into the bytes above it.
    @inline(__always)
    static func notLowercaseOrSpace(_ word: UInt64) -> UInt64 {
        let spaced = word ^ (0x20 &* ones)
        // A byte of `spaced` is zero (a space) exactly when neither its own high bit nor the sum of
        // its low bits and 0x7F has bit 7 set; that sum never carries.
        let space = ~(((spaced & ~high) &+ ~high) | spaced)
        let lowercase = (word &+ 0x1F &* ones) & ~(word &+ 0x05 &* ones)
        return ~((space | lowercase) & ~word) & high
    }

    /// Flags the bytes equal to `byte`.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        below(word ^ (UInt64(byte) &* ones), 1)
    }

    /// Flags the bytes below `bound` (at most 0x80).
    @inline(__always)
    static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- UInt64(bound) &* ones) & ~word & high
    }
}
