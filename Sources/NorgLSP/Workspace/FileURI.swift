import NorgKit

/// `file:` URIs and the paths they name. A path is bytes (`RawPath`): a URI's percent-escapes are
/// decoded to bytes and carried as `RawPath` does, and a path is written back with every byte
/// outside the unreserved set escaped, so a name that is not UTF-8 goes and comes back unchanged.
package enum FileURI {
    /// The path of a `file:` URI (`file:///notes/a.norg`, `file://localhost/…`); nil for other
    /// schemes, a remote host, or a path that is not absolute.
    package static func path(_ uri: String) -> String? {
        let bytes = Array(uri.utf8)
        // The scheme compares without case (RFC 3986).
        guard bytes.prefix(5).map({ $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }).elementsEqual(Array("file:".utf8)) else {
            return nil
        }
        var rest = bytes.dropFirst(5)
        guard rest.starts(with: Array("//".utf8)) else { return nil }
        rest = rest.dropFirst(2)
        let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        let host = rest[rest.startIndex..<slash]
        guard host.isEmpty || host.elementsEqual(Array("localhost".utf8)) else { return nil }
        var path: [UInt8] = []
        var index = slash
        // A query or fragment is not part of the path.
        while index < rest.endIndex, rest[index] != UInt8(ascii: "?"), rest[index] != UInt8(ascii: "#") {
            let byte = rest[index]
            if byte == UInt8(ascii: "%"), index + 2 < rest.endIndex,
               let high = hexValue(rest[index + 1]), let low = hexValue(rest[index + 2]) {
                path.append(high << 4 | low)
                index += 3
            } else {
                path.append(byte)
                index += 1
            }
        }
        guard path.first == UInt8(ascii: "/"), !path.contains(0) else { return nil }
        return RawPath.string(fromBytes: path)
    }

    /// The `file:` URI of an absolute path.
    package static func uri(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = Array("file://".utf8)
        for byte in RawPath.bytes(path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
