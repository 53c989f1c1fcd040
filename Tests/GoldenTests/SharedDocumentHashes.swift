import Foundation
import NorgKit

/// The recorded hashes of what `norg` makes of the shared documents (the Norg spec, Neorg's notes),
/// whose licences keep them out of the repository: `Tests/Golden/shared-documents.sha256`, one line
/// `HASH  KIND  DOCUMENT` per document and kind, the kinds being the document itself (`input`, so
/// that a changed document is told apart from changed output) and the golden outputs.
enum SharedDocumentHashes {
    /// The file the hashes are recorded in.
    static let file = GoldenPaths.goldenFolder.appendingPathComponent("shared-documents.sha256")

    /// The shared documents, relative to their folder; empty where they are absent.
    static var documents: [String] {
        GoldenPaths.sharedDocuments.map(GoldenPaths.norgFiles(below:)) ?? []
    }

    /// The kinds hashed for each document, in the order they are listed.
    static let kinds = ["input"] + GoldenOutputs.Kind.allCases.map(\.rawValue)

    /// The hash of each kind of `document` (a path relative to `folder`).
    static func hashes(of document: String, in folder: URL) throws -> [String: String] {
        let source = folder.appendingPathComponent(document)
        let outputs = try GoldenOutputs(file: source)
        var hashes = ["input": SHA256.hex(try Data(contentsOf: source))]
        for (kind, bytes) in outputs.outputs { hashes[kind.rawValue] = SHA256.hex(bytes) }
        return hashes
    }

    /// The recorded hashes by document, then kind; empty when the file is missing.
    static func recorded() -> [String: [String: String]] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [:] }
        var table: [String: [String: String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "  ", maxSplits: 2)
            guard fields.count == 3 else { continue }
            table[String(fields[2]), default: [:]][String(fields[1])] = String(fields[0])
        }
        return table
    }

    /// The file's text for `table` (document, then kind), documents in byte order.
    static func text(_ table: [String: [String: String]]) -> String {
        var text = """
        # SHA-256 of the shared documents (../shared/norg/documents, or $NORG_SHARED/norg/documents) and of
        # what norg makes of them: input = the document's bytes, ast = `norg ast FILE`, html = `norg render FILE`,
        # tasks = `norg tasks --json --today \(GoldenOutputs.today) - < FILE`, markdown and pandoc =
        # `norg export FILE --to markdown|pandoc-json`. Written by scripts/update-golden.

        """
        for document in table.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            for kind in kinds {
                if let hash = table[document]?[kind] { text += "\(hash)  \(kind)  \(document)\n" }
            }
        }
        return text
    }
}
