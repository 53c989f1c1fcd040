import Foundation
import Testing

/// The promises in the repository: for every document in `Tests/Golden` and `Examples/`, the tree
/// `norg ast` prints, the page `norg render` writes and the task list `norg tasks --json` prints are
/// byte for byte the recorded files beside it. `scripts/update-golden` records them again.
@Suite struct GoldenFileTests {
    @Test(arguments: GoldenInput.all)
    func outputsMatchTheRecordedFiles(_ input: GoldenInput) throws {
        let outputs = try GoldenOutputs(file: input.source)
        for kind in GoldenOutputs.Kind.allCases {
            try GoldenRecord.check(outputs.outputs[kind] ?? [], against: input.recorded(kind))
        }
    }

    @Test func theInputsCoverTheShowcaseAndTheProjectsOwnDocuments() {
        let paths = GoldenInput.all.map(\.path)
        #expect(paths.contains("Examples/Showcase.norg"))
        #expect(paths.filter { $0.hasPrefix("Tests/Golden/") }.count >= 30)
    }

    /// A recorded output whose input is gone would be a promise nothing checks; recording removes it.
    @Test func everyRecordedOutputHasItsInput() throws {
        let expected = Set(GoldenInput.all.flatMap { input in
            GoldenOutputs.Kind.allCases.map { input.recorded($0).standardizedFileURL.path }
        })
        let extensions = Set(GoldenOutputs.Kind.allCases.map(\.fileExtension))
        let enumerator = FileManager.default.enumerator(at: GoldenPaths.goldenFolder, includingPropertiesForKeys: nil)
        let recorded = (enumerator?.compactMap { $0 as? URL } ?? []).filter { extensions.contains($0.pathExtension) }
        for file in recorded where !expected.contains(file.standardizedFileURL.path) {
            if GoldenPaths.records {
                try FileManager.default.removeItem(at: file)
            } else {
                Issue.record("\(GoldenRecord.relativeName(file)) has no input; run scripts/update-golden to remove it")
            }
        }
    }
}
