/// How link titles and item titles are compared: whitespace runs collapsed, case folded.
enum LinkKey {
    static func normalize(_ title: String) -> String {
        if title.utf8.allSatisfy({ $0 < 0x80 }) { return normalizeASCII(title) }
        return title.lowercased().collapsingWhitespace()
    }

    private static func normalizeASCII(_ title: String) -> String {
        if isNormalASCII(title) { return title }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        var pendingSpace = false
        for byte in title.utf8 {
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// True when `normalizeASCII` would return `title` unchanged: no capital, no whitespace but
    /// single spaces between words. Most titles and names are; they are then shared, not rebuilt.
    private static func isNormalASCII(_ title: String) -> Bool {
        var previousSpace = true
        for byte in title.utf8 {
            if byte == 0x20 {
                if previousSpace { return false }
                previousSpace = true
            } else {
                if (byte >= 0x09 && byte <= 0x0D) || (byte >= 0x41 && byte <= 0x5A) { return false }
                previousSpace = false
            }
        }
        return !previousSpace || title.isEmpty
    }

    /// The normalised plain text of a title that may hold markup (a link's heading title).
    static func plainKey(_ title: String) -> String {
        let source = SourceText(title)
        guard source.bytes.contains(where: { ModifierCharacter.isSpecial[Int($0)] }) else { return normalize(title) }
        let nodes = InlineParser(source: source).parse([InlineSegment(start: 0, end: source.bytes.count)])
        return normalize(nodes.plainText)
    }

    /// A readable, URL-safe id: letters and digits lowercased, anything else one `-`.
    static func slug(_ title: String) -> String {
        if title.utf8.allSatisfy({ $0 < 0x80 }) {
            // Already a slug (lowercase letters and digits only, like `a` or `intro2`): share it.
            if !title.isEmpty, title.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }) {
                return title
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(title.utf8.count)
            var pendingDash = false
            for byte in title.utf8 {
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                    if pendingDash { bytes.append(0x2D) }
                    pendingDash = false
                    bytes.append(lower)
                } else {
                    pendingDash = !bytes.isEmpty
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
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
            } else {
                pendingDash = !result.isEmpty
            }
        }
        return result
    }
}
