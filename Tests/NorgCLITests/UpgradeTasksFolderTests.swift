import Foundation
import Testing
import NorgCLI

/// `norg upgrade-tasks` takes folders as `norg tasks` does, so the files that `tasks` reports as
/// holding pre-1.0 tasks can be upgraded with the same path.
@Suite struct UpgradeTasksFolderTests {
    @Test func aFolderIsSearchedForNorgFilesAsTasksSearchesIt() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("b.norg", "- [x] old done\n")
        try folder.write("journal/a.norg", "- [ ] old\n- [-] old pending\n")
        try folder.write("notes.txt", "- [ ] not a norg file\n")
        let output = TaskCommandOutput()
        #expect(output.run(["upgrade-tasks", folder.path]) == 0)
        #expect(output.err == "")
        #expect(output.out == "\(folder.path)/b.norg: 1 task upgraded\n\(folder.path)/journal/a.norg: 2 tasks upgraded\n")
        #expect(folder.read("b.norg") == "- (x) old done\n")
        #expect(folder.read("journal/a.norg") == "- ( ) old\n- (-) old pending\n")
        #expect(folder.read("notes.txt") == "- [ ] not a norg file\n")
    }

    @Test func aFileNamedTwiceIsUpgradedOnce() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("a.norg", "- [ ] old\n")
        let output = TaskCommandOutput()
        #expect(output.run(["upgrade-tasks", file, folder.path]) == 0)
        #expect(output.out == "\(file): 1 task upgraded\n")
    }

    @Test func aMissingFolderIsReportedAndTheRestUpgraded() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("a.norg", "- [ ] old\n")
        let output = TaskCommandOutput()
        #expect(output.run(["upgrade-tasks", folder.path + "/missing/", file]) == 1)
        #expect(output.out == "\(file): 1 task upgraded\n")
        #expect(output.err.hasPrefix("norg upgrade-tasks: \(folder.path)/missing/"))
    }
}
