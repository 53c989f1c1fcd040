#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Norg documents of a folder, found the same way by every command that takes one and by the
/// reader app (`NoteFolder`).
///
/// The walk stays inside the folder and out of its hidden files: a symbolic link is followed only
/// when what it points at lies inside the folder too, and not in a hidden file or folder of it
/// (`mayFollow`), so neither a link to `/etc/passwd` nor one to `.git/config` named `notes.norg` is
/// ever read. A folder named in `excluding` (the site's output, when it lies inside) is not walked.
/// Entries
/// that cannot be used — a dangling link, a link out of the folder, a `.norg` that is not a regular
/// file (a FIFO would block the read), a folder that cannot be opened, a name that is not valid
/// UTF-8 — are listed in `skipped` with the reason, and the walk goes on. Hidden files and folders
/// (names starting with `.`) are left out silently.
package struct NorgFolder {
    /// An entry left out, with why; `path` is printable (invalid UTF-8 shown as `\xNN`).
    package struct Skipped: Equatable, Sendable {
        /// The entry's path, printable.
        package var path: String
        /// Why it was left out.
        package var reason: String
    }

    /// Why a folder could not be walked: its path could not be resolved.
    package struct NotOpened: Error, Sendable, CustomStringConvertible {
        /// The folder as given.
        package let path: String
        /// What the system said.
        package let error: SystemCallError
        /// `cannot open the folder PATH: REASON`, as the command line reports it.
        package var description: String { "cannot open the folder \(path): \(error.reason)" }
    }

    /// The folder as given, without a trailing `/`.
    package let root: String
    /// The documents' paths relative to `root`, in byte order.
    package private(set) var relativePaths: [String] = []
    /// The entries left out that could have been or held documents, in walk order.
    package private(set) var skipped: [Skipped] = []

    /// `root` with every symbolic link resolved: what lies inside the folder lies below it.
    package let realRoot: String
    private var visitedFolders: Set<FileIdentity> = []

    /// Walks the folder at `path` (escaped bytes restored, as `RawPath` carries them), leaving out
    /// the folder `excluding` names. Allocates the lists.
    package init(_ path: String, excluding: FileIdentity? = nil) throws(NotOpened) {
        root = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let real = NorgFolder.realPath(root) else { throw NotOpened(path: root, error: .current) }
        realRoot = real
        var pending = [""]
        if let identity = FileIdentity(ofFileAt: root) { visitedFolders.insert(identity) }
        // Marked as visited, the excluded folder is never entered, whatever path leads to it.
        if let excluding { visitedFolders.insert(excluding) }
        while let folder = pending.popLast() {
            pending += list(folder).reversed()
        }
        relativePaths.sort { $0.utf8Precedes($1) }
    }

    /// Whether `path` names a folder (following links), as opposed to a file or nothing.
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return RawPath.withSystemPath(path, { stat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Adds the documents of one folder and returns its subfolders to visit.
    private mutating func list(_ relativeFolder: String) -> [String] {
        let folderPath = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
        guard let entries = FolderListing.visibleEntries(in: folderPath) else {
            skipped.append(Skipped(path: folderPath, reason: "cannot open the folder: \(SystemCallError.current.reason)"))
            return []
        }
        var subfolders: [String] = []
        for entry in entries.sorted(by: { $0.precedes($1) }) {
            let bytes = entry.name
            guard let name = String(validating: bytes, as: UTF8.self) else {
                let shown = (relativeFolder.isEmpty ? root : folderPath) + "/" + NorgFolder.escapedName(bytes)
                skipped.append(Skipped(path: shown, reason: "the name is not valid UTF-8"))
                continue
            }
            let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
            // A regular file, as the folder says, is what `lstat` would find: no call for it (a
            // notes folder holds thousands).
            switch entry.isRegularFile ? .file : classify(root + "/" + relative) {
            case .folder: subfolders.append(relative)
            case .file where name.hasSuffix(".norg"): relativePaths.append(relative)
            case .file, .ignored: break
            case .skipped(let reason, let mayHoldNotes) where mayHoldNotes || name.hasSuffix(".norg"):
                skipped.append(Skipped(path: root + "/" + relative, reason: reason))
            case .skipped: break
            }
        }
        return subfolders
    }

    private enum Kind {
        case folder
        case file
        case ignored
        /// Left out for a reason; `mayHoldNotes` when it is (or points at) a folder.
        case skipped(String, mayHoldNotes: Bool)
    }

    private mutating func classify(_ path: String) -> Kind {
        var info = stat()
        guard RawPath.withSystemPath(path, { lstat($0, &info) }) == 0 else {
            return .skipped("cannot read it: \(SystemCallError.current.reason)", mayHoldNotes: false)
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            guard RawPath.withSystemPath(path, { stat($0, &info) }) == 0 else {
                return .skipped("a link to nothing (\(SystemCallError.current.reason))", mayHoldNotes: false)
            }
            let isFolder = info.st_mode & S_IFMT == S_IFDIR
            switch NorgFolder.realPath(path).map(mayFollow) {
            case .inside?: break
            case .hidden?: return .skipped("a link to a hidden file or folder; not followed", mayHoldNotes: isFolder)
            case .outside?, nil: return .skipped("a link to outside the folder; not followed", mayHoldNotes: isFolder)
            }
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            // A link back up the tree would otherwise be walked forever.
            return visitedFolders.insert(FileIdentity(info)).inserted ? .folder : .ignored
        case S_IFREG:
            return .file
        default:
            return .skipped("not a regular file", mayHoldNotes: false)
        }
    }

    /// Whether `path` is `folder` or lies below it (both real paths, links resolved), compared as
    /// the bytes the kernel sees: `String` comparison would take `cafe\u{301}` for `café`.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        let path = RawPath.bytes(path), folder = RawPath.bytes(folder)
        if folder == [UInt8(ascii: "/")] { return path.first == UInt8(ascii: "/") }
        guard path.starts(with: folder) else { return false }
        return path.count == folder.count || path[folder.count] == UInt8(ascii: "/")
    }

    /// Where a resolved link target lies for the walk.
    package enum LinkTarget: Equatable, Sendable {
        /// Inside the folder, in no hidden file or folder: it may be followed.
        case inside
        /// Inside the folder, but it is, or lies in, a hidden file or folder (`.git/config`).
        case hidden
        /// Outside the folder.
        case outside
    }

    /// Where `target` (a real path, links resolved) lies: the one rule for every link the walk,
    /// the site's copied files and the reader app follow.
    package func mayFollow(_ target: String) -> LinkTarget {
        guard NorgFolder.isInside(target, realRoot) else { return .outside }
        let below = RawPath.bytes(target).dropFirst(RawPath.bytes(realRoot).count)
        let hidden = below.split(separator: UInt8(ascii: "/")).contains { $0.first == UInt8(ascii: ".") }
        return hidden ? .hidden : .inside
    }

    /// `path` with every symbolic link resolved (`realpath`), nil when it names nothing.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = RawPath.withSystemPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return RawPath.string(fromBytes: Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
    }

    /// A file name with every byte outside printable ASCII shown as `\xNN`.
    package static func escapedName(_ bytes: [UInt8]) -> String {
        var shown = ""
        for byte in bytes {
            if byte >= 0x20 && byte < 0x7F {
                shown.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16)
                shown += "\\x" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return shown
    }
}
