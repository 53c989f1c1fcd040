import Foundation

/// The documents the real-tool checks export: the golden inputs (`Tests/Golden`, `Examples/`) and,
/// where `../shared` (or `$NORG_SHARED`) is present, the Norg spec and Neorg's documents.
enum ExportCorpus {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared documents' folder, nil where absent (a fresh clone).
    static let sharedDocuments: URL? = {
        let shared = ProcessInfo.processInfo.environment["NORG_SHARED"].map(URL.init(fileURLWithPath:))
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        let documents = shared.appendingPathComponent("norg/documents")
        return FileManager.default.fileExists(atPath: documents.path) ? documents : nil
    }()

    /// Every document, as absolute paths in byte order.
    static var all: [String] {
        var folders = [packageRoot.appendingPathComponent("Tests/Golden"), packageRoot.appendingPathComponent("Examples")]
        if let sharedDocuments { folders.append(sharedDocuments) }
        return folders.flatMap(norgFiles(below:))
    }

    static func norgFiles(below folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".norg") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
