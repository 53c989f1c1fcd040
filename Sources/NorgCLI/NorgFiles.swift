import Foundation

/// Finding the Norg documents of a folder, the same way for every command that takes one.
enum NorgFiles {
    /// Paths of the `.norg` files below `root`, relative to it, sorted; hidden files and folders
    /// (names starting with `.`) are skipped.
    static func relativePaths(below root: String) throws(CommandError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw .failure("cannot list the folder")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let isFolder = enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
            if name.hasPrefix(".") {
                if isFolder { enumerator.skipDescendants() }
                continue
            }
            if !isFolder, name.hasSuffix(".norg") { files.append(relative) }
        }
        return files.sorted()
    }
}
