import Foundation

/// Finds the Norg documents of a folder: every `*.norg` regular file below it, by path relative to
/// the folder (`/`-separated), in byte order. Hidden files and folders (names starting with `.`) are
/// left out, and so are symbolic links, so the walk never leaves the folder or loops.
public enum NoteFolder {
    /// Why a folder could not be listed.
    public struct NotAFolder: Error, Sendable, Hashable, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path) is not a folder that can be read" }
    }

    public static func documentPaths(in folder: URL) throws(NotAFolder) -> [String] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw NotAFolder(path: folder.path)
        }
        var paths: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let current = relative.isEmpty ? folder : folder.appendingPathComponent(relative, isDirectory: true)
            guard let names = try? manager.contentsOfDirectory(atPath: current.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let url = folder.appendingPathComponent(path)
                guard let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isDirectoryKey, .isRegularFileKey]),
                      values.isSymbolicLink != true
                else { continue }
                if values.isDirectory == true {
                    pending.append(path)
                } else if values.isRegularFile == true, name.hasSuffix(".norg") {
                    paths.append(path)
                }
            }
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
