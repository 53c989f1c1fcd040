#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder that pages are written into, never through a symbolic link below it.
///
/// Every subfolder is opened relative to its parent with `O_NOFOLLOW`, and every file is created
/// the same way, so a link planted inside the output folder (`out/notes -> /etc`) makes that write
/// fail instead of landing outside. The folder itself is the user's choice and may be a link.
final class OutputFolder {
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
        let components = relative.split(separator: "/").map(String.init)
        guard let fileName = components.last, !components.contains(where: { $0 == ".." || $0 == "." }) else {
            throw .failure("\(path)/\(relative): not a path inside the output folder")
        }
        var folder = dup(descriptor)
        defer { close(folder) }
        var shown = path
        for name in components.dropLast() {
            shown += "/" + name
            if mkdirat(folder, name, 0o777) != 0 && errno != EEXIST { throw LocalFile.failure("cannot create the folder", shown) }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { throw refusal(shown, folder: true) }
            close(folder)
            folder = next
        }
        shown += "/" + fileName
        let file = openat(folder, fileName, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw refusal(shown, folder: false) }
        try LocalFile.finish(writing: bytes, to: file, path: shown)
    }

    private func refusal(_ shown: String, folder: Bool) -> CommandError {
        if errno == ELOOP || (folder && errno == ENOTDIR) {
            return .failure("\(shown): a symbolic link or not a \(folder ? "folder" : "file"); not written through")
        }
        return LocalFile.failure(folder ? "cannot open the folder" : "cannot write", shown)
    }
}
