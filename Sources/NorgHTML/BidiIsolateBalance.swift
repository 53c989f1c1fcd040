/// Keeps the bidi isolates in an inline element's text balanced, so the isolation `dir="auto"`
/// gives the element ends at its own end tag. Browsers wrap such an element in an isolate of their
/// own; a U+2069 (pop directional isolate) in the text that no isolate of the text opened would
/// close that one early, and an isolate the text leaves open would take the element's closing
/// instead, either way letting the element's text reorder what follows it. So an unmatched U+2069
/// is left out (alone it does nothing) and isolates still open at the end are closed there.
/// Embeddings and overrides (U+202A–U+202E) need nothing: the end of an isolate ends them.
struct BidiIsolateBalance {
    /// Isolates (U+2066 LRI, U+2067 RLI, U+2068 FSI) opened by the text so far and not closed.
    private(set) var open = 0

    /// Appends `text` escaped for element content, its unmatched U+2069 left out.
    mutating func append(_ text: String, to out: inout HTMLOutput) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            // The isolate controls are E2 81 A6 – E2 81 A9 in UTF-8.
            while index + 2 < bytes.count {
                guard bytes[index] == 0xE2, bytes[index + 1] == 0x81, (0xA6...0xA9).contains(bytes[index + 2]) else {
                    index += 1
                    continue
                }
                if bytes[index + 2] != 0xA9 {
                    open += 1
                } else if open > 0 {
                    open -= 1
                } else {
                    HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]), to: &out)
                    runStart = index + 3
                }
                index += 3
            }
            HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[runStart...]), to: &out)
        }
    }

    /// Closes the isolates the text left open (before the element's end tag).
    mutating func close(in out: inout HTMLOutput) {
        while open > 0 {
            out += "\u{2069}"
            open -= 1
        }
    }
}
