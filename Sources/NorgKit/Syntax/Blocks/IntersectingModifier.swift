/// The intersecting modifier ` : ` (spec lines 1261–1297): whitespace, `:`, whitespace, joining
/// two paragraph segments on one line. In the title of a heading or range-able it ends the title,
/// and the rest of the line is the first segment of the content (spec 1529–1532: "when parsing
/// e.g. the title of a heading a `| : |` sequence of characters would be considered an
/// intersecting modifier").
enum IntersectingModifier {
    /// The offset of the first ` : ` in `start..<end`, or nil. A ` : ` inside a linkable (`{…}`)
    /// is its scoping modifier (spec 1528–1532), not an intersecting one. Linear: a `{` with no
    /// `}` after it on the line means no later `{` has one either.
    static func colon(in bytes: SourceBytes, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3 else { return nil }
        let span = bytes[start..<end]
        // Most titles hold no colon: one plain pass says so.
        guard span.contains(0x3A) else { return nil }
        var index = 0
        var closerMayFollow = true
        while index + 1 < span.count {
            switch span[index] {
            case 0x5C: // \ escapes the next character
                index += 1
            case 0x7B where closerMayFollow: // {
                var closer = index + 1
                while closer < span.count && span[closer] != 0x7D { closer += 1 }
                if closer < span.count { index = closer } else { closerMayFollow = false }
            case 0x3A where index > 0 && isSpace(span[index - 1]) && isSpace(span[index + 1]):
                return start + index
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
