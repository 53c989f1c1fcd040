#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// A folder that pages are written into, never through a symbolic link below it.
///
/// Every path inside it is a `RelativePath` (bytes, split on `/` only, no NUL, no `..`). Every
/// subfolder is opened relative to its parent with `O_NOFOLLOW`, and every file is made as a
/// temporary beside its place (`O_EXCL | O_NOFOLLOW`) and renamed over it once complete, so a link
/// planted inside the output folder (`out/notes -> /etc`) makes the write fail instead of landing
/// outside, a hard link to a file elsewhere is replaced rather than written through, and a reader
/// (or a full disk) never meets a torn file. The folder itself is the user's choice and may be a
/// link.
final class OutputFolder: Sendable {
    let path: String
    let descriptor: Int32

    /// The prefix of the temporaries a write makes: `.norg-write-PID-N`. A crashed run's are
    /// recognised by it (and by their process being gone) and removed by the next run.
    static let temporaryPrefix = ".norg-write-"

    /// Opens `path`, creating it (and its parents) when missing.
    init(creating path: String) throws(CommandError) {
        self.path = path
        let bytes = RawPath.bytes(path)
        var prefix: [UInt8] = bytes.first == UInt8(ascii: "/") ? [UInt8(ascii: "/")] : []
        for component in bytes.split(separator: UInt8(ascii: "/")) {
            prefix += component
            if RelativePath.withCString(prefix[...], { mkdir($0, 0o777) }) != 0 && errno != EEXIST {
                throw LocalFile.failure("cannot create the folder", RawPath.string(fromBytes: prefix))
            }
            prefix.append(UInt8(ascii: "/"))
        }
        descriptor = RawPath.withSystemPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw LocalFile.failure("cannot open the folder", path) }
    }

    deinit { close(descriptor) }

    /// The folder's device and inode.
    var identity: FileIdentity? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileIdentity(info) : nil
    }

    /// Whether `path` still names the folder this one opened (not removed, not replaced).
    var isStillAtItsPath: Bool {
        guard let identity else { return false }
        return FileIdentity(ofFileAt: path) == identity
    }

    /// What stands at `relative`.
    enum Entry: Equatable {
        case missing
        case regularFile(FileStamp)
        /// A link, a folder, anything else: never written over or removed.
        case other
    }

    /// What stands at `relative`, links not followed; `.other` when a folder on the way is a link.
    func entry(at relative: RelativePath) -> Entry {
        guard let (folder, name, _) = try? openParent(of: relative, creating: false) else {
            return errno == ENOENT ? .missing : .other
        }
        defer { close(folder) }
        var info = stat()
        guard RelativePath.withCString(name, { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else {
            return errno == ENOENT ? .missing : .other
        }
        return info.st_mode & S_IFMT == S_IFREG ? .regularFile(FileStamp(info)) : .other
    }

    /// What stands at each of `paths`, as `entry(at:)` says, in their order: each folder on the
    /// way is opened once for all the paths in it (a site keeps thousands of pages in a few
    /// folders), the folders in parallel.
    func entries(at paths: [RelativePath]) -> [Entry] {
        var members: [ArraySlice<UInt8>: [Int]] = [:]
        var parents: [ArraySlice<UInt8>] = []
        for (position, path) in paths.enumerated() {
            let parent = path.parentBytes
            if members[parent] == nil { parents.append(parent) }
            members[parent, default: []].append(position)
        }
        let found = ParallelWork.map(parents.count) { [members, parents] group -> [(Int, Entry)] in
            let positions = members[parents[group]]!
            guard let (folder, _, _) = try? openParent(of: paths[positions[0]], creating: false) else {
                let entry: Entry = errno == ENOENT ? .missing : .other
                return positions.map { ($0, entry) }
            }
            defer { close(folder) }
            return positions.map { position in
                var info = stat()
                guard RelativePath.withCString(paths[position].lastComponent, { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else {
                    return (position, errno == ENOENT ? .missing : .other)
                }
                return (position, info.st_mode & S_IFMT == S_IFREG ? .regularFile(FileStamp(info)) : .other)
            }
        }
        var entries = [Entry](repeating: .missing, count: paths.count)
        for (position, entry) in found.joined() { entries[position] = entry }
        return entries
    }

    /// Writes `bytes` at `relative` through a temporary renamed over the place (creating the
    /// subfolders it needs); the stamp of the file written. A link, a folder or anything else but a
    /// regular file standing there is refused.
    func replace(_ relative: RelativePath, with bytes: [UInt8]) throws(CommandError) -> FileStamp {
        try replace(relative) { (file, shown) throws(CommandError) in
            let error = bytes.withUnsafeBufferPointer { DescriptorStream(file).write($0) }
            if let error { throw .failure("cannot write \(shown): \(error)") }
        }
    }

    /// Makes a temporary beside `relative`, lets `fill` write it, and renames it over the place;
    /// on any failure the temporary is removed and what stood there stays. The stamp of the file.
    func replace(_ relative: RelativePath,
                 fill: (_ file: Int32, _ shown: String) throws(CommandError) -> Void) throws(CommandError) -> FileStamp {
        let (folder, name, shown) = try openParent(of: relative, creating: true)
        defer { close(folder) }
        var existing = stat()
        if RelativePath.withCString(name, { fstatat(folder, $0, &existing, AT_SYMLINK_NOFOLLOW) }) == 0 {
            guard existing.st_mode & S_IFMT == S_IFREG else { throw OutputFolder.notWrittenThrough(shown, folder: false) }
        } else if errno != ENOENT {
            throw LocalFile.failure("cannot write", shown)
        }
        return try OutputFolder.writeThroughTemporary(in: folder, as: name, shown: shown, fill: fill)
    }

    /// The bytes of the regular file at `relative`, nil when there is none (or a link, a folder,
    /// anything else stands there, or a folder on the way is a link).
    func read(_ relative: RelativePath) -> [UInt8]? {
        guard let file = openFile(relative) else { return nil }
        defer { close(file.descriptor) }
        guard case .success(let bytes) = DescriptorStream(file.descriptor).readToEnd(sizeHint: Int(max(file.info.st_size, 0))) else { return nil }
        return bytes
    }

    /// Removes the regular file at `entry.path` when it is still the file the entry records: the
    /// same device, inode and size, and bytes that hash to its digest (read a chunk at a time);
    /// false, removing nothing, otherwise.
    func removeFile(_ entry: SiteManifest.Entry, chunks: FileChunks) -> Bool {
        guard let (folder, name, _) = try? openParent(of: entry.path, creating: false) else { return false }
        defer { close(folder) }
        let file = RelativePath.withCString(name) { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard file >= 0 else { return false }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, FileIdentity(info) == entry.stamp.identity,
              Int64(info.st_size) == entry.stamp.size,
              case .success(let digest) = chunks.digest(of: file), digest == entry.digest else { return false }
        // The name must still be the file just checked: narrows a swap between the check and the unlink.
        var current = stat()
        guard RelativePath.withCString(name, { fstatat(folder, $0, &current, AT_SYMLINK_NOFOLLOW) }) == 0,
              FileIdentity(current) == FileIdentity(info) else { return false }
        return RelativePath.withCString(name) { unlinkat(folder, $0, 0) } == 0
    }

    /// Removes the folder at `relative` when it is empty (`rmdir`: never a folder holding anything,
    /// never a link, whose `unlinkat` fails); false, removing nothing, otherwise.
    func removeEmptyFolder(_ relative: RelativePath) -> Bool {
        guard let (folder, name, _) = try? openParent(of: relative, creating: false) else { return false }
        defer { close(folder) }
        return RelativePath.withCString(name) { unlinkat(folder, $0, AT_REMOVEDIR) } == 0
    }

    /// The SHA-256 of the regular file at `relative`, read a chunk at a time; nil when there is
    /// none (or it cannot be read).
    func digest(at relative: RelativePath) -> SHA256.Digest? {
        guard let file = openFile(relative) else { return nil }
        defer { close(file.descriptor) }
        return try? FileChunks(size: 1 << 16).digest(of: file.descriptor).get()
    }

    /// The open regular file at `relative`, not followed through any link; nil otherwise.
    func openFile(_ relative: RelativePath) -> (descriptor: Int32, info: stat)? {
        guard let (folder, name, _) = try? openParent(of: relative, creating: false) else { return nil }
        defer { close(folder) }
        let file = RelativePath.withCString(name) { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard file >= 0 else { return nil }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(file)
            return nil
        }
        return (file, info)
    }

    /// The folder holding `relative`, opened without following links (the caller closes it), its
    /// file name, and the path to show in messages.
    func openParent(of relative: RelativePath, creating: Bool) throws(CommandError) -> (Int32, ArraySlice<UInt8>, String) {
        let components = relative.components
        var folder = dup(descriptor)
        var shown = path
        for name in components.dropLast() {
            shown += "/" + RawPath.string(fromBytes: Array(name))
            if creating && RelativePath.withCString(name, { mkdirat(folder, $0, 0o777) }) != 0 && errno != EEXIST {
                let error = LocalFile.failure("cannot create the folder", shown)
                close(folder)
                throw error
            }
            let next = RelativePath.withCString(name) { openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            guard next >= 0 else {
                let error = refusal(shown, folder: true)
                close(folder)
                throw error
            }
            close(folder)
            folder = next
        }
        let name = components.last!
        return (folder, name, shown + "/" + RawPath.string(fromBytes: Array(name)))
    }

    private func refusal(_ shown: String, folder: Bool) -> CommandError {
        let code = errno
        defer { errno = code }
        if code == ELOOP || (folder && code == ENOTDIR) { return OutputFolder.notWrittenThrough(shown, folder: folder) }
        return LocalFile.failure(folder ? "cannot open the folder" : "cannot write", shown)
    }

    /// A link, or something that is not a folder (a file), stands at `shown`.
    static func notWrittenThrough(_ shown: String, folder: Bool) -> CommandError {
        .failure("\(shown): a symbolic link or not a \(folder ? "folder" : "file"); not written through")
    }
}
