#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a read or write of a stream or file failed: the system's error number, described as the
/// system describes it.
public struct StreamError: Error, Equatable, CustomStringConvertible, Sendable {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The error of the last system call that failed.
    static var current: StreamError { StreamError(code: errno) }

    public var description: String {
        code == EBADF ? "the stream is closed" : String(cString: strerror(code))
    }
}
