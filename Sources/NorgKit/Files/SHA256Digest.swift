extension SHA256 {
    /// A SHA-256 digest as its 32 bytes: what a manifest compares and a dictionary holds, without
    /// the text (64 hexadecimal digits, a heap string each) it is written as.
    package struct Digest: Hashable, Sendable, CustomStringConvertible {
        /// The 32 bytes, big-endian, eight at a time.
        private let words: (UInt64, UInt64, UInt64, UInt64)

        /// The digest whose state words (`SHA256`'s eight, in order) are `state`.
        init(state: [UInt32]) {
            func pair(_ index: Int) -> UInt64 { UInt64(state[index]) << 32 | UInt64(state[index + 1]) }
            words = (pair(0), pair(2), pair(4), pair(6))
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

        /// `init(hex:)` of the string's UTF-8 bytes.
        package init?(hex: String) {
            self.init(hex: hex.utf8)
        }

        private static func parse(_ digits: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64, UInt64)? {
            func word(_ start: Int) -> UInt64? {
                var value: UInt64 = 0
                for index in start..<start + 16 {
                    let byte = digits[index]
                    let nibble: UInt8
                    switch byte {
                    case 0x30...0x39: nibble = byte &- 0x30
                    case 0x61...0x66: nibble = byte &- 0x61 &+ 10
                    default: return nil
                    }
                    value = value << 4 | UInt64(nibble)
                }
                return value
            }
            guard let first = word(0), let second = word(16), let third = word(32), let fourth = word(48) else { return nil }
            return (first, second, third, fourth)
        }

        /// Appends the 64 lowercase hexadecimal digits to `bytes`.
        package func appendHex(to bytes: inout [UInt8]) {
            for word in [words.0, words.1, words.2, words.3] {
                for shift in stride(from: 60, through: 0, by: -4) {
                    bytes.append(Digest.digits[Int(truncatingIfNeeded: (word >> UInt64(shift)) & 0xF)])
                }
            }
        }

        private static let digits: [UInt8] = Array("0123456789abcdef".utf8)

        /// The 64 lowercase hexadecimal digits.
        package var hex: String {
            String(unsafeUninitializedCapacity: 64) { buffer in
                var position = 0
                for word in [words.0, words.1, words.2, words.3] {
                    for shift in stride(from: 60, through: 0, by: -4) {
                        buffer[position] = Digest.digits[Int(truncatingIfNeeded: (word >> UInt64(shift)) & 0xF)]
                        position += 1
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
