/// Escaping of text and attribute values, byte by byte: runs without special characters are
/// appended whole, so escaping costs one scan and no per-character `String` work.
enum HTMLEscaping {
    /// Appends `text` escaped for element content (`&`, `<`, `>`), or for a double-quoted
    /// attribute value as well (`"`, `'`). Control characters that HTML forbids (C0 but for
    /// whitespace, DEL, C1) and noncharacters become U+FFFD (`DisallowedCharacters`).
    static func append(_ text: String, to out: HTMLOutput, attribute: Bool = false) {
        // Scan the string's UTF-8 unchecked (`withUTF8` makes a bridged string native first) and
        // append it whole when nothing needs escaping, the common case.
        var text = text
        text.withUTF8 { append($0, to: out, attribute: attribute) }
    }

    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: HTMLOutput, attribute: Bool = false) {
        let special: UInt8 = attribute ? 1 | 4 : 1
        guard var index = firstSpecial(bytes, from: 0, special) else {
            out.append(bytes)
            return
        }
        var runStart = 0
        while index < bytes.count {
            var length = 1
            if let replacement = replacement(in: bytes, at: index, attribute: attribute, length: &length) {
                if runStart < index { out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                out.append(replacement)
                runStart = index + length
            }
            guard let next = firstSpecial(bytes, from: index + length, special) else { break }
            index = next
        }
        if runStart < bytes.count { out.append(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// The most bytes `ContentWriter` writes for `count` bytes of content: a byte becomes at most
    /// five (`&amp;`).
    static func maximumEscapedCount(_ count: Int) -> Int { count * 5 }

    /// A writer of escaped element content straight into reserved output (see
    /// `HTMLOutput.write(maximumCount:_:)`), for text written in many runs with markup between
    /// them: each run escapes as `append` would escape it.
    struct ContentWriter {
        /// The byte kinds table, read without a lookup of the static per run.
        fileprivate let kinds: UnsafeBufferPointer<UInt8>

        /// Writes `bytes[range]` escaped at `target` and moves it past them. The range should fall
        /// on character boundaries; a character is replaced only if it lies within it.
        @inline(__always)
        func write(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to target: inout UnsafeMutablePointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            var index = range.lowerBound
            var runStart = index
            let limit = range.upperBound
            while index < limit {
                if kinds[Int(bytes[index])] & 1 == 0 {
                    index += 1
                    continue
                }
                ContentWriter.writeSpecial(bytes, at: &index, limit: limit, runStart: &runStart, to: &target)
            }
            HTMLEscaping.copy(source + runStart, limit - runStart, to: &target)
        }

        /// The byte at `index` may need escaping: writes the run before it and its replacement, if
        /// it has one, and moves past it. Out of line, so that `write`'s common path stays small.
        @inline(never)
        private static func writeSpecial(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, limit: Int,
                                         runStart: inout Int, to target: inout UnsafeMutablePointer<UInt8>) {
            var length = 1
            if var replacement = HTMLEscaping.replacement(in: UnsafeBufferPointer(rebasing: bytes[..<limit]), at: index,
                                                          attribute: false, length: &length) {
                HTMLEscaping.copy(bytes.baseAddress! + runStart, index - runStart, to: &target)
                replacement.withUTF8 { HTMLEscaping.copy($0.baseAddress!, $0.count, to: &target) }
                runStart = index + length
            }
            index += length
        }
    }

    /// Runs `body` with a content writer.
    static func withContentWriter<Result>(_ body: (ContentWriter) -> Result) -> Result {
        byteKinds.withUnsafeBufferPointer { body(ContentWriter(kinds: $0)) }
    }

    /// Copies `count` bytes to `target` and moves it past them: runs of code and tags are short,
    /// so word copies (the last one overlapping) rather than a call to `memcpy`.
    @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, _ count: Int, to target: inout UnsafeMutablePointer<UInt8>) {
        if count >= 8 {
            let from = UnsafeRawPointer(source)
            let to = UnsafeMutableRawPointer(target)
            var offset = 0
            while offset + 8 <= count {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                              as: UInt64.self)
                offset += 8
            }
            if offset < count {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self),
                              toByteOffset: count - 8, as: UInt64.self)
            }
        } else {
            for offset in 0..<max(count, 0) { target[offset] = source[offset] }
        }
        target += max(count, 0)
    }

    /// Per byte: 1 if it may need escaping anywhere (controls, `&`, `<`, `>`, DEL, and the lead
    /// bytes of C1 controls and noncharacters), 4 if only in an attribute (`"`, `'`), 2 if it is not
    /// ASCII, else 0. One table lookup per byte instead of seven comparisons; quotes apart, so that
    /// text with quotes is appended whole.
    private static let byteKinds: [UInt8] = (0...255).map { byte in
        if byte >= 0x80 { return DisallowedCharacters.mayStart(UInt8(byte)) ? 2 | 1 : 2 }
        if byte == 0x22 || byte == 0x27 { return 4 }
        return byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x7F ? 1 : 0
    }

    /// The index of the first byte at or after `start` whose kind is among `special`.
    private static func firstSpecial(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ special: UInt8) -> Int? {
        byteKinds.withUnsafeBufferPointer { kinds in
            var index = start
            while index < bytes.count {
                if kinds[Int(bytes[index])] & special != 0 { return index }
                index += 1
            }
            return nil
        }
    }

    /// Appends ASCII `bytes` escaped for element content and returns true; returns false, having
    /// appended nothing, if any byte is not ASCII (the caller then goes through `String`, which
    /// repairs invalid UTF-8).
    static func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>, to out: HTMLOutput) -> Bool {
        let kinds: UInt8 = byteKinds.withUnsafeBufferPointer { kinds in
            var seen: UInt8 = 0
            for byte in bytes { seen |= kinds[Int(byte)] }
            return seen
        }
        if kinds & 2 != 0 { return false }
        if kinds & 1 == 0 { out.append(bytes) } else { append(bytes, to: out, attribute: false) }
        return true
    }

    /// What replaces the character at `index`, if anything, and in `length` how many bytes it
    /// replaces (1 unless it is a disallowed non-ASCII character).
    private static func replacement(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, attribute: Bool,
                                    length: inout Int) -> String? {
        let byte = bytes[index]
        if byte >= 0x80 {
            let disallowed = DisallowedCharacters.length(at: index, in: bytes)
            guard disallowed > 0 else { return nil }
            length = disallowed
            return "\u{FFFD}"
        }
        return switch byte {
        case 0x26: "&amp;"
        case 0x3C: "&lt;"
        case 0x3E: "&gt;"
        case 0x22: attribute ? "&quot;" : nil
        case 0x27: attribute ? "&#39;" : nil
        case 0x09, 0x0A, 0x0C, 0x0D: nil
        case 0x00...0x1F, 0x7F: "\u{FFFD}"
        default: nil
        }
    }

    /// `text` escaped for element content.
    static func escaped(_ text: String, attribute: Bool = false) -> String {
        let out = HTMLOutput()
        out.reserveCapacity(text.utf8.count + 8)
        append(text, to: out, attribute: attribute)
        return out.string
    }

    /// A token safe in a `class` list: runs of anything but ASCII letters, digits, `-`, `_`, `+`
    /// and `.` become one `-` (so `c++` stays, `x" onload=` cannot add an attribute or a class).
    static func classToken<S: StringProtocol>(_ text: S) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                 UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "#"):
                bytes.append(byte)
            default:
                if bytes.last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
