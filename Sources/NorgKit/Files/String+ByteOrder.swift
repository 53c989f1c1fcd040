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
        var (left, right) = (self, other)
        return left.withUTF8 { left in
            right.withUTF8 { right in
                let shared = min(left.count, right.count)
                let order = shared == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, shared)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }
}
