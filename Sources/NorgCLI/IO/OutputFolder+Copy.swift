#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// Copying a file of any size into the output folder a chunk at a time (`FileChunks`), by the
/// folder's rules: never through a link, only inside the folder.
extension OutputFolder {
    /// Copies the regular file at `source` to `relative`, unless the file there already holds the
    /// same bytes (sizes compared first, then chunk by chunk); true when it wrote.
    ///
    /// `source` is a path whose links are already resolved: it is opened without following any
    /// link on the way (`LocalFile.openWithoutFollowing`), and it must be a regular file. The copy
    /// goes to a temporary file beside the destination, created with `O_EXCL` (so never through a
    /// link), and is renamed over it only when complete and the source did not change size or time
    /// meanwhile: a reader never sees a torn file, and a failed copy leaves nothing behind. A link,
    /// a folder or anything else that is not a regular file standing at `relative` is refused, as
    /// for pages.
    func copyFile(from source: String, to relative: String, through chunks: FileChunks = FileChunks()) throws(CommandError) -> Bool {
        let input = LocalFile.openWithoutFollowing(source)
        guard input >= 0 else {
            throw errno == ELOOP || errno == ENOTDIR ? .failure("\(source): a symbolic link on the way; not followed")
                : LocalFile.failure("cannot read", source)
        }
        defer { close(input) }
        var before = stat()
        guard fstat(input, &before) == 0 else { throw LocalFile.failure("cannot read", source) }
        guard before.st_mode & S_IFMT == S_IFREG else { throw .failure("\(source): not a regular file") }

        let (folder, name, shown) = try openParent(of: relative, creating: true)
        defer { close(folder) }
        var existing = stat()
        if fstatat(folder, name, &existing, AT_SYMLINK_NOFOLLOW) == 0 {
            guard existing.st_mode & S_IFMT == S_IFREG else { throw OutputFolder.notWrittenThrough(shown, folder: false) }
            if existing.st_size == before.st_size && holdsSameBytes(input, name, in: folder, chunks: chunks) { return false }
            guard lseek(input, 0, SEEK_SET) == 0 else { throw LocalFile.failure("cannot read", source) }
        } else if errno != ENOENT {
            throw LocalFile.failure("cannot write", shown)
        }

        let (output, temporary) = try createTemporary(in: folder, shown: shown)
        func discard() { unlinkat(folder, temporary, 0) }
        let copied = chunks.copy(from: input, to: output, limit: Int(before.st_size))
        let closeFailed = close(output) != 0
        var after = stat()
        switch copied {
        case .failure(let error):
            discard()
            throw .failure("cannot copy \(source) to \(shown): \(error)")
        case .success(let count):
            guard fstat(input, &after) == 0, count == Int(before.st_size),
                  FileStamp(after) == FileStamp(before) else {
                discard()
                throw .failure("\(source): changed while it was copied; not copied")
            }
        }
        if closeFailed || renameat(folder, temporary, folder, name) != 0 {
            let error = LocalFile.failure("cannot write", shown)
            discard()
            throw error
        }
        return true
    }

    /// Whether the regular file at `relative` holds exactly `bytes`; its size is looked at first,
    /// so a large file standing where a small page goes is never read.
    func holds(_ bytes: [UInt8], at relative: String) -> Bool {
        guard let (folder, name, _) = try? openParent(of: relative, creating: false) else { return false }
        defer { close(folder) }
        let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return false }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == bytes.count else { return false }
        return (try? DescriptorStream(file).readToEnd(sizeHint: bytes.count).get()) == bytes
    }

    /// Whether the regular file `name` in `folder` holds what `input` holds from its start.
    private func holdsSameBytes(_ input: Int32, _ name: String, in folder: Int32, chunks: FileChunks) -> Bool {
        let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return false }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return (try? chunks.sameBytes(input, file).get()) == true
    }

    /// A new file beside the destination, made with `O_EXCL | O_NOFOLLOW` under a hidden name no
    /// other file has; its descriptor and name.
    private func createTemporary(in folder: Int32, shown: String) throws(CommandError) -> (Int32, String) {
        for attempt in 0..<1000 {
            let name = ".norg-copy-\(getpid())-\(attempt)"
            let file = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if file >= 0 { return (file, name) }
            if errno != EEXIST { break }
        }
        throw LocalFile.failure("cannot write", shown)
    }
}
