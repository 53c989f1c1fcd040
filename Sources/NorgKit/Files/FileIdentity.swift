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

    /// The file with these numbers (as a manifest records them).
    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

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

    /// Whether the real path `path` (links resolved) is the folder `folder` or lies below it: each
    /// of its ancestors is looked at, so the answer is the kernel's, whatever the path is spelled.
    package static func lies(_ path: String, inFolder folder: FileIdentity) -> Bool {
        var bytes = RawPath.bytes(path)
        while !bytes.isEmpty {
            if FileIdentity(ofFileAt: RawPath.string(fromBytes: bytes)) == folder { return true }
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return false }
            bytes = slash == 0 && bytes.count > 1 ? [UInt8(ascii: "/")] : Array(bytes[..<slash])
        }
        return false
    }
}
