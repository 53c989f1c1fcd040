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
    private let paths: [String]
    /// For each path, by position: its folder's descriptor (negative when it did not open) and
    /// where its name starts in its bytes.
    private let places: [(descriptor: Int32, nameStart: Int)]
    private let descriptors: [Int32]

    /// Opens the folders of `paths` (relative to `root`).
    init(root: String, paths: [String]) {
        self.root = root
        self.paths = paths
        // Keyed by the folder's bytes: as `String`s, names alike in another normalisation would
        // be one folder.
        var opened: [[UInt8]: Int32] = [:]
        var places: [(descriptor: Int32, nameStart: Int)] = []
        places.reserveCapacity(paths.count)
        // A walk lists a folder's files one after another: the last folder is asked first.
        var last: (folder: [UInt8], descriptor: Int32)? = nil
        for path in paths {
            let bytes = Array(path.utf8)
            let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { Array(bytes[..<$0]) } ?? []
            let descriptor: Int32
            if let last, last.folder == folder {
                descriptor = last.descriptor
            } else if let known = opened[folder] {
                descriptor = known
            } else {
                let full = folder.isEmpty ? root : root + "/" + String(decoding: folder, as: UTF8.self)
                descriptor = RawPath.withSystemPath(full) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                opened[folder] = descriptor
            }
            last = (folder, descriptor)
            places.append((descriptor, slash.map { $0 + 1 } ?? 0))
        }
        self.places = places
        descriptors = Array(opened.values)
    }

    /// The bytes of the file at position `position` of the paths (`path` in full, made for errors
    /// only), as `LocalFile.read` reads them.
    func read(_ position: Int, path: @autoclosure () -> String, limit: InputLimit) throws(CommandError) -> [UInt8] {
        let place = places[position]
        guard place.descriptor >= 0 else { return try LocalFile.read(path(), limit: limit) }
        let name = String(paths[position].utf8.dropFirst(place.nameStart))!
        return try LocalFile.read(name, inFolder: place.descriptor, path: path(), limit: limit)
    }

    /// Closes every folder opened.
    func closeAll() {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }
}
