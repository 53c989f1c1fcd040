/// Escaping of text for HTML, and for the MathML inside it, byte by byte: runs without special
/// characters are appended whole, so escaping costs one scan and no per-character `String` work.
///
/// `&`, `<` and `>` become references, and in an attribute value `"` and `'` too. Control
/// characters that HTML forbids (C0 but for white space, DEL, C1) and noncharacters
/// (`DisallowedCharacters`) become U+FFFD, and so do, in a formula's content, the bidi
/// embeddings, overrides and isolates.
public enum MarkupEscaping {
    /// What the escaped text is part of, which decides the characters replaced.
    public struct Context: Sendable {
        /// The byte kinds (`byteKinds`) at which the scan stops.
        @usableFromInline let special: UInt8

        @usableFromInline init(special: UInt8) {
            self.special = special
        }

        /// Element content: `&`, `<`, `>` and the disallowed characters.
        @inlinable public static var content: Context { Context(special: 1) }
        /// A double-quoted attribute value: content's characters, and `"` and `'`.
        @inlinable public static var attribute: Context { Context(special: 1 | 4) }
        /// The content of a formula's element: content's characters, and the bidi embeddings,
        /// overrides and isolates (U+202A–U+202E, U+2066–U+2069), which could reorder the text
        /// around the formula and have no use in math.
        @inlinable public static var formulaContent: Context { Context(special: 1 | 8) }

        var isAttribute: Bool { special & 4 != 0 }
        var replacesBidiControls: Bool { special & 8 != 0 }
    }

    /// Per byte: 1 if it may need escaping in any context (controls, `&`, `<`, `>`, DEL, and the
    /// lead bytes of C1 controls and noncharacters), 4 if only in an attribute (`"`, `'`), 8 if it
    /// may lead a bidi control (0xE2), and 2 if it is not ASCII. One table lookup per byte instead
    /// of seven comparisons; quotes apart, so that content with quotes is appended whole.
    @usableFromInline static let byteKinds: [UInt8] = (0...255).map { byte in
        if byte >= 0x80 {
            return 2 | (DisallowedCharacters.mayStart(UInt8(byte)) ? 1 : 0) | (byte == 0xE2 ? 8 : 0)
        }
        if byte == 0x22 || byte == 0x27 { return 4 }
        return byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x7F ? 1 : 0
    }

    /// Runs `body` with the byte kinds table (`byteKinds`), read without a lookup of the static
    /// per byte.
    @inlinable
    public static func withByteKinds<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        byteKinds.withUnsafeBufferPointer(body)
    }

    /// Appends UTF-8 `bytes` escaped for `context` to `out`.
    @inlinable
    public static func append<Output: EscapedOutput & ~Copyable>(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout Output,
                                                      in context: Context) {
        guard var index = firstSpecial(bytes, from: 0, context.special) else {
            out.appendUTF8(bytes)
            return
        }
        var runStart = 0
        while index < bytes.count {
            var length = 1
            if let replacement = replacement(in: bytes, at: index, context: context, length: &length) {
                if runStart < index { out.appendUTF8(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                replacement.withUTF8Buffer { out.appendUTF8($0) }
                runStart = index + length
            }
            guard let next = firstSpecial(bytes, from: index + length, context.special) else { break }
            index = next
        }
        if runStart < bytes.count { out.appendUTF8(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// The index of the first byte at or after `start` whose kind is among `special`.
    @inlinable
    public static func firstSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ special: UInt8) -> Int? {
        withByteKinds { kinds in
            var index = start
            while index < bytes.count {
                if kinds[Int(bytes[index])] & special != 0 { return index }
                index += 1
            }
            return nil
        }
    }

    /// What replaces the character at `index` in `context`, if anything, and in `length` how many
    /// bytes it replaces (1 unless it is a replaced non-ASCII character).
    public static func replacement(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, context: Context,
                                    length: inout Int) -> StaticString? {
        let byte = bytes[index]
        if byte >= 0x80 {
            var replaced = DisallowedCharacters.length(at: index, in: bytes)
            if replaced == 0, context.replacesBidiControls, isBidiControl(at: index, in: bytes) { replaced = 3 }
            guard replaced > 0 else { return nil }
            length = replaced
            return "\u{FFFD}"
        }
        return switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: context.isAttribute ? "&quot;" : nil
        case 0x27: context.isAttribute ? "&#39;" : nil
        case 0x09, 0x0A, 0x0C, 0x0D: nil
        case 0x00...0x1F, 0x7F: "\u{FFFD}"
        default: nil
        }
    }

    /// Whether a bidi embedding, override or isolate starts at `index`: U+202A–U+202E are
    /// E2 80 AA–AE in UTF-8, U+2066–U+2069 are E2 81 A6–A9.
    private static func isBidiControl(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes[index] == 0xE2, bytes.count - index >= 3 else { return false }
        switch (bytes[index + 1], bytes[index + 2]) {
        case (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): return true
        default: return false
        }
    }
}
