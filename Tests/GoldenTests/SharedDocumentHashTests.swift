import Foundation
import Testing

/// The shared documents' outputs against their recorded hashes. Skipped (and reported as skipped)
/// where `../shared` is absent, as on a fresh clone.
@Suite struct SharedDocumentHashTests {
    static let present = GoldenPaths.sharedDocuments != nil

    @Test(.enabled(if: present && !GoldenPaths.records, "needs ../shared/norg/documents (or $NORG_SHARED)"),
          arguments: SharedDocumentHashes.documents)
    func outputsMatchTheirRecordedHashes(_ document: String) throws {
        let folder = try #require(GoldenPaths.sharedDocuments)
        let now = try SharedDocumentHashes.hashes(of: document, in: folder)
        let recorded = try #require(SharedDocumentHashes.recorded()[document],
                                    "\(document) has no recorded hashes; run scripts/update-golden")
        guard recorded["input"] == now["input"] else {
            Issue.record("\(document) itself differs from the document the hashes were recorded from; run scripts/update-golden")
            return
        }
        for kind in GoldenOutputs.Kind.allCases where recorded[kind.rawValue] != now[kind.rawValue] {
            Issue.record("""
                \(kind.rawValue) of \(document) changed: hash \(now[kind.rawValue] ?? "-"), recorded \(recorded[kind.rawValue] ?? "-"). \
                scripts/compare-output BASE_COMMIT shows how; if intended, run scripts/update-golden
                """)
        }
    }

    /// In record mode this test writes the file.
    @Test(.enabled(if: present, "needs ../shared/norg/documents (or $NORG_SHARED)"))
    func theHashFileListsEveryDocument() throws {
        let folder = try #require(GoldenPaths.sharedDocuments)
        let documents = SharedDocumentHashes.documents
        #expect(!documents.isEmpty)
        if GoldenPaths.records {
            var table: [String: [String: String]] = [:]
            for document in documents { table[document] = try SharedDocumentHashes.hashes(of: document, in: folder) }
            let text = SharedDocumentHashes.text(table)
            if (try? String(contentsOf: SharedDocumentHashes.file, encoding: .utf8)) != text {
                try Data(text.utf8).write(to: SharedDocumentHashes.file)
            }
            return
        }
        let recorded = Set(SharedDocumentHashes.recorded().keys)
        let missing = Set(documents).subtracting(recorded).sorted()
        let gone = recorded.subtracting(documents).sorted()
        #expect(missing.isEmpty, "documents without recorded hashes (run scripts/update-golden): \(missing)")
        #expect(gone.isEmpty, "recorded documents no longer present (run scripts/update-golden): \(gone)")
    }
}
