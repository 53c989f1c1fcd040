#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed, by the error number it left in `errno`: captured at once, so that a
/// later call (a `free`, a `close`) cannot change what is reported.
package struct SystemCallError: Error, Equatable, Sendable {
    /// The system's error number (`EACCES`, `EINTR` …).
    package let code: Int32

    /// The error numbered `code`.
    package init(code: Int32) {
        self.code = code
    }

    /// The error of the last system call that failed.
    package static var current: SystemCallError { SystemCallError(code: errno) }

    /// The system's own description (`strerror`), as messages show it.
    package var reason: String { String(cString: strerror(code)) }
}
