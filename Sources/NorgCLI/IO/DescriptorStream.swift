#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// Reads and writes on one file descriptor with the system calls themselves, so that a failure
/// (a full disk, a closed pipe or descriptor) comes back as an error instead of a trap.
struct DescriptorStream {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `text`, retrying partial and interrupted writes.
    func write(_ text: String) -> StreamError? {
        var text = text
        return text.withUTF8 { write($0) }
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) -> StreamError? {
        guard descriptor >= 0 else { return StreamError(code: EBADF) }
        var written = 0
        while written < bytes.count {
            #if canImport(Glibc)
            let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            #else
            let result = Darwin.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            #endif
            if result < 0 {
                if errno == EINTR { continue }
                return .current
            }
            written += result
        }
        return nil
    }

    /// Everything left to read, from the descriptor's position on; with a `limit`, at most one
    /// byte more than it (`DescriptorReading.readToEnd`, which `regularFileSize` saves a read).
    func readToEnd(sizeHint: Int = 0, limit: Int? = nil, regularFileSize: Int? = nil) -> Result<[UInt8], StreamError> {
        guard descriptor >= 0 else { return .failure(StreamError(code: EBADF)) }
        do {
            return .success(try DescriptorReading.readToEnd(descriptor, sizeHint: sizeHint, limit: limit,
                                                            regularFileSize: regularFileSize))
        } catch {
            return .failure(StreamError(code: error.code))
        }
    }

    /// The standard descriptors (0, 1, 2) that are closed, each now held open on `/dev/null`.
    /// Done once per process; also makes a write to a closed pipe an `EPIPE` error rather than a
    /// signal that ends the process, so a command can still say what it did (`set-status`).
    static func occupyClosedStandardDescriptors() -> Set<Int32> {
        closedAtStart
    }

    private static let closedAtStart: Set<Int32> = {
        signal(SIGPIPE, SIG_IGN)
        var closed: Set<Int32> = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closed.insert(descriptor)
            // open returns the lowest free number: this one, as the ones below it are open by now.
            _ = open("/dev/null", O_RDWR)
        }
        return closed
    }()
}
