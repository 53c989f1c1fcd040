#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What makes two paths the same file: its device and inode.
package struct FileIdentity: Hashable, Sendable {
    /// The device that holds the file.
    package let device: UInt64
    /// The file's number on its device.
    package let inode: UInt64

    /// The file `info` describes (from `stat`, `lstat` or `fstat`).
    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The file at `path` (following symbolic links; escaped bytes restored, as `RawPath` carries
    /// them), nil if there is none.
    package init?(ofFileAt path: String) {
        var info = stat()
        guard RawPath.withSystemPath(path, { stat($0, &info) }) == 0 else { return nil }
        self.init(info)
    }
}
