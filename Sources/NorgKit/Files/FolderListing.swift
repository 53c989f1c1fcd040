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

        /// Whether the name's bytes sort before `other`'s (`memcmp` order, as the kernel compares
        /// names).
        package func precedes(_ other: Entry) -> Bool {
            name.withUnsafeBufferPointer { left in other.name.withUnsafeBufferPointer { left.byteOrder($0) < 0 } }
        }
    }

    /// The visible entries of the folder at `path`, as `visibleNames(in:)` lists them.
    package static func visibleEntries(in path: String) -> [Entry]? {
        guard let stream = RawPath.withSystemPath(path, { opendir($0) }) else { return nil }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            // Copied at once up to its terminating zero (a folder of notes lists thousands).
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let length = raw.firstIndex(of: 0) ?? raw.count
                return Array(UnsafeRawBufferPointer(rebasing: raw[..<length]))
            }
            if name.first != UInt8(ascii: ".") {
                entries.append(Entry(name: name, isRegularFile: Int(entry.pointee.d_type) == Int(DT_REG)))
            }
        }
        return entries
    }
}
