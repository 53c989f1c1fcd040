import Foundation
import Testing
import NorgKit

@Suite struct SetStatusCommandTests {
    @Test func theStatusCharacterIsReplacedAndEveryOtherByteKept() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let source = "* Tasks \r\n  - (# A| ) first\t\r\n  - (x) second\r\n"
        let file = try folder.write("t.norg", source)
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", file, "2", "done"]) == 0)
        #expect(folder.read("t.norg") == source.replacingOccurrences(of: "(# A| )", with: "(# A|x)"))
        #expect(output.out == "\(file):2: done\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.norg"])
    }

    @Test func permissionsAreKept() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( ) task\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
        #expect(TaskCommandOutput().run(["set-status", file, "1", "pending"]) == 0)
        let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o640)
        #expect(folder.read("t.norg") == "- (-) task\n")
    }

    @Test func aSymbolicLinkStaysALinkToTheUpdatedNote() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("real.norg", "- ( ) task\n")
        let link = folder.path + "/link.norg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path + "/real.norg")
        #expect(TaskCommandOutput().run(["set-status", link, "1", "done"]) == 0)
        #expect(folder.read("real.norg") == "- (x) task\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != nil)
    }

    @Test(arguments: [
        ("9", [], "out of range"),
        ("1", ["--expect", "pending"], "undone, not pending"),
        ("2", [], "no task"),
        ("4", [], "no task"),
    ] as [(String, [String], String)])
    func refusalsLeaveTheFileUntouched(line: String, options: [String], reason: String) throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let source = "- ( ) task\nplain\n@code\n- ( ) code\n@end"
        let file = try folder.write("t.norg", source)
        let arguments = ["set-status", file, line, "done"] + options
        let output = TaskCommandOutput()
        #expect(output.run(arguments) == 1)
        #expect(folder.read("t.norg") == source)
        #expect(output.err.split(separator: "\n").count == 1)
        #expect(output.err.contains(reason))
        #expect(output.out.isEmpty)
    }

    @Test func aMissingFileFails() throws {
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", "/nonexistent/t.norg", "1", "done"]) == 1)
        #expect(output.err.contains("cannot read"))
    }

    @Test(arguments: [
        ["set-status"], ["set-status", "t.norg", "1"], ["set-status", "t.norg", "one", "done"],
        ["set-status", "t.norg", "0", "done"], ["set-status", "t.norg", "1", "finished"],
        ["set-status", "t.norg", "1", "done", "extra"], ["set-status", "t.norg", "1", "done", "--expect", "x"],
        ["set-status", "--force", "t.norg", "1", "done"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        let output = TaskCommandOutput()
        #expect(output.run(arguments) == 2)
        #expect(output.err.split(separator: "\n").count == 1)
    }

    @Test func helpNamesTheArgumentsAndStatuses() {
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", "--help"]) == 0)
        #expect(output.out.hasPrefix("usage: norg set-status FILE LINE STATUS"))
        for status in TaskStatus.allCases { #expect(output.out.contains(status.rawValue)) }
    }
}
