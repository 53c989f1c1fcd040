
/// Which link targets may become an `href` or a `src`, and how they are written.
///
/// Only `http`, `https` and `mailto` URLs open; every other scheme (`javascript:`, `vbscript:`,
/// `data:`, `file:`, unknown ones) is refused. A scheme is read strictly (an ASCII letter, then
/// letters, digits, `+`, `-`, `.`, then `:`), so a target with spaces, controls or entities inside
/// its scheme has no scheme and is refused too: browsers would strip some of those characters.
/// A URL holding a C1 control or a noncharacter (`DisallowedCharacters`) is refused whatever its
/// scheme, and an image is never taken from another host or from the root of this one.
package enum LinkPolicy {
    // An array, not a set: comparing a short string with two is cheaper than hashing it.
    package static let imageSchemes = ["http", "https"]

    /// The lowercased scheme of `url`, if it starts with one.
    package static func scheme(of url: String) -> String? {
        var url = url
        return url.withUTF8 { bytes -> String? in
            guard let length = schemeLength(bytes) else { return nil }
            // Lowercased into the string's own storage (a short scheme needs no allocation).
            return String(unsafeUninitializedCapacity: length) { out in
                for index in 0..<length { out[index] = lowercased(bytes[index]) }
                return length
            }
        }
    }

    /// The length of the scheme `bytes` start with (before its `:`), or nil if they start with none.
    @usableFromInline package static func schemeLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for (position, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                guard position > 0 else { return nil }
            case UInt8(ascii: ":"):
                return position > 0 ? position : nil
            default:
                return nil
            }
        }
        return nil
    }

    @usableFromInline package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Whether `url`'s scheme is `http`, `https` or `mailto`, compared in place: every external link
    /// asks, and building the scheme as a `String` to look it up costs more than the comparison.
    package static func hasOpenableScheme(_ url: String) -> Bool {
        var url = url
        return url.withUTF8 { hasOpenableScheme($0) }
    }

    /// `hasOpenableScheme(_:)` for a URL's UTF-8 bytes.
    @inlinable package static func hasOpenableScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let length = schemeLength(bytes) else { return false }
        func starts(with scheme: StaticString) -> Bool {
            scheme.utf8CodeUnitCount == length && scheme.withUTF8Buffer { name in
                (0..<length).allSatisfy { lowercased(bytes[$0]) == name[$0] }
            }
        }
        return starts(with: "http") || starts(with: "https") || starts(with: "mailto")
    }

    /// The `href` of an external URL, or nil when it must stay plain text.
    package static func externalHref(_ url: String) -> String? {
        guard hasOpenableScheme(url), !DisallowedCharacters.occur(in: url) else { return nil }
        return percentEncodingControls(url)
    }

    /// The `src` of an `.image`: http(s) URLs and paths relative to the page; nil for anything
    /// else, and for `//host/…` (another host, by the page's scheme) and `/…` (the server's root).
    package static func imageSource(_ source: String) -> String? {
        guard let first = source.utf8.first, !DisallowedCharacters.occur(in: source) else { return nil }
        if let scheme = scheme(of: source) {
            return imageSchemes.contains(scheme) ? percentEncodingControls(source) : nil
        }
        // No scheme: a relative path, unless it starts at a root. A `:`, `&` or backslash (which
        // browsers read as `/`) before the first `/` could still read as a scheme, an entity or a
        // root to a laxer reader, so such sources are refused.
        guard first != UInt8(ascii: "/"), isPlainRelative(source) else { return nil }
        return percentEncodingControls(source)
    }

    /// The relative `href` of a `{:path:}` link when no site is known: `path.html`; nil for
    /// absolute, home (`~`) or workspace (`$`) paths, which cannot be mapped without a site.
    package static func fileHref(_ path: String) -> String? {
        let path = strippingNorgExtension(path)
        guard let first = path.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "~"),
              first != UInt8(ascii: "$"), !DisallowedCharacters.occur(in: path) else { return nil }
        let encoded = percentEncodedPath(path) + ".html"
        return scheme(of: encoded) == nil ? encoded : "./" + encoded
    }

    /// `path` without a trailing `.norg`, which real documents sometimes write in `{:…:}`.
    package static func strippingNorgExtension(_ path: String) -> String {
        var path = Substring(path)
        while path.last == " " { path = path.dropLast() }
        while path.first == " " { path = path.dropFirst() }
        if path.hasSuffix(".norg") { path = path.dropLast(5) }
        return String(path)
    }

    /// Percent-encodes everything but unreserved characters, `/` and non-ASCII (IRIs), so the path
    /// can neither end the attribute nor name a scheme or a query.
    package static func percentEncodedPath(_ path: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), 0x80...0xFF:
                bytes.append(byte)
            default:
                appendPercentEscape(byte, to: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Encodes spaces and control characters, which browsers would strip or choke on.
    package static func percentEncodingControls(_ url: String) -> String {
        var scanned = url
        guard scanned.withUTF8({ $0.contains { $0 <= 0x20 || $0 == 0x7F } }) else { return url }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 8)
        for byte in url.utf8 {
            if byte <= 0x20 || byte == 0x7F {
                appendPercentEscape(byte, to: &bytes)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isPlainRelative(_ path: String) -> Bool {
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return true }
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "\\") { return false }
            if byte <= 0x20 || byte == 0x7F { return false }
        }
        return true
    }

    private static func appendPercentEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
    }
}
