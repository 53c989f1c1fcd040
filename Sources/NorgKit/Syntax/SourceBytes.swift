/// The bytes being parsed: a bounds-checked view over memory that the parse's caller keeps alive.
///
/// The parser reads the caller's own buffer (a `String`'s UTF-8 or a `[UInt8]`) instead of a copy
/// of it: a copy would cost as much memory again as the input. The view is valid only inside
/// `SourceText.withText(_:_:)` or `SourceText.withBytes(_:_:)`; nothing may keep it longer.
/// Every access is checked, as an `Array`'s would be, so a parser bug traps instead of reading
/// past the input.
struct SourceBytes {
    private let base: UnsafeBufferPointer<UInt8>

    init(_ base: UnsafeBufferPointer<UInt8>) {
        self.base = base
    }

    var count: Int { base.count }
    var isEmpty: Bool { base.isEmpty }

    @inline(__always)
    subscript(index: Int) -> UInt8 {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: base.count), "source offset out of range")
        return base.baseAddress.unsafelyUnwrapped[index]
    }

    /// The bytes in `range`, as a view valid as long as this one.
    subscript(range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        precondition(range.lowerBound >= 0 && range.upperBound <= base.count, "source range out of range")
        return UnsafeBufferPointer(rebasing: base[range])
    }

    func contains(where predicate: (UInt8) throws -> Bool) rethrows -> Bool {
        try base.contains(where: predicate)
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(base)
    }
}

/// What the text nodes of a parsed document slice: the caller's bytes or string, shared, never
/// copied (see `NorgText`).
///
/// A class, so that a text node holds one reference: creating and releasing tens of thousands of
/// text nodes then costs one plain retain and release each.
@usableFromInline
final class SourceStorage: Sendable {
    /// The text when it came as a `String` (then `bytes` is empty), else empty. Two plain fields
    /// rather than an enum: a writer reads a text node's bytes through `withUTF8` once per node,
    /// and matching an enum case copies its payload (a retain and a release each time).
    @usableFromInline let string: String
    @usableFromInline let bytes: [UInt8]
    @usableFromInline let isString: Bool

    private init(string: String, bytes: [UInt8], isString: Bool) {
        self.string = string
        self.bytes = bytes
        self.isString = isString
    }

    static func bytes(_ bytes: [UInt8]) -> SourceStorage { SourceStorage(string: "", bytes: bytes, isString: false) }
    static func string(_ string: String) -> SourceStorage { SourceStorage(string: string, bytes: [], isString: true) }

    /// True when both hold the same bytes. A string parsed twice is one buffer, which answers at
    /// once; otherwise the bytes are compared eight at a time.
    func hasSameBytes(as other: SourceStorage) -> Bool {
        if self === other { return true }
        return withUTF8 { mine in
            other.withUTF8 { theirs in
                guard mine.count == theirs.count else { return false }
                guard let left = mine.baseAddress, let right = theirs.baseAddress, left != right else { return true }
                let (a, b) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
                var index = 0
                while index + 8 <= mine.count {
                    if a.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        != b.loadUnaligned(fromByteOffset: index, as: UInt64.self) { return false }
                    index += 8
                }
                while index < mine.count {
                    if mine[index] != theirs[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }

    /// Calls `body` with the whole buffer.
    @inlinable
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        guard isString else { return try bytes.withUnsafeBufferPointer(body) }
        if let result = try string.utf8.withContiguousStorageIfAvailable(body) { return result }
        // Only a string bridged from elsewhere lacks contiguous UTF-8; parsed strings never do.
        return try Array(string.utf8).withUnsafeBufferPointer(body)
    }
}
