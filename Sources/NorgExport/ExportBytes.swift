/// The writers copy the source's bytes as they are (text nodes are not repaired, to save a
/// decoding per node): an export of invalid UTF-8 is repaired once, at the end, so what a reader
/// gets is always UTF-8 (each invalid sequence U+FFFD, as the parser reads it).
enum ExportBytes {
    static func repaired(_ bytes: [UInt8]) -> [UInt8] {
        String(validating: bytes, as: UTF8.self) == nil ? Array(String(decoding: bytes, as: UTF8.self).utf8) : bytes
    }
}
