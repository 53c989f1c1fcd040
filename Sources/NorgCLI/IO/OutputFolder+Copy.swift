#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// Copying a file of any size into the output folder a chunk at a time (`FileChunks`), by the
/// folder's rules: never through a link, only inside the folder, through a temporary.
extension OutputFolder {
    /// What a copy wrote: the stamp of the new file and the SHA-256 of its bytes.
    struct Written: Equatable {
        var stamp: FileStamp
        var digest: SHA256.Digest
    }

    /// Copies the regular file at `source` to `relative`, unless the file there already holds the
    /// same bytes (sizes compared first, then chunk by chunk); what it wrote, nil when it did not.
    ///
    /// `source` is a path whose links are already resolved: it is opened without following any
    /// link on the way (`LocalFile.openWithoutFollowing`), and it must be a regular file. The copy
    /// goes to a temporary beside the destination (`replace`) and is renamed over it only when
    /// complete and the source did not change size or time meanwhile: a reader never sees a torn
    /// file, and a failed copy leaves nothing behind. `mayReplace` decides, given the file standing
    /// there, whether a different file may be replaced; a refusal throws its error.
    func copyFile(from source: String, to relative: RelativePath, through chunks: FileChunks = FileChunks(),
                  mayReplace: (FileStamp) throws(CommandError) -> Void = { _ in }) throws(CommandError) -> Written? {
        let input = LocalFile.openWithoutFollowing(source)
        guard input >= 0 else {
            throw errno == ELOOP || errno == ENOTDIR ? .failure("\(source): a symbolic link on the way; not followed")
                : LocalFile.failure("cannot read", source)
        }
        defer { close(input) }
        var before = stat()
        guard fstat(input, &before) == 0 else { throw LocalFile.failure("cannot read", source) }
        guard before.st_mode & S_IFMT == S_IFREG else { throw .failure("\(source): not a regular file") }

        // A folder on the way that is a link is refused here, by name.
        let (parent, _, _) = try openParent(of: relative, creating: true)
        close(parent)
        switch entry(at: relative) {
        case .regularFile(let existing):
            if existing.size == Int64(before.st_size), let file = openFile(relative) {
                let same = (try? chunks.sameBytes(input, file.descriptor).get()) == true
                close(file.descriptor)
                if same { return nil }
            }
            guard lseek(input, 0, SEEK_SET) == 0 else { throw LocalFile.failure("cannot read", source) }
            try mayReplace(existing)
        case .other:
            throw OutputFolder.notWrittenThrough(path + "/" + relative.string, folder: false)
        case .missing:
            break
        }

        var digest = SHA256()
        let stamp = try replace(relative) { (output, shown) throws(CommandError) in
            switch chunks.copy(from: input, to: output, limit: Int(before.st_size), digest: &digest) {
            case .failure(let error):
                throw .failure("cannot copy \(source) to \(shown): \(error)")
            case .success(let count):
                var after = stat()
                guard fstat(input, &after) == 0, count == Int(before.st_size), FileStamp(after) == FileStamp(before) else {
                    throw .failure("\(source): changed while it was copied; not copied")
                }
            }
        }
        return Written(stamp: stamp, digest: digest.finalDigest())
    }

    /// The regular file at `relative`, if one stands there: its stamp, and whether it holds exactly
    /// `bytes`. Its size is looked at first, so a large file standing where a small page goes is
    /// never read.
    func regularFile(at relative: RelativePath, comparedWith bytes: [UInt8]) -> (stamp: FileStamp, holdsBytes: Bool)? {
        guard let file = openFile(relative) else { return nil }
        defer { close(file.descriptor) }
        guard Int(file.info.st_size) == bytes.count else { return (FileStamp(file.info), false) }
        let same = (try? DescriptorStream(file.descriptor).readToEnd(sizeHint: bytes.count).get()) == bytes
        return (FileStamp(file.info), same)
    }
}
