#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells that a file changed without reading it: which file it is, its size and its
/// modification time, to the nanosecond.
package struct FileStamp: Hashable, Sendable {
    /// The file's device and inode.
    package let identity: FileIdentity
    /// The size in bytes.
    package let size: Int64
    /// The modification time's seconds since the epoch.
    package let modified: Int
    /// The nanoseconds within that second.
    package let modifiedNanoseconds: Int

    /// A stamp with these fields (as a manifest records them).
    package init(identity: FileIdentity, size: Int64, modified: Int, modifiedNanoseconds: Int) {
        self.identity = identity
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    /// The stamp of the file `info` describes (from `stat`, `lstat` or `fstat`).
    package init(_ info: stat) {
        identity = FileIdentity(info)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        modified = Int(time.tv_sec)
        modifiedNanoseconds = Int(time.tv_nsec)
    }
}
