#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether the string's UTF-8 bytes sort before `other`'s: the byte order paths, keys and
    /// names are listed in (as the kernel sees names, unlike `<`, which compares Unicode text),
    /// compared a machine word at a time rather than a byte at a time.
    package func utf8Precedes(_ other: String) -> Bool {
        utf8Order(other) < 0
    }

    /// The byte order of the string's UTF-8 bytes against `other`'s: negative when they sort
    /// before, zero when the bytes are the same, positive after (one pass where a sort key
    /// compares field by field).
    package func utf8Order(_ other: String) -> Int {
        var (left, right) = (self, other)
        return left.withUTF8 { left in right.withUTF8 { left.byteOrder($0) } }
    }

    /// Whether the string's UTF-8 bytes are exactly `bytes` (a path kept in a cache, compared
    /// at once rather than a byte at a time).
    package func utf8Equals(_ bytes: ArraySlice<UInt8>) -> Bool {
        var string = self
        return string.withUTF8 { own in
            bytes.withUnsafeBufferPointer { own.count == $0.count && own.byteOrder($0) == 0 }
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The byte order of these bytes against `other`'s, the one order names, paths and keys are
    /// listed and compared in: negative when they sort before (a prefix first), zero when they
    /// are the same, positive after; compared a machine word at a time (`memcmp`).
    package func byteOrder(_ other: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = Swift.min(count, other.count)
        let order = shared == 0 ? 0 : memcmp(baseAddress!, other.baseAddress!, shared)
        if order != 0 { return Int(order) }
        return count == other.count ? 0 : (count < other.count ? -1 : 1)
    }
}
