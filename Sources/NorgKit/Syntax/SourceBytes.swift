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
    @usableFromInline
    enum Buffer: Sendable {
        case bytes([UInt8])
        case string(String)
    }

    @usableFromInline let buffer: Buffer

    init(_ buffer: Buffer) {
        self.buffer = buffer
    }

    static func bytes(_ bytes: [UInt8]) -> SourceStorage { SourceStorage(.bytes(bytes)) }
    static func string(_ string: String) -> SourceStorage { SourceStorage(.string(string)) }

    /// Calls `body` with the whole buffer.
    @inlinable
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch buffer {
        case .bytes(let bytes):
            return try bytes.withUnsafeBufferPointer(body)
        case .string(let string):
            if let result = try string.utf8.withContiguousStorageIfAvailable(body) { return result }
            // Only a string bridged from elsewhere lacks contiguous UTF-8; parsed strings never do.
            return try Array(string.utf8).withUnsafeBufferPointer(body)
        }
    }
}
