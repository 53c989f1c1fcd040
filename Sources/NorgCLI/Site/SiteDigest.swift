/// A fast 64-bit digest of bytes, the same in every process and on every machine (unlike Swift's
/// `Hasher`, which is seeded per process): what the site cache keys a page's inputs by. Not a
/// cryptographic hash: the cache it keys is only ever compared with, never trusted for safety
/// (`SiteOutput` still proves every file it keeps or replaces through the manifest).
///
/// Eight bytes at a time are mixed in by a multiply and a rotate, then the state is avalanched,
/// so any change of one input bit changes about half the bits of the result.
struct SiteDigest {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var length: UInt64 = 0

    private static let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
    private static let mixer: UInt64 = 0xC4CE_B9FE_1A85_EC53

    private mutating func mix(_ word: UInt64) {
        var word = word &* SiteDigest.multiplier
        word = (word << 31) | (word >> 33)
        state ^= word &* SiteDigest.mixer
        state = ((state << 27) | (state >> 37)) &* 5 &+ 0x52DC_E729
    }

    /// Mixes in `bytes`, its length first, so that two sequences of parts never digest alike by
    /// moving bytes from one part to the next.
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        length &+= UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail)
    }

    mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { combine($0) }
    }

    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    mutating func combine(_ value: UInt64) {
        mix(value)
    }

    /// The digest of everything combined so far.
    var value: UInt64 {
        var result = state ^ length
        result ^= result >> 33
        result &*= SiteDigest.multiplier
        result ^= result >> 33
        result &*= SiteDigest.mixer
        result ^= result >> 33
        return result
    }

    /// The digest of `bytes` alone.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var digest = SiteDigest()
        digest.combine(bytes)
        return digest.value
    }

    /// `value` as 16 lowercase hexadecimal digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
