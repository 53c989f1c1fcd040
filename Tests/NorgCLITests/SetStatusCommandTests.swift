import Foundation
import Synchronization
import Testing
import NorgKit

@Suite struct SetStatusCommandTests {
    /// Forty tasks, then a blank line.
    static let fortyTasks = (1...40).map { "- ( ) task \($0)\n" }.joined() + "\n"

    func fileInfo(_ path: String) -> stat {
        var info = stat()
        _ = stat(path, &info)
        return info
    }

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

    @Test func theFileIsWrittenInPlaceKeepingItsInodeModeAndHardLinks() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( ) task\n")
        try FileManager.default.linkItem(atPath: file, toPath: folder.path + "/link.norg")
        chmod(file, 0o640)
        let before = fileInfo(file)
        #expect(TaskCommandOutput().run(["set-status", file, "1", "pending"]) == 0)
        let after = fileInfo(file)
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_mode == before.st_mode)
        #expect(folder.read("t.norg") == "- (-) task\n")
        #expect(folder.read("link.norg") == "- (-) task\n")
    }

    @Test(.enabled(if: geteuid() == 0, "giving a file another owner needs root"))
    func theOwnerIsKeptWhenRootEditsAUsersNote() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( ) task\n")
        #expect(chown(file, 4321, 8765) == 0)
        #expect(TaskCommandOutput().run(["set-status", file, "1", "done"]) == 0)
        #expect(fileInfo(file).st_uid == 4321)
        #expect(fileInfo(file).st_gid == 8765)
        #expect(folder.read("t.norg") == "- (x) task\n")
    }

    @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( ) task\n")
        chmod(file, 0o444)
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", file, "1", "done"]) == 1)
        #expect(output.err == "norg set-status: \(file): is read-only (mode 0444); nothing was changed\n")
        #expect(folder.read("t.norg") == "- ( ) task\n")
        #expect(fileInfo(file).st_mode & 0o7777 == 0o444)
    }

    @Test func fortyConcurrentRunsOnDifferentLinesAllApply() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", Self.fortyTasks)
        let codes = Mutex<[Int32]>([])
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let code = TaskCommandOutput().run(["set-status", file, "\(index + 1)", "done", "--expect", "undone"])
            codes.withLock { $0.append(code) }
        }
        #expect(codes.withLock { $0 } == Array(repeating: 0, count: 40))
        #expect(folder.read("t.norg") == Self.fortyTasks.replacingOccurrences(of: "( )", with: "(x)"))
    }

    @Test(.enabled(if: NorgExecutable.path != nil, "needs the built norg executable"))
    func fortyConcurrentProcessesOnDifferentLinesAllApply() throws {
        let norg = URL(fileURLWithPath: try #require(NorgExecutable.path))
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", Self.fortyTasks)
        let processes = try (1...40).map { line in
            let process = Process()
            process.executableURL = norg
            process.arguments = ["set-status", file, "\(line)", "done", "--expect", "undone"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: 40))
        #expect(folder.read("t.norg") == Self.fortyTasks.replacingOccurrences(of: "( )", with: "(x)"))
    }

    @Test func linesAppendedByAnotherProgramWhileRunsGoOnAreKept() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", Self.fortyTasks)
        let appended = (1...40).map { "appended \($0)\n" }
        // Forty runs, and one more worker that appends lines the way an editor's plain write
        // would: without the lock.
        DispatchQueue.concurrentPerform(iterations: 41) { index in
            guard index == 40 else {
                _ = TaskCommandOutput().run(["set-status", file, "\(index + 1)", "done"])
                return
            }
            let descriptor = open(file, O_WRONLY | O_APPEND)
            for line in appended { _ = line.withCString { write(descriptor, $0, strlen($0)) } }
            close(descriptor)
        }
        let expected = Self.fortyTasks.replacingOccurrences(of: "( )", with: "(x)") + appended.joined()
        #expect(folder.read("t.norg") == expected)
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
        let reason = String(cString: strerror(ENOENT))
        #expect(output.err == "norg set-status: /nonexistent/t.norg: cannot open for reading and writing: \(reason)\n")
    }

    @Test(arguments: [
        ["set-status"], ["set-status", "t.norg", "1"], ["set-status", "t.norg", "one", "done"],
        ["set-status", "t.norg", "0", "done"], ["set-status", "t.norg", "1", "finished"],
        ["set-status", "t.norg", "1", "done", "extra"], ["set-status", "t.norg", "1", "done", "--expect", "finished"],
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
