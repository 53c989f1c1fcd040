/// How link titles and item titles are compared: whitespace runs collapsed, case folded.
enum LinkKey {
    static func normalize(_ title: String) -> String {
        var utf8 = title
        let ascii = utf8.withUTF8 { bytes -> String? in
            guard ByteClass.isASCII(bytes) else { return nil }
            // Most titles and names are in normal form already: then they are shared, not rebuilt.
            return isNormalASCII(bytes) ? title : ByteClass.collapsedASCII(bytes, lowercasing: true)
        }
        return ascii ?? title.lowercased().collapsingWhitespace()
    }

    /// True when normalising would return the title unchanged: no capital, no whitespace but
    /// single spaces between words.
    private static func isNormalASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousSpace = true
        for byte in bytes {
            if byte == 0x20 {
                if previousSpace { return false }
                previousSpace = true
            } else {
                if (byte >= 0x09 && byte <= 0x0D) || (byte >= 0x41 && byte <= 0x5A) { return false }
                previousSpace = false
            }
        }
        return !previousSpace || bytes.isEmpty
    }

    /// The normalised plain text of a title that may hold markup (a link's heading title).
    static func plainKey(_ title: String) -> String {
        guard title.utf8.contains(where: { ModifierCharacter.isSpecial[Int($0)] }) else { return normalize(title) }
        let nodes = SourceText.withText(title) { source in
            InlineParser(source: source).parse([InlineSegment(start: 0, end: source.bytes.count)])
        }
        return normalize(nodes.plainText)
    }

    /// A readable, URL-safe id: letters and digits lowercased, anything else one `-`; bidi
    /// controls (invisible, and able to make an id read as another) are left out.
    static func slug(_ title: String) -> String {
        var utf8 = title
        let ascii = utf8.withUTF8 { bytes -> String? in
            guard ByteClass.isASCII(bytes) else { return nil }
            // Already a slug (lowercase letters and digits only, like `a` or `intro2`): share it.
            if !bytes.isEmpty, bytes.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }) {
                return title
            }
            // Runs of anything but letters and digits become one `-`.
            return ByteClass.collapsing(bytes, lowercasing: true, separator: UInt8(ascii: "-"), where: NotWordByte.self)
        }
        if let ascii { return ascii }
        var result = ""
        var pendingDash = false
        for scalar in title.lowercased().unicodeScalars {
            let isWordCharacter = scalar.isASCII
                ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                : (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            if isWordCharacter {
                if pendingDash { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else if !scalar.properties.isBidiControl {
                pendingDash = !result.isEmpty
            }
        }
        return result
    }
}

/// Anything but an ASCII letter or digit: what a slug turns into a `-`.
private enum NotWordByte: ByteSet {
    static func contains(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return !((lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39))
    }
}
