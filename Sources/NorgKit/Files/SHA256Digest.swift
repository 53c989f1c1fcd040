extension SHA256 {
    /// A SHA-256 digest as its 32 bytes: what a manifest compares and a dictionary holds, without
    /// the text (64 hexadecimal digits, a heap string each) it is written as.
    package struct Digest: Hashable, Sendable, CustomStringConvertible {
        /// The 32 bytes, big-endian, eight at a time.
        fileprivate let words: (UInt64, UInt64, UInt64, UInt64)

        /// The digest whose state words (`SHA256`'s eight, in order) are `state`.
        init(state: SHA256.Words) {
            func pair(_ high: UInt32, _ low: UInt32) -> UInt64 { UInt64(high) << 32 | UInt64(low) }
            words = (pair(state.0, state.1), pair(state.2, state.3), pair(state.4, state.5), pair(state.6, state.7))
        }

        /// The digest written as `hex`: exactly 64 lowercase hexadecimal digits (as `sha256sum`
        /// and the manifests write it); nil for anything else.
        package init?(hex: some Collection<UInt8>) {
            guard hex.count == 64 else { return nil }
            var parsed: (UInt64, UInt64, UInt64, UInt64)?
            if let done = hex.withContiguousStorageIfAvailable({ Digest.parse($0) }) {
                parsed = done
            } else {
                parsed = Array(hex).withUnsafeBufferPointer { Digest.parse($0) }
            }
            guard let parsed else { return nil }
            words = parsed
        }

        fileprivate init(words: (UInt64, UInt64, UInt64, UInt64)) {
            self.words = words
        }

        /// `init(hex:)` of the string's UTF-8 bytes.
        package init?(hex: String) {
            guard hex.utf8.count == 64 else { return nil }
            guard let parsed = hex.utf8.withContiguousStorageIfAvailable(Digest.parse) else {
                self.init(hex: Array(hex.utf8))
                return
            }
            guard let parsed else { return nil }
            self.init(words: parsed)
        }

        private static func parse(_ digits: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64, UInt64)? {
            let raw = UnsafeRawBufferPointer(digits)
            func word(_ start: Int) -> UInt64? {
                guard let high = eightDigits(raw, start), let low = eightDigits(raw, start + 8) else { return nil }
                return UInt64(high) << 32 | UInt64(low)
            }
            guard let first = word(0), let second = word(16), let third = word(32), let fourth = word(48) else { return nil }
            return (first, second, third, fourth)
        }

        private static let ones: UInt64 = 0x0101_0101_0101_0101

        /// The value of the eight lowercase hexadecimal digits at `start`, nil when any is not one:
        /// all eight checked and converted at once, a byte of a 64-bit word each.
        private static func eightDigits(_ raw: UnsafeRawBufferPointer, _ start: Int) -> UInt32? {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            let highBits = ones &* 0x80
            // Below 0x80, adding to a byte never carries into the next.
            guard word & highBits == 0 else { return nil }
            let digit = (word &+ ones &* 0x50) & ~(word &+ ones &* 0x46) & highBits  // 0x30...0x39
            let letter = (word &+ ones &* 0x1F) & ~(word &+ ones &* 0x19) & highBits  // 0x61...0x66
            guard digit | letter == highBits else { return nil }
            // A digit's low four bits are its value; a letter's, its value less 9.
            var nibbles = ((word & (ones &* 0x0F)) &+ (letter >> 7) &* 9).byteSwapped
            nibbles = (nibbles | nibbles >> 4) & 0x00FF_00FF_00FF_00FF
            nibbles = (nibbles | nibbles >> 8) & 0x0000_FFFF_0000_FFFF
            nibbles = (nibbles | nibbles >> 16) & 0x0000_0000_FFFF_FFFF
            return UInt32(truncatingIfNeeded: nibbles)
        }

        /// The eight lowercase hexadecimal digits of `value`, the first in the lowest byte (as they
        /// are stored): the reverse of `eightDigits`.
        private static func digits(of value: UInt32) -> UInt64 {
            var nibbles = UInt64(value)
            nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFF
            nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
            nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F
            // 0x76 + a nibble of 10 or more reaches 0x80: those become letters.
            let letters = ((nibbles &+ ones &* 0x76) & (ones &* 0x80)) >> 7
            return (nibbles &+ ones &* 0x30 &+ letters &* 0x27).byteSwapped.littleEndian
        }

        /// The 64 digits as eight words of eight bytes each, in order.
        private func forEachEightDigits(_ body: (UInt64) -> Void) {
            for word in [words.0, words.1, words.2, words.3] {
                body(Digest.digits(of: UInt32(truncatingIfNeeded: word >> 32)))
                body(Digest.digits(of: UInt32(truncatingIfNeeded: word)))
            }
        }

        /// Writes the 64 lowercase hexadecimal digits at `target`, which has room for them.
        package func writeHex(to target: UnsafeMutableRawPointer) {
            var offset = 0
            forEachEightDigits { eight in
                withUnsafeBytes(of: eight) { (target + offset).copyMemory(from: $0.baseAddress!, byteCount: 8) }
                offset += 8
            }
        }

        /// The 64 lowercase hexadecimal digits.
        package var hex: String {
            String(unsafeUninitializedCapacity: 64) { buffer in
                var position = 0
                forEachEightDigits { eight in
                    withUnsafeBytes(of: eight) { digits in
                        for byte in digits {
                            buffer[position] = byte
                            position += 1
                        }
                    }
                }
                return 64
            }
        }

        package var description: String { hex }

        package static func == (left: Digest, right: Digest) -> Bool {
            left.words == right.words
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }
    }
}

extension SHA256.Digest {
    /// The digest as four fixed 64-bit words (a cache that keeps it as bytes, not text).
    package func archive(into archive: inout ArchiveWriter) {
        archive.writeFixed(words.0)
        archive.writeFixed(words.1)
        archive.writeFixed(words.2)
        archive.writeFixed(words.3)
    }

    /// The digest `archive(into:)` wrote.
    package init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(words: (try archive.fixed(), try archive.fixed(), try archive.fixed(), try archive.fixed()))
    }
}
