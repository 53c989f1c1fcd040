/// A comment's or string's opener or closer of one to eight bytes, packed into an integer, so the
/// scanner matches it without touching an array (which it would retain and release at each look).
struct BytePattern: Sendable {
    /// The bytes, the first in the lowest eight bits.
    let packed: UInt64
    let count: Int

    init(_ bytes: [UInt8]) {
        precondition((1...8).contains(bytes.count), "a pattern has one to eight bytes")
        var packed: UInt64 = 0
        for (offset, byte) in bytes.enumerated() { packed |= UInt64(byte) << (8 * UInt64(offset)) }
        self.packed = packed
        count = bytes.count
    }

    var first: UInt8 { UInt8(truncatingIfNeeded: packed) }

    /// Whether the pattern is at `index` of `bytes`.
    @inline(__always)
    func isAt(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 0, index + count <= bytes.count else { return false }
        var rest = packed
        for offset in 0..<count {
            if bytes[index + offset] != UInt8(truncatingIfNeeded: rest) { return false }
            rest >>= 8
        }
        return true
    }
}

/// A comment or string form of `LanguageRules` prepared for the scanner: its opener and closer
/// packed, so that the form is plain data.
typealias DelimitedForm = LanguageRules.Delimited<BytePattern>

extension LanguageRules.Delimited {
    /// The same form with its opener and closer turned into another representation.
    func mapDelimiters<Other>(_ transform: (Delimiter) -> Other) -> LanguageRules.Delimited<Other> {
        .init(open: transform(open), close: transform(close), kind: kind, escapes: escapes, multiline: multiline,
              nests: nests, isCharacter: isCharacter)
    }
}
