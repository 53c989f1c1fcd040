#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries as the folder walks see them: the raw bytes of each name, hidden ones
/// (starting with `.`, so `.` and `..` too) left out. Shared by the walk for documents
/// (`NorgFolder`) and the one `--watch` polls (`FolderSnapshot`).
package enum FolderListing {
    /// The visible names in the folder at `path`, in the order the system gives them; nil when the
    /// folder cannot be opened (`errno` says why).
    package static func visibleNames(in path: String) -> [[UInt8]]? {
        guard let stream = RawPath.withSystemPath(path, { opendir($0) }) else { return nil }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name.first != UInt8(ascii: ".") { names.append(name) }
        }
        return names
    }
}
