#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// The temporaries every write of the output folder goes through, and the removal of those a
/// crashed run left.
extension OutputFolder {
    /// A new file in `folder` made with `O_EXCL | O_NOFOLLOW` under a hidden name no other file has
    /// (`.norg-write-PID-N`); its descriptor and name.
    static func createTemporary(in folder: Int32, shown: String) throws(CommandError) -> (Int32, [UInt8]) {
        for attempt in 0..<10_000 {
            let name = Array("\(temporaryPrefix)\(getpid())-\(attempt)".utf8)
            let file = RelativePath.withCString(name[...]) { openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) }
            if file >= 0 { return (file, name) }
            if errno != EEXIST { break }
        }
        throw LocalFile.failure("cannot write", shown)
    }

    /// Makes a temporary in `folder`, lets `fill` write it, and renames it over `name`; on any
    /// failure the temporary is removed and what stood at `name` stays. The stamp of the file. The
    /// one way every output file is written (`replace`, `LocalFile.replace`).
    static func writeThroughTemporary(in folder: Int32, as name: ArraySlice<UInt8>, shown: String,
                                      fill: (_ file: Int32, _ shown: String) throws(CommandError) -> Void) throws(CommandError) -> FileStamp {
        let (file, temporary) = try createTemporary(in: folder, shown: shown)
        func discard() { RelativePath.withCString(temporary[...]) { _ = unlinkat(folder, $0, 0) } }
        do {
            try fill(file, shown)
        } catch {
            close(file)
            discard()
            throw error
        }
        var info = stat()
        let statFailed = fstat(file, &info) != 0
        let closeFailed = close(file) != 0
        let renamed = !statFailed && !closeFailed && RelativePath.withCString(temporary[...], { from in
            RelativePath.withCString(name) { to in renameat(folder, from, folder, to) }
        }) == 0
        guard renamed else {
            let error = LocalFile.failure("cannot write", shown)
            discard()
            throw error
        }
        return FileStamp(info)
    }

    /// The process a temporary's name says made it, when the name is one a write makes
    /// (`.norg-write-PID-N`, or `.norg-copy-PID-N` of earlier versions).
    static func temporaryOwner(_ name: some Collection<UInt8>) -> pid_t? {
        // Most names are not hidden: settled before any prefix is compared.
        guard name.first == UInt8(ascii: ".") else { return nil }
        for prefix in [temporaryPrefix, ".norg-copy-"] where name.starts(with: prefix.utf8) {
            let parts = name.dropFirst(prefix.utf8.count).split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy { (0x30...0x39).contains($0) } }),
                  let pid = pid_t(String(decoding: parts[0], as: UTF8.self)) else { return nil }
            return pid
        }
        return nil
    }

    /// Removes from the folder at `relative` (nil: the output folder itself) the regular files a
    /// write's temporaries are named like whose process is gone: what a crashed or killed run left.
    /// Nothing else is touched; a folder on the way that is a link is not entered. The names removed.
    @discardableResult
    func removeLeftoverTemporaries(in relative: RelativePath?) -> [String] {
        var folder: Int32
        if let relative {
            guard let (parent, name, _) = try? openParent(of: relative, creating: false) else { return [] }
            folder = RelativePath.withCString(name) { openat(parent, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            close(parent)
        } else {
            folder = dup(descriptor)
        }
        guard folder >= 0 else { return [] }
        defer { close(folder) }
        let listing = dup(folder)
        guard listing >= 0, let stream = fdopendir(listing) else { return [] }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            // A name is copied only when it is hidden: a folder of pages holds thousands of others.
            guard entry.pointee.d_name.0 == CChar(UInt8(ascii: ".")) else { continue }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            if let owner = OutputFolder.temporaryOwner(name), owner != getpid(), kill(owner, 0) != 0, errno == ESRCH {
                names.append(name)
            }
        }
        closedir(stream)
        var removed: [String] = []
        for name in names {
            var info = stat()
            guard RelativePath.withCString(name[...], { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0,
                  info.st_mode & S_IFMT == S_IFREG,
                  RelativePath.withCString(name[...], { unlinkat(folder, $0, 0) }) == 0 else { continue }
            removed.append(RawPath.string(fromBytes: name))
        }
        return removed
    }
}
