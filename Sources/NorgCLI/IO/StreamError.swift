#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a read or write of a stream or file failed: the system's error number, described as the
/// system describes it.
public struct StreamError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The system's error number (`errno`), e.g. `EACCES`; `EBADF` for a stream that is closed.
    public let code: Int32

    /// The error of system error number `code`.
    public init(code: Int32) {
        self.code = code
    }

    /// The error of the last system call that failed.
    static var current: StreamError { StreamError(code: errno) }

    /// The system's description of the error (`strerror`), or "the stream is closed" for `EBADF`.
    public var description: String {
        code == EBADF ? "the stream is closed" : String(cString: strerror(code))
    }
}
