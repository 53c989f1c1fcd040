/// The bytes of a cache this package writes for itself (a site's note summaries): integers as
/// LEB128 variable-length numbers (zigzag, so negative ones stay short), strings and byte runs
/// length first. `ArchiveReader` reads them back. No field names and no version inside: the file
/// that holds an archive says which format it is, and one that is not is not read.
package struct ArchiveWriter: Sendable {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    /// A writer whose bytes start with `prefix` (a file's header line, written as it is), with
    /// room for `capacity` bytes in all: a writer that grows by doubling copies a large archive
    /// several times, and faults in fresh memory for each copy.
    package init(startingWith prefix: [UInt8], capacity: Int = 0) {
        bytes.reserveCapacity(max(capacity, prefix.count))
        bytes.append(contentsOf: prefix)
    }

    /// Room for `count` more bytes than are written.
    package mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    package mutating func write(_ value: Int) {
        writeUnsigned(UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1)))))
    }

    package mutating func writeUnsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    package mutating func write(_ flag: Bool) {
        bytes.append(flag ? 1 : 0)
    }

    package mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { write(bytes: $0) }
    }

    package mutating func write(_ string: String?) {
        write(string != nil)
        if let string { write(string) }
    }

    package mutating func write(_ strings: [String]) {
        write(strings.count)
        for string in strings { write(string) }
    }

    package mutating func write(bytes run: some Collection<UInt8>) {
        writeUnsigned(UInt64(run.count))
        // A contiguous run is copied at once: a caller in another module would otherwise get the
        // generic append, a byte at a time (a note store copies megabytes).
        if run.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: run)
        }
    }

    /// Appends what `other` wrote, as it is (no length first): a part written after what it needs
    /// first was gathered.
    package mutating func append(_ other: ArchiveWriter) {
        bytes.append(contentsOf: other.bytes)
    }

    /// `value` as eight bytes, little-endian (a digest: fixed width, read without a loop).
    package mutating func writeFixed(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
