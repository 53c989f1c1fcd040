import Foundation

/// Where the golden files, their inputs and the shared documents are, and whether this run records.
enum GoldenPaths {
    /// The package root (this file is Tests/GoldenTests/…).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Golden`: the project's own inputs and every recorded output.
    static let goldenFolder = packageRoot.appendingPathComponent("Tests/Golden")

    /// Folders whose `.norg` documents are golden inputs, relative to the package root. Documents in
    /// `Examples/` are read where they are (not copied), so the showcase cannot drift from its golden
    /// files; their outputs go to `Tests/Golden/Examples/…`.
    static let inputFolders = ["Tests/Golden", "Examples"]

    /// Set (`NORG_GOLDEN_RECORD=1`) to write the outputs instead of comparing them: `scripts/update-golden`.
    static var records: Bool {
        ProcessInfo.processInfo.environment["NORG_GOLDEN_RECORD"].map { $0 != "" && $0 != "0" } ?? false
    }

    /// The Norg spec and Neorg's documents: `$NORG_SHARED/norg/documents`, by default `../shared` beside
    /// the package; nil where they are absent (a fresh clone). Their licences keep them out of the
    /// repository, so only hashes of their outputs are recorded.
    static let sharedDocuments: URL? = {
        let shared = ProcessInfo.processInfo.environment["NORG_SHARED"].map(URL.init(fileURLWithPath:))
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let documents = shared.appendingPathComponent("norg/documents")
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: documents.path, isDirectory: &isFolder) && isFolder.boolValue
            ? documents : nil
    }()

    /// The `.norg` files below `folder`, as paths relative to it, in byte order (the same on every machine).
    static func norgFiles(below folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let prefix = folder.standardizedFileURL.path + "/"
        return enumerator.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".norg") && $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
