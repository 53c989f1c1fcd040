/// The two ways text reaches the site's XML files (`sitemap.xml`, `feed.xml`): as character data or
/// an attribute value, with XML's five escapes, and as a path inside a URL, percent-encoded.
enum SiteXML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and every character XML 1.0 forbids (C0
    /// controls but tab, newline and return; U+FFFE, U+FFFF) dropped, so any metadata stays data.
    static func escaped(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += Array("&amp;".utf8)
            case "<": out += Array("&lt;".utf8)
            case ">": out += Array("&gt;".utf8)
            case "\"": out += Array("&quot;".utf8)
            case "'": out += Array("&apos;".utf8)
            case "\t", "\n", "\r": out += Array(String(scalar).utf8)
            default:
                guard scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF else { continue }
                out += Array(String(scalar).utf8)
            }
        }
        return out
    }

    /// A page's path as it goes into a URL: every byte outside RFC 3986's unreserved set and `/`
    /// percent-encoded (UTF-8), so a hostile file name can neither end an element nor leave the base.
    static func encodedPath(_ path: String) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            }
        }
        return out
    }

    /// `base` (a `SiteSitemap.baseURL`) followed by `path`, escaped for XML.
    static func url(base: String, path: String) -> [UInt8] {
        escaped(base) + encodedPath(path)
    }
}
