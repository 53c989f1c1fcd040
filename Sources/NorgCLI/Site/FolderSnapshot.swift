#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// What every file below a folder looks like (device, inode, size, modification time), so that
/// polling notices an edit, a new file, a removed or renamed one, without reading any file.
///
/// Hidden entries are left out, as the site leaves them out; a folder given in `excluding` (the
/// site's output, when it lies inside the notes) is not walked, so writing the site is no change.
/// Links are followed to files, not to folders.
struct FolderSnapshot: Equatable {
    /// Each file's stamp by its path relative to the root (extra files by their path as given).
    private(set) var files: [String: FileStamp] = [:]

    /// The files below `root` and the files `extraFiles` name (the user's stylesheet).
    init(_ root: String, excluding: FileIdentity? = nil, extraFiles: [String] = []) {
        var pending = [""]
        while let relative = pending.popLast() {
            let folderPath = relative.isEmpty ? root : root + "/" + relative
            for bytes in FolderListing.visibleNames(in: folderPath) ?? [] {
                let name = RawPath.string(fromBytes: bytes)
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard RawPath.withSystemPath(root + "/" + path, { lstat($0, &info) }) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if FileIdentity(info) != excluding { pending.append(path) }
                    continue
                }
                if info.st_mode & S_IFMT == S_IFLNK {
                    guard RawPath.withSystemPath(root + "/" + path, { stat($0, &info) }) == 0,
                          info.st_mode & S_IFMT == S_IFREG else { continue }
                }
                files[path] = FileStamp(info)
            }
        }
        for path in extraFiles {
            var info = stat()
            if RawPath.withSystemPath(path, { stat($0, &info) }) == 0 { files[path] = FileStamp(info) }
        }
    }

    /// The paths added, removed or changed since `earlier`, in byte order.
    func changes(since earlier: FolderSnapshot) -> [String] {
        var changed = files.filter { earlier.files[$0.key] != $0.value }.map(\.key)
        changed += earlier.files.keys.filter { files[$0] == nil }
        return changed.sorted { $0.utf8Precedes($1) }
    }
}
