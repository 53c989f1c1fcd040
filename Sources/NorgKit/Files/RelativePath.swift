#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path below a folder as the kernel will read it: bytes, split on `/` only.
///
/// Every check that decides where a command reads, writes or deletes is made on this value, never
/// on a `String`: a `String` splits by grapheme cluster (a `/` followed by a combining mark is one
/// character, so `"sub/\u{301}x"` has no `/` to split on) and compares by canonical equivalence,
/// while the kernel splits on the byte 0x2F and stops a path at the byte 0. So a path is accepted
/// only when its bytes hold no NUL, and it is not absolute, and no component is empty, `.` or
/// `..`; it then names exactly one entry below the folder, whatever its characters are.
package struct RelativePath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, escaped bytes (`RawPath`) restored: what the system is handed.
    package let bytes: [UInt8]

    /// `path`'s bytes, escaped bytes restored; nil when they do not name an entry below a folder.
    package init?(_ path: String) {
        self.init(bytes: RawPath.bytes(path))
    }

    /// `bytes` as a path; nil when they do not name an entry below a folder.
    package init?(bytes: [UInt8]) {
        guard RelativePath.isValid(bytes) else { return nil }
        self.bytes = bytes
    }

    /// Whether `bytes` name an entry below a folder: not empty, no NUL, not absolute, no empty,
    /// `.` or `..` component. One pass over the bytes, nothing allocated: every path a build
    /// writes or keeps is checked.
    package static func isValid(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            // The current component's length, and how many of its bytes are `.` (capped at 3).
            var length = 0
            var dots = 0
            for byte in buffer {
                if byte == 0 { return false }
                if byte == UInt8(ascii: "/") {
                    if length == 0 || dots == length && length <= 2 { return false }
                    length = 0
                    dots = 0
                } else {
                    if byte == UInt8(ascii: "."), dots == length { dots += 1 }
                    length += 1
                }
            }
            return length != 0 && !(dots == length && length <= 2)
        }
    }

    /// The components, split on the byte `/` alone.
    package var components: [ArraySlice<UInt8>] { RelativePath.components(of: bytes) }

    /// The last component's bytes.
    package var lastComponent: ArraySlice<UInt8> {
        bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[($0 + 1)...] } ?? bytes[...]
    }

    /// The bytes of the folder that holds the entry, relative to the same folder; empty when it
    /// lies directly in it.
    package var parentBytes: ArraySlice<UInt8> {
        bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes[..<$0] } ?? []
    }

    /// Hashes the bytes as one buffer: a site looks thousands of paths up by this value.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    package static func == (left: RelativePath, right: RelativePath) -> Bool {
        left.bytes == right.bytes
    }

    /// Whether `left` comes before `right` in the byte order of their paths (the order manifests
    /// list them in).
    package static func precedes(_ left: RelativePath, _ right: RelativePath) -> Bool {
        left.bytes.withUnsafeBufferPointer { l in right.bytes.withUnsafeBufferPointer { l.byteOrder($0) < 0 } }
    }

    /// Whether a component starts with `.`: a hidden file, or a file inside a hidden folder.
    package var isHidden: Bool { components.contains { $0.first == UInt8(ascii: ".") } }

    /// Whether the bytes end with `suffix`'s bytes (`.norg`): the name the kernel sees.
    package func hasSuffix(_ suffix: String) -> Bool {
        bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }

    /// The path as a string (bytes that are not UTF-8 escaped, as `RawPath` carries them).
    package var string: String { RawPath.string(fromBytes: bytes) }

    /// The path as a string, for messages.
    package var description: String { string }

    /// Calls `body` with `component` as a NUL-terminated C string.
    package static func withCString<Result>(_ component: ArraySlice<UInt8>, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        // On the stack: a build hands the system one name per file it looks at.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: component.count + 1) { buffer in
            var position = 0
            for byte in component {
                buffer[position] = CChar(bitPattern: byte)
                position += 1
            }
            buffer[position] = 0
            return body(buffer.baseAddress!)
        }
    }

    private static func components(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    }
}
