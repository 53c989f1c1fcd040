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
        visibleEntries(in: path)?.map(\.name)
    }

    /// A visible entry: its name's bytes, and whether the folder says it is a regular file (the
    /// system's `d_type`; false where it does not say, or says it is anything else).
    package struct Entry {
        package var name: [UInt8]
        package var isRegularFile: Bool
    }

    /// The visible entries of the folder at `path`, as `visibleNames(in:)` lists them.
    package static func visibleEntries(in path: String) -> [Entry]? {
        guard let stream = RawPath.withSystemPath(path, { opendir($0) }) else { return nil }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name.first != UInt8(ascii: ".") {
                entries.append(Entry(name: name, isRegularFile: Int(entry.pointee.d_type) == Int(DT_REG)))
            }
        }
        return entries
    }
}
