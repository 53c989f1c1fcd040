/// SHA-256 (FIPS 180-4), fed a chunk at a time. Foundation on Linux has no CryptoKit; the site's
/// manifest records the digest of each file it wrote (so it deletes only what still holds those
/// bytes), and the golden tests hash outputs that may not be committed: the hash is the one
/// `sha256sum` computes, so a reader can check a line.
package struct SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The eight state words, held as values: a word array would be copied on every block.
    private var state: Words = (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    /// The bytes not yet hashed: fewer than one 64-byte block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// A digest of no bytes yet.
    package init() {
        pending.reserveCapacity(64)
    }

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    package static func hex(_ bytes: some Collection<UInt8>) -> String {
        digest(bytes).hex
    }

    /// The digest of `bytes` (not generic: called from other modules, it is not specialized).
    package static func digest(_ bytes: [UInt8]) -> Digest {
        var digest = SHA256()
        bytes.withUnsafeBufferPointer { digest.update(contiguous: $0) }
        return digest.finalDigest()
    }

    /// The digest of `bytes`.
    package static func digest(_ bytes: some Collection<UInt8>) -> Digest {
        var digest = SHA256()
        digest.update(bytes)
        return digest.finalDigest()
    }

    /// Adds `bytes` to what is hashed.
    package mutating func update(_ bytes: some Collection<UInt8>) {
        if let done = bytes.withContiguousStorageIfAvailable({ update(contiguous: $0) }) { return done }
        let copy = Array(bytes)
        copy.withUnsafeBufferPointer { update(contiguous: $0) }
    }

    private mutating func update(contiguous bytes: UnsafeBufferPointer<UInt8>) {
        length &+= UInt64(bytes.count)
        var index = 0
        // A pending block is filled first; then whole blocks straight from the input; only the
        // rest is kept.
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<taken])
            index = taken
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { compress(blocks: $0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - index) / 64 * 64
        if whole > 0 {
            compress(blocks: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[index..<index + whole])))
            index += whole
        }
        pending.append(contentsOf: bytes[index...])
    }

    /// Adds the bytes in `buffer` to what is hashed.
    package mutating func update(_ buffer: UnsafeRawBufferPointer) {
        update(contiguous: UnsafeBufferPointer(start: buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), count: buffer.count))
    }

    /// The digest of everything added, as 64 lowercase hexadecimal digits.
    package func finalHex() -> String {
        finalDigest().hex
    }

    /// The digest of everything added.
    package func finalDigest() -> Digest {
        var copy = self
        // The message, a 1 bit, zeros up to 56 bytes mod 64, then the length in bits (big-endian).
        let bitLength = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { copy.compress(blocks: $0) }
        return Digest(state: copy.state)
    }

    /// Hashes the whole 64-byte blocks of `bytes` (a multiple of 64 long): the schedule on the
    /// stack and the state in locals, so no word costs a bounds check or an allocation (a build
    /// hashes every file it writes).
    private mutating func compress(blocks bytes: UnsafeRawBufferPointer) {
        var (h0, h1, h2, h3, h4, h5, h6, h7) = state
        SHA256.roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
                var offset = 0
                while offset + 64 <= bytes.count {
                    for index in 0..<16 {
                        words[index] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset + index * 4, as: UInt32.self))
                    }
                    for index in 16..<64 {
                        let early = words[index - 15], late = words[index - 2]
                        let s0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
                        let s1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
                        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    for index in 0..<64 {
                        let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                        let choice = (e & f) ^ (~e & g)
                        let first = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                        let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let second = sum0 &+ majority
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                    h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                    offset += 64
                }
            }
        }
        state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }
}

private extension UInt32 {
    /// Masking shifts: the compiler makes them one rotate instruction (a plain shift must
    /// handle counts of 32 and more).
    func rotatedRight(_ count: UInt32) -> UInt32 { (self &>> count) | (self &<< (32 &- count)) }
}
