#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// The folders that hold a walk's files, each opened once: a file is then opened by its name in
/// its folder, one name for the system to look up instead of every folder of its path (a site
/// reads thousands of notes on every build). A folder that does not open is left to the full
/// path, whose error names it.
struct OpenFolders: Sendable {
    private let root: String
    /// Each folder's descriptor, by its path relative to `root` (`""` for the root).
    private let descriptors: [String: Int32]

    /// Opens the folders of `paths` (relative to `root`).
    init(root: String, paths: [String]) {
        self.root = root
        var descriptors: [String: Int32] = [:]
        for path in paths {
            let folder = OpenFolders.folder(of: path)
            guard descriptors[folder] == nil else { continue }
            let full = folder.isEmpty ? root : root + "/" + folder
            descriptors[folder] = RawPath.withSystemPath(full) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        }
        self.descriptors = descriptors
    }

    /// The bytes of the file at `relative` (`path` in full, for errors), as `LocalFile.read`
    /// reads them.
    func read(_ relative: String, path: String, limit: InputLimit) throws(CommandError) -> [UInt8] {
        let folder = OpenFolders.folder(of: relative)
        // Keys are `String`s, equal when canonically equivalent: the descriptor is used only for
        // the very bytes it was opened for.
        guard let index = descriptors.index(forKey: folder), descriptors[index].value >= 0,
              descriptors[index].key.utf8Order(folder) == 0 else {
            return try LocalFile.read(path, limit: limit)
        }
        let name = folder.isEmpty ? relative : String(relative.utf8.dropFirst(folder.utf8.count + 1))!
        return try LocalFile.read(name, inFolder: descriptors[index].value, path: path, limit: limit)
    }

    /// Closes every folder opened.
    func closeAll() {
        for descriptor in descriptors.values where descriptor >= 0 { close(descriptor) }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path.utf8[..<slash])!
    }
}
