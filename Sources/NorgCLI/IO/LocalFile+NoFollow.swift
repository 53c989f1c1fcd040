#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

extension LocalFile {
    /// Opens `path` for reading one component at a time, each with `O_NOFOLLOW`: the descriptor of
    /// the file that lies at exactly that path, or -1 (with `errno` set, `ELOOP` or `ENOTDIR` when
    /// a symbolic link stands on the way).
    ///
    /// For a path whose links were resolved and checked (`NorgFolder.realPath`): a link planted on
    /// the way after the check makes the open fail instead of leading elsewhere.
    static func openWithoutFollowing(_ path: String) -> Int32 {
        let components = path.split(separator: "/").map(String.init)
        guard let last = components.last else {
            errno = EISDIR
            return -1
        }
        var folder = open(path.hasPrefix("/") ? "/" : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        for name in components.dropLast() {
            guard folder >= 0 else { return -1 }
            let next = RawPath.withSystemPath(name) { openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            let error = errno
            close(folder)
            errno = error
            folder = next
        }
        guard folder >= 0 else { return -1 }
        let file = RawPath.withSystemPath(last) { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        let error = errno
        close(folder)
        errno = error
        return file
    }
}
