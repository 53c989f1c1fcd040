/// The text of one document as the server holds it: its UTF-8 bytes (what NorgKit parses and
/// counts offsets in) and where each line starts, to turn LSP positions into byte offsets and
/// back. Lines end at LF, CRLF or CR, as both NorgKit and the protocol count them.
package struct TextDocument: Sendable {
    package private(set) var bytes: [UInt8]
    /// The byte offset each line starts at; the first is 0.
    package private(set) var lineStarts: [Int] = [0]

    package init(_ text: String) {
        bytes = Array(text.utf8)
        indexLines()
    }

    /// Bytes read from disk, invalid UTF-8 repaired as the parser would repair it.
    package init(bytes: [UInt8]) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func indexLines() {
        lineStarts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == 10 {
                lineStarts.append(index)
            } else if byte == 13 {
                if index < count, bytes[index] == 10 { index += 1 }
                lineStarts.append(index)
            }
        }
    }

    /// Where the content of line `line` (0-based) ends: before its terminator.
    package func lineContentEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 10 { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The byte offset of `position`, clamped into the document and its line (a character past
    /// the line's end is its end; one inside a character is the character's end).
    package func offset(of position: LSPPosition, _ encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let end = lineContentEnd(position.line)
        var offset = lineStarts[position.line]
        var units = 0
        while offset < end, units < position.character {
            units += encoding.units(lead: bytes[offset])
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    /// The LSP position of byte `offset` (clamped into the document).
    package func position(ofOffset offset: Int, _ encoding: PositionEncoding) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var units = 0
        for index in lineStarts[low]..<offset { units += encoding.units(lead: bytes[index]) }
        return LSPPosition(line: low, character: units)
    }

    /// The LSP range of the byte offsets `offsets`.
    package func range(_ offsets: Range<Int>, _ encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(ofOffset: offsets.lowerBound, encoding),
                 end: position(ofOffset: offsets.upperBound, encoding))
    }

    /// Replaces the text in `range` (all of it when nil) by `text`: one `didChange` content change.
    package mutating func apply(_ text: String, in range: LSPRange?, _ encoding: PositionEncoding) {
        guard let range else {
            self = TextDocument(text)
            return
        }
        let start = offset(of: range.start, encoding)
        let end = max(start, offset(of: range.end, encoding))
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        indexLines()
    }
}
