/// The text of a `NorgInline.text` node: a slice of the UTF-8 bytes the parser read, decoded
/// into a `String` only when asked for.
///
/// The parser makes tens of thousands of text nodes per megabyte; holding a shared byte buffer and
/// two offsets, instead of a `String` each, saves an allocation and a UTF-8 validation per node.
/// A `NorgText` keeps the buffer it slices alive: the parsed source's bytes (one buffer per
/// document, shared by every text node; held as long as any node is).
///
/// It compares, hashes and prints as its decoded string (invalid UTF-8 repaired to U+FFFD), and
/// can be written as a string literal, so a tree built by hand reads `.text("word", range: r)`.
public struct NorgText: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    // Visible to inlinable code so that `withUTF8`, which every writer calls per text node, is
    // specialised in the caller's module rather than called generically.
    @usableFromInline let storage: SourceStorage
    @usableFromInline let start: Int32
    @usableFromInline let end: Int32

    /// Slices `storage`; offsets that do not fit in 32 bits copy the slice instead.
    @usableFromInline init(_ storage: SourceStorage, _ range: Range<Int>) {
        if range.upperBound <= Int(Int32.max) {
            self.storage = storage
            self.start = Int32(range.lowerBound)
            self.end = Int32(range.upperBound)
        } else {
            self.storage = .bytes(storage.withUTF8 { Array($0[range]) })
            self.start = 0
            self.end = Int32(clamping: range.count)
        }
    }

    /// A text of its own bytes (a range across lines, which differs from the source there).
    init(_ bytes: [UInt8]) {
        self.init(.bytes(bytes), 0..<bytes.count)
    }

    /// A text that holds `string` itself (no source buffer); `string` then returns it unchanged.
    public init(_ string: String) {
        self.init(.string(string), 0..<string.utf8.count)
    }

    /// A text written as a literal, as `init(_:)` makes it.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text, with invalid UTF-8 repaired. Decodes a new `String` on every read (a heap
    /// allocation beyond 15 bytes), except for a text made from a whole `String`, which it returns;
    /// read `withUTF8` to scan the bytes without one.
    public var string: String {
        if storage.isString, start == 0, Int(end) == storage.string.utf8.count { return storage.string }
        return withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    /// The decoded text, as `string` (allocates likewise).
    public var description: String { string }

    /// The number of UTF-8 bytes in the source (before any repair); allocates nothing.
    public var utf8Count: Int { Int(end - start) }

    /// True when the text has no bytes; reads no bytes and allocates nothing.
    public var isEmpty: Bool { start == end }

    /// Calls `body` with the raw bytes (not repaired): for writers that scan bytes.
    @inlinable
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUTF8 { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(end)]))
        }
    }

    /// Equal when the decoded strings are: compares the bytes first, and decodes both (allocating)
    /// only when they differ, since different bytes can repair to the same string.
    public static func == (lhs: NorgText, rhs: NorgText) -> Bool {
        // Equal bytes decode equally; different bytes can still repair to the same string.
        lhs.withUTF8 { left in rhs.withUTF8 { right in left.elementsEqual(right) } } || lhs.string == rhs.string
    }

    /// Hashes the decoded string, so that texts equal by `==` hash alike (decodes, allocating).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}

extension String {
    /// The decoded text of a text node, as `NorgText.string` (allocates likewise).
    public init(_ text: NorgText) {
        self = text.string
    }
}
