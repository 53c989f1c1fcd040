#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// Reading and writing whole files with the system calls, every failure a one-line
/// `CommandError` that names the file and gives the system's reason.
enum LocalFile {
    /// The bytes of the file at `path`, refused when it holds more than `limit`: a regular file
    /// by its size, before anything is read; a device or pipe (`/dev/zero`) once one byte past
    /// the limit has been read.
    static func read(_ path: String, limit: InputLimit) throws(CommandError) -> [UInt8] {
        try read(opened: RawPath.withSystemPath(path) { open($0, O_RDONLY | O_CLOEXEC) }, path: path, limit: limit)
    }

    /// The bytes of the file `name` in the open folder `folder`, as `read(_:limit:)` reads them;
    /// `path` names it in errors. A reader of many files in one folder opens the folder once, and
    /// each file by one name rather than by a path looked up from the root every time.
    static func read(_ name: String, inFolder folder: Int32, path: @autoclosure () -> String,
                     limit: InputLimit) throws(CommandError) -> [UInt8] {
        try read(opened: RawPath.withSystemPath(name) { openat(folder, $0, O_RDONLY | O_CLOEXEC) }, path: path(), limit: limit)
    }

    /// `path` is made only for an error (after the system's reason is taken): most reads succeed.
    private static func read(opened descriptor: Int32, path: @autoclosure () -> String, limit: InputLimit) throws(CommandError) -> [UInt8] {
        guard descriptor >= 0 else { throw failure("cannot read", path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read", path) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .failure("\(path()): is a folder, not a file") }
        if info.st_mode & S_IFMT == S_IFREG && info.st_size > limit.bytes { throw limit.refusal(path()) }
        let size = Int(max(info.st_size, 0))
        let regular = info.st_mode & S_IFMT == S_IFREG
        switch DescriptorStream(descriptor).readToEnd(sizeHint: size, limit: limit.bytes, regularFileSize: regular ? size : nil) {
        case .success(let bytes):
            guard bytes.count <= limit.bytes else { throw limit.refusal(path()) }
            return bytes
        case .failure(let error): throw .failure("cannot read \(path()): \(error)")
        }
    }

    /// Writes `bytes` to an open descriptor and closes it; a failure of either is reported.
    static func finish(writing bytes: [UInt8], to descriptor: Int32, path: String) throws(CommandError) {
        let error = bytes.withUnsafeBufferPointer { DescriptorStream(descriptor).write($0) }
        let closeFailed = close(descriptor) != 0
        if let error { throw .failure("cannot write \(path): \(error)") }
        if closeFailed { throw failure("cannot write", path) }
    }

    /// Whether anything (a file, a folder, a link) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return RawPath.withSystemPath(path, { lstat($0, &info) }) == 0
    }

    static func failure(_ what: String, _ path: String) -> CommandError {
        failure(what) { path }
    }

    /// `failure(what, path)`, the system's reason taken before `path` is made.
    static func failure(_ what: String, _ path: () -> String) -> CommandError {
        let reason = StreamError.current
        return .failure("\(what) \(path()): \(reason)")
    }
}
