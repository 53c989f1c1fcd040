import NorgEscaping

/// Escaping of text and attribute values into the HTML output, by the rules MathML's text shares
/// (`MarkupEscaping`), and a writer of escaped content straight into reserved output.
enum HTMLEscaping {
    /// Appends `text` escaped for element content (`&`, `<`, `>`), or for a double-quoted
    /// attribute value as well (`"`, `'`). Control characters that HTML forbids (C0 but for
    /// whitespace, DEL, C1) and noncharacters become U+FFFD (`DisallowedCharacters`).
    static func append(_ text: String, to out: inout HTMLOutput, attribute: Bool = false) {
        // Scan the string's UTF-8 unchecked (`withUTF8` makes a bridged string native first) and
        // append it whole when nothing needs escaping, the common case.
        var text = text
        text.withUTF8 { append($0, to: &out, attribute: attribute) }
    }

    /// Appends UTF-8 `bytes` escaped as `append(_:to:attribute:)` escapes a string.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout HTMLOutput, attribute: Bool = false) {
        MarkupEscaping.append(bytes, to: &out, in: attribute ? .attribute : .content)
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
            if let replacement = MarkupEscaping.replacement(in: UnsafeBufferPointer(rebasing: bytes[..<limit]), at: index,
                                                            context: .content, length: &length) {
                HTMLEscaping.copy(bytes.baseAddress! + runStart, index - runStart, to: &target)
                replacement.withUTF8Buffer { HTMLEscaping.copy($0.baseAddress!, $0.count, to: &target) }
                runStart = index + length
            }
            index += length
        }
    }

    /// Runs `body` with a content writer.
    static func withContentWriter<Result>(_ body: (ContentWriter) -> Result) -> Result {
        MarkupEscaping.withByteKinds { body(ContentWriter(kinds: $0)) }
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

    /// Appends ASCII `bytes` escaped for element content and returns true; returns false, having
    /// appended nothing, if any byte is not ASCII (the caller then goes through `String`, which
    /// repairs invalid UTF-8).
    static func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout HTMLOutput) -> Bool {
        let kinds: UInt8 = MarkupEscaping.withByteKinds { kinds in
            var seen: UInt8 = 0
            for byte in bytes { seen |= kinds[Int(byte)] }
            return seen
        }
        if kinds & 2 != 0 { return false }
        if kinds & 1 == 0 { out.append(bytes) } else { append(bytes, to: &out, attribute: false) }
        return true
    }

    /// `text` escaped for element content.
    static func escaped(_ text: String, attribute: Bool = false) -> String {
        var out = HTMLOutput()
        out.reserveCapacity(text.utf8.count + 8)
        append(text, to: &out, attribute: attribute)
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
