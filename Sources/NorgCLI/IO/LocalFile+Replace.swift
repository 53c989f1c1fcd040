#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

extension LocalFile {
    /// Writes `bytes` as the file at `path` (`-o OUT` of a single page) so that nothing but that
    /// name changes: a regular file, or none, is replaced by a temporary renamed over it (a hard
    /// link elsewhere keeps the old bytes, the mode is kept, a reader never sees a torn page); a
    /// symbolic link is refused, never written through; a FIFO or a device (`/dev/null`,
    /// `/dev/stdout`, anything under `/dev/` or `/proc/`) is written as it is.
    static func replace(_ path: String, with bytes: [UInt8]) throws(CommandError) {
        let system = RawPath.bytes(path)
        if system.starts(with: "/dev/".utf8) || system.starts(with: "/proc/".utf8) {
            return try writeInPlace(bytes, to: path, flags: O_CREAT | O_TRUNC)
        }
        var info = stat()
        if RawPath.withSystemPath(path, { lstat($0, &info) }) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw .failure("\(path): a symbolic link; not written through (name the file it points to, or remove the link)")
            case S_IFDIR: throw .failure("\(path): is a folder, not a file")
            default: return try writeInPlace(bytes, to: path, flags: O_NOFOLLOW)
            }
        } else if errno != ENOENT {
            throw failure("cannot write", path)
        }
        let hadFile = info.st_mode & S_IFMT == S_IFREG
        let slash = system.lastIndex(of: UInt8(ascii: "/"))
        let folderBytes: [UInt8] = slash.map { $0 == 0 ? [UInt8(ascii: "/")] : Array(system[..<$0]) } ?? [UInt8(ascii: ".")]
        let name = slash.map { system[($0 + 1)...] } ?? system[...]
        guard !name.isEmpty, !name.allSatisfy({ $0 == UInt8(ascii: ".") }) || name.count > 2 else {
            throw .failure("\(path): not a file name")
        }
        let folder = RelativePath.withCString(folderBytes[...]) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard folder >= 0 else { throw failure("cannot write", path) }
        defer { close(folder) }
        let mode = info.st_mode & 0o7777
        _ = try OutputFolder.writeThroughTemporary(in: folder, as: name, shown: path) { (file, shown) throws(CommandError) in
            if hadFile { _ = fchmod(file, mode) }
            let error = bytes.withUnsafeBufferPointer { DescriptorStream(file).write($0) }
            if let error { throw .failure("cannot write \(shown): \(error)") }
        }
    }

    /// Writes `bytes` through an ordinary open of `path` with `flags` added to `O_WRONLY`.
    private static func writeInPlace(_ bytes: [UInt8], to path: String, flags: Int32) throws(CommandError) {
        let descriptor = RawPath.withSystemPath(path) { open($0, O_WRONLY | O_CLOEXEC | flags, 0o666) }
        guard descriptor >= 0 else { throw failure("cannot write", path) }
        try finish(writing: bytes, to: descriptor, path: path)
    }
}
