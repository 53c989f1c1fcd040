#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// A folder that pages are written into, never through a symbolic link below it.
///
/// Every subfolder is opened relative to its parent with `O_NOFOLLOW`, and every file is created
/// the same way, so a link planted inside the output folder (`out/notes -> /etc`) makes that write
/// fail instead of landing outside. The folder itself is the user's choice and may be a link.
final class OutputFolder: Sendable {
    let path: String
    private let descriptor: Int32

    /// Opens `path`, creating it (and its parents) when missing.
    init(creating path: String) throws(CommandError) {
        self.path = path
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if RawPath.withSystemPath(prefix, { mkdir($0, 0o777) }) != 0 && errno != EEXIST { throw LocalFile.failure("cannot create the folder", prefix) }
            prefix += "/"
        }
        descriptor = RawPath.withSystemPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw LocalFile.failure("cannot open the folder", path) }
    }

    deinit { close(descriptor) }

    /// Writes `bytes` to the file at `relative` (components separated by `/`), creating the
    /// subfolders it needs.
    func write(_ bytes: [UInt8], to relative: String) throws(CommandError) {
        let (folder, fileName, shown) = try openParent(of: relative, creating: true)
        defer { close(folder) }
        let file = openat(folder, fileName, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw refusal(shown, folder: false) }
        try LocalFile.finish(writing: bytes, to: file, path: shown)
    }

    /// The bytes of the regular file at `relative`, nil when there is none (or a link, a folder,
    /// anything else stands there, or a folder on the way is a link): what a write would replace.
    func read(_ relative: String) -> [UInt8]? {
        guard let (folder, fileName, _) = try? openParent(of: relative, creating: false) else { return nil }
        defer { close(folder) }
        let file = openat(folder, fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        guard case .success(let bytes) = DescriptorStream(file).readToEnd(sizeHint: Int(max(info.st_size, 0))) else { return nil }
        return bytes
    }

    /// Removes the regular file at `relative`; false, removing nothing, when there is none there,
    /// when something else (a link, a folder) is, or when a folder on the way is a link.
    func removeFile(_ relative: String) -> Bool {
        guard let (folder, fileName, _) = try? openParent(of: relative, creating: false) else { return false }
        defer { close(folder) }
        var info = stat()
        guard fstatat(folder, fileName, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return unlinkat(folder, fileName, 0) == 0
    }

    /// The folder holding `relative`, opened without following links (the caller closes it), its
    /// file name, and the path to show in messages.
    func openParent(of relative: String, creating: Bool) throws(CommandError) -> (Int32, String, String) {
        let components = relative.split(separator: "/").map(String.init)
        guard let fileName = components.last, !components.contains(where: { $0 == ".." || $0 == "." }) else {
            throw .failure("\(path)/\(relative): not a path inside the output folder")
        }
        var folder = dup(descriptor)
        var shown = path
        for name in components.dropLast() {
            shown += "/" + name
            if creating && mkdirat(folder, name, 0o777) != 0 && errno != EEXIST {
                let error = LocalFile.failure("cannot create the folder", shown)
                close(folder)
                throw error
            }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let error = refusal(shown, folder: true)
                close(folder)
                throw error
            }
            close(folder)
            folder = next
        }
        return (folder, fileName, shown + "/" + fileName)
    }

    private func refusal(_ shown: String, folder: Bool) -> CommandError {
        if errno == ELOOP || (folder && errno == ENOTDIR) { return OutputFolder.notWrittenThrough(shown, folder: folder) }
        return LocalFile.failure(folder ? "cannot open the folder" : "cannot write", shown)
    }

    /// A link, or something that is not a folder (a file), stands at `shown`.
    static func notWrittenThrough(_ shown: String, folder: Bool) -> CommandError {
        .failure("\(shown): a symbolic link or not a \(folder ? "folder" : "file"); not written through")
    }
}
