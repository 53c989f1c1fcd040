#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The HTML being written, as UTF-8 bytes in a buffer of its own: appending is a capacity check
/// and a copy (an `Array` append of a short slice takes the generic sequence path), and the page
/// becomes a `String` or `Data` once.
///
/// Noncopyable: one writer owns one output, so appending needs no copy-on-write check (a
/// uniqueness check and a retain per append would be a large share of the writer's work), and no
/// copy can share the buffer it writes to.
struct HTMLOutput: ~Copyable {
    private let storage = HTMLByteBuffer()

    func reserveCapacity(_ capacity: Int) {
        storage.reserve(capacity)
    }

    /// Markup: a literal's bytes are appended straight from the binary (no `String` in between).
    @inline(__always)
    static func += (output: inout HTMLOutput, markup: StaticString) {
        markup.withUTF8Buffer { output.append($0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inline(__always)
    mutating func append(_ slice: UnsafeBufferPointer<UInt8>) {
        storage.append(slice)
    }

    mutating func append(_ byte: UInt8) {
        withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// An integer in decimal (line numbers, levels), without building a `String`.
    mutating func append(decimal value: Int) {
        // 20 digits and a sign fit in 24 bytes; written from the end.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var rest = value.magnitude
            var position = buffer.count
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                position -= 1
                buffer[position] = UInt8(ascii: "-")
            }
            let bytes = UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self) + position,
                                            count: buffer.count - position)
            storage.append(bytes)
        }
    }

    /// The output as a `String` (the bytes are valid UTF-8: they are whole strings' bytes and
    /// ASCII-only or repaired text).
    var string: String { storage.withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The output's bytes, handed over without a copy (the output is empty afterwards).
    mutating func takeData() -> Data { storage.takeData() }

    /// Lets `body` write up to `maximumCount` bytes straight into the buffer, from the pointer it
    /// is given; it returns the pointer after its last byte. One capacity check for a writer that
    /// knows a bound on its output and would otherwise append it in many small pieces.
    @inline(__always)
    mutating func write(maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) {
        storage.write(maximumCount: maximumCount, body)
    }
}

/// A growable byte buffer (`HTMLOutput`'s storage).
final class HTMLByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        self.base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func reserve(_ wanted: Int) {
        guard wanted > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: wanted)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = wanted
    }

    // Inlined: appends are most of what the writer does, and most are a few bytes.
    @inline(__always)
    func append(_ slice: UnsafeBufferPointer<UInt8>) {
        guard let source = slice.baseAddress, !slice.isEmpty else { return }
        if count + slice.count > capacity { reserve(max(capacity * 2, count + slice.count)) }
        let length = slice.count
        let target = UnsafeMutableRawPointer(base + count)
        let from = UnsafeRawPointer(source)
        // Most appends are a tag or a few words: two overlapping word copies (the first and the
        // last 8 or 4 bytes) beat a byte loop and a call to memcpy.
        if length > 16 {
            target.copyMemory(from: from, byteCount: length)
        } else if length >= 8 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else {
            for offset in 0..<length { base[count + offset] = source[offset] }
        }
        count += length
    }

    /// The bytes as `Data` that owns them (no copy of a page that may be tens of megabytes); the
    /// buffer starts again empty.
    func takeData() -> Data {
        let data = Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        capacity = 16
        base = .allocate(capacity: capacity)
        count = 0
        return data
    }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    func write(maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) {
        if count + maximumCount > capacity { reserve(max(capacity * 2, count + maximumCount)) }
        let start = base + count
        let end = body(start)
        precondition(end >= start && end - start <= maximumCount, "wrote past the reserved bytes")
        count += end - start
    }
}
