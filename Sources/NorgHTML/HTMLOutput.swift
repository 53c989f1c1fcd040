/// The HTML being written, as UTF-8 bytes: appending bytes to an array costs a fraction of
/// appending to a `String` (no grapheme or ASCII bookkeeping), and the page becomes a `String` once.
struct HTMLOutput {
    private(set) var bytes: [UInt8] = []

    mutating func reserveCapacity(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    static func += (output: inout HTMLOutput, text: String) {
        output.append(text)
    }

    mutating func append(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if appended == nil { bytes.append(contentsOf: text.utf8) }
    }

    mutating func append(_ slice: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: slice) }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// The output as a `String` (the bytes are valid UTF-8: they are whole strings' bytes).
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
