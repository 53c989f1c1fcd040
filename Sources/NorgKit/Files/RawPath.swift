/// File names are bytes; Swift strings are Unicode. A name that is not valid UTF-8 would be
/// repaired (U+FFFD) on its way into a `String` and then name another file, or none.
///
/// So each byte that is not part of valid UTF-8 is carried as one private-use scalar, U+10FF00
/// plus the byte (the way Python's `surrogateescape` carries them), and turned back into that
/// byte whenever the path is handed to the system. Messages show such bytes as `\xNN`
/// (`TerminalText`). A real name holding these rare scalars (the end of plane 16's private use
/// area) would be read as the escaped bytes; no other name changes.
package enum RawPath {
    /// The scalar that stands for byte 0; byte `b` is carried as `escapeBase + b`.
    package static let escapeBase: UInt32 = 0x10FF00

    /// The argument's bytes as a string, every invalid byte escaped.
    package static func string(fromBytes bytes: [UInt8]) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var result = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var position = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position..<position + length] {
                    result.unicodeScalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!)
                }
                position += length
            case .emptyInput:
                return result
            }
        }
    }

    /// The byte a scalar stands for, when it is an escaped byte.
    package static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF ? UInt8(scalar.value - escapeBase) : nil
    }

    /// The path's bytes, escaped bytes restored: what the system is handed, without a terminator
    /// (a NUL inside the path is kept, for a check to refuse).
    package static func bytes(_ path: String) -> [UInt8] {
        // Escaped bytes are encoded F4 8F BE/BF xx; a path without 0xF4 has none. Copied whole
        // from the string's storage when it has one.
        if let plain = path.utf8.withContiguousStorageIfAvailable({ $0.contains(0xF4) ? nil : Array($0) }), let plain {
            return plain
        }
        guard mayHoldEscapes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) { bytes.append(byte) } else { bytes += Array(String(scalar).utf8) }
        }
        return bytes
    }

    /// Whether `path` holds the byte 0xF4 that every escaped byte is encoded with (a search of
    /// the string's own storage when it has one: a build converts thousands of paths).
    private static func mayHoldEscapes(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { $0.contains(0xF4) } ?? path.utf8.contains(0xF4)
    }

    /// The path as the system reads it, NUL-terminated: escaped bytes restored.
    package static func systemPath(_ path: String) -> [CChar] {
        withSystemPath(path) { pointer in
            var end = 0
            while pointer[end] != 0 { end += 1 }
            return Array(UnsafeBufferPointer(start: pointer, count: end + 1))
        }
    }

    /// Calls `body` with the path as the system reads it: escaped bytes restored.
    package static func withSystemPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        guard mayHoldEscapes(path) else { return path.withCString(body) }
        var bytes = bytes(path)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
