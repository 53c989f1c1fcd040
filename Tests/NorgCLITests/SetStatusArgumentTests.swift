import Foundation
import Testing
import NorgCLI

/// `norg set-status` takes statuses and task positions the way a person writes them.
@Suite struct SetStatusArgumentTests {
    @Test(arguments: [
        ("x", "x"), ("Done", "x"), ("DONE", "x"), ("on-hold", "="), ("onhold", "="), ("On Hold", "="),
        ("on_hold", "="), ("-", "-"), ("pending", "-"), (" ", " "), ("undone", " "), ("!", "!"),
        ("needs input", "?"), ("_", "_"),
    ])
    func statusesAreNamedByCharacterOrByNameInAnyCase(name: String, character: String) throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- (+) task\n")
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", file, "1", name]) == 0)
        #expect(folder.read("t.norg") == "- (\(character)) task\n")
    }

    @Test func anUnknownStatusListsTheAcceptedOnes() throws {
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", "t.norg", "1", "finished"]) == 2)
        #expect(output.err.contains("unknown status 'finished'; expected one of undone (' '), done (x), pending (-)"))
    }

    @Test func fileColonLineAsTasksPrintsItNamesTheTask() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "* Head\n- ( ) task\n")
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", "\(file):2", "done"]) == 0)
        #expect(folder.read("t.norg") == "* Head\n- (x) task\n")
        #expect(output.out == "\(file):2: done\n")
    }

    @Test func aFileWhoseNameEndsInColonAndDigitsIsStillAFile() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("odd:2", "- ( ) one\n- ( ) two\n")
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", file, "1", "done"]) == 0)
        #expect(folder.read("odd:2") == "- (x) one\n- ( ) two\n")
    }

    @Test func toggleDoesWhatATapDoes() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- (x) done\n- (!) urgent\n- ( ) open\n")
        let output = TaskCommandOutput()
        for line in ["1", "2", "3"] { #expect(output.run(["set-status", file, line, "--toggle"]) == 0) }
        #expect(folder.read("t.norg") == "- ( ) done\n- (x) urgent\n- (x) open\n")
        #expect(output.out == "\(file):1: undone\n\(file):2: done\n\(file):3: done\n")
        #expect(output.run(["set-status", file, "1", "done", "--toggle"]) == 2)
    }

    @Test func updateParentsChangesTheEnclosingTasksInTheSameWrite() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let source = "* ( ) project\n- ( ) step\n-- ( ) detail\n-- (x) other\n- (x) last\n"
        let file = try folder.write("t.norg", source)
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", "\(file):3", "done", "--update-parents"]) == 0)
        let updated = try #require(folder.read("t.norg"))
        #expect(updated == "* (x) project\n- (x) step\n-- (x) detail\n-- (x) other\n- (x) last\n")
        #expect(updated.utf8.count == source.utf8.count)
        #expect(output.out == "\(file):1: done\n\(file):2: done\n\(file):3: done\n")
    }

    @Test func aConfirmationThatCannotBePrintedLeavesTheEditASuccess() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( ) task\n")
        let io = CommandIO(standardOutput: -1, standardError: -1, standardInput: -1)
        #expect(NorgCommandLine.run(["set-status", file, "1", "done"], io: io) == 0)
        #expect(io.outputFailure != nil)
        #expect(folder.read("t.norg") == "- (x) task\n")
    }

    @Test func upgradeTasksRewritesPreOneZeroTasksInPlace() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("old.norg", "- [ ] a\n- [x] b\n-- [*] c\n@code\n- [x] code\n@end\n")
        let output = TaskCommandOutput()
        #expect(output.run(["upgrade-tasks", file]) == 0)
        #expect(folder.read("old.norg") == "- ( ) a\n- (x) b\n-- (-) c\n@code\n- [x] code\n@end\n")
        #expect(output.out == "\(file): 3 tasks upgraded\n")
        #expect(output.run(["upgrade-tasks", file, folder.path + "/missing.norg"]) == 1)
        #expect(output.out.hasSuffix("\(file): 0 tasks upgraded\n"))
    }
}
