/// A language's reserved words and their kinds, looked up by the bytes of a word without making a
/// `String`: words of up to 16 bytes are packed into two integers and found by open addressing.
struct WordTable: Sendable {
    private struct Slot: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length: Int = 0
        var kind: CodeTokenKind = .keyword
        var declaresFunction = false
    }

    /// A word's kind, and whether the word after it names a function (`fn`, `def`).
    struct Entry {
        var kind: CodeTokenKind
        var declaresFunction: Bool
    }

    static let maximumLength = 16
    private let slots: [Slot]
    private let mask: Int
    private let foldsCase: Bool

    init(_ groups: [(CodeTokenKind, [String])], functionKeywords: [String] = [], foldsCase: Bool) {
        self.foldsCase = foldsCase
        let count = groups.reduce(0) { $0 + $1.1.count }
        var size = 16
        while size < count * 2 { size *= 2 }
        mask = size - 1
        var slots = [Slot](repeating: Slot(), count: size)
        for (kind, words) in groups {
            for word in words {
                var word = word
                let length = word.utf8.count
                precondition(length > 0 && length <= WordTable.maximumLength, "word \(word) cannot be stored")
                let (low, high) = word.withUTF8 { WordTable.pack($0, 0, length, foldsCase: foldsCase) }
                var index = WordTable.hash(low, high, length) & mask
                // The first group that names a word wins (keywords before types before constants).
                while slots[index].length != 0,
                      !(slots[index].low == low && slots[index].high == high && slots[index].length == length) {
                    index = (index + 1) & mask
                }
                if slots[index].length == 0 {
                    slots[index] = Slot(low: low, high: high, length: length, kind: kind,
                                        declaresFunction: functionKeywords.contains(word))
                }
            }
        }
        self.slots = slots
    }

    /// The entry of the word `bytes[start..<end]`, if the table holds it.
    func entry(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Entry? {
        let length = end - start
        guard length <= WordTable.maximumLength else { return nil }
        let (low, high) = WordTable.pack(bytes, start, length, foldsCase: foldsCase)
        return slots.withUnsafeBufferPointer { slots in
            var index = WordTable.hash(low, high, length) & mask
            while slots[index].length != 0 {
                let slot = slots[index]
                if slot.low == low, slot.high == high, slot.length == length {
                    return Entry(kind: slot.kind, declaresFunction: slot.declaresFunction)
                }
                index = (index + 1) & mask
            }
            return nil
        }
    }

    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int,
                             foldsCase: Bool) -> (UInt64, UInt64) {
        // Most words lie 16 bytes or more before the end: two unaligned loads, masked to the
        // word's length, instead of a loop over its bytes.
        if !foldsCase, start + 16 <= bytes.count, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base + start)
            var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if length < 8 {
                low &= (1 &<< UInt64(8 * length)) &- 1
                high = 0
            } else if length < 16 {
                high &= (1 &<< UInt64(8 * (length - 8))) &- 1
            }
            return (low, high)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for offset in 0..<length {
            var byte = bytes[start + offset]
            if foldsCase, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if offset < 8 {
                low |= UInt64(byte) << (8 * UInt64(offset))
            } else {
                high |= UInt64(byte) << (8 * UInt64(offset - 8))
            }
        }
        return (low, high)
    }

    @inline(__always)
    private static func hash(_ low: UInt64, _ high: UInt64, _ length: Int) -> Int {
        let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        return Int(truncatingIfNeeded: mixed >> 32)
    }
}
