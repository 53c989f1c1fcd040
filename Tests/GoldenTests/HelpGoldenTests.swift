import Foundation
import NorgCLI
import Testing

/// The help texts are a promise: `norg --help` and every `norg COMMAND --help`, laid out from the
/// option tables, are byte for byte the files in `Tests/Golden/help` (`scripts/update-golden`
/// records them). A new command or option shows up here as a new or changed file to review.
@Suite struct HelpGoldenTests {
    static let folder = GoldenPaths.goldenFolder.appendingPathComponent("help")

    @Test func theCommandListMatchesItsRecordedFile() throws {
        let result = GoldenOutputs.run(["--help"], standardInput: [])
        #expect(result.status == 0)
        try GoldenRecord.check(Array(result.standardOutput.utf8), against: Self.folder.appendingPathComponent("norg.txt"))
    }

    @Test(arguments: NorgCommandLine.commandNames)
    func eachCommandsHelpMatchesItsRecordedFile(_ name: String) throws {
        let result = GoldenOutputs.run([name, "--help"], standardInput: [])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        try GoldenRecord.check(Array(result.standardOutput.utf8), against: Self.folder.appendingPathComponent("\(name).txt"))
    }

    /// A recorded help whose command is gone would be a promise nothing checks; recording removes it.
    @Test func everyRecordedHelpHasItsCommand() throws {
        let expected = Set(["norg.txt"] + NorgCommandLine.commandNames.map { "\($0).txt" })
        let recorded = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []
        for file in recorded where !expected.contains(file) {
            if GoldenPaths.records {
                try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(file))
            } else {
                Issue.record("Tests/Golden/help/\(file) has no command; run scripts/update-golden to remove it")
            }
        }
    }
}
