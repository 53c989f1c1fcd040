import Foundation
import Testing
@testable import NorgCLI

/// Every input a command reads whole has a size limit (`--max-input`), so an endless input is a
/// one-line refusal, not a process that dies out of memory (issue 29, finding 9).
@Suite struct InputLimitTests {
    private func run(_ arguments: [String], stdin: String = "") -> (status: Int32, out: String, err: String) {
        var out = "", err = ""
        let io = CommandIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { Array(stdin.utf8) })
        let status = NorgCommandLine.run(arguments, io: io)
        return (status, out, err)
    }

    /// Runs `norg` with standard input on `/dev/zero`, standard output discarded; the exit
    /// status and what went to standard error.
    private func runOnDevZero(_ arguments: [String]) throws -> (status: Int32, err: String) {
        let zero = open("/dev/zero", O_RDONLY)
        let null = open("/dev/null", O_WRONLY)
        let errorFile = NSTemporaryDirectory() + "norg-err-" + UUID().uuidString
        let errors = open(errorFile, O_RDWR | O_CREAT, 0o600)
        defer { close(zero); close(null); close(errors); unlink(errorFile) }
        try #require(zero >= 0 && null >= 0 && errors >= 0)
        let io = CommandIO(standardOutput: null, standardError: errors, standardInput: zero)
        let status = NorgCommandLine.run(arguments, io: io)
        return (status, (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
    }

    private static func refusal(_ command: String, _ name: String, _ limit: String) -> String {
        "norg \(command): \(name): larger than the input limit of \(limit) (--max-input SIZE to change it)\n"
    }

    @Test func aFileJustOverTheLimitIsRefusedWithOneLine() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("big.norg", String(repeating: "a", count: 1025))
        let result = run(["ast", file, "--max-input", "1K"])
        #expect(result.status == 1)
        #expect(result.err == Self.refusal("ast", file, "1 KiB"))
        #expect(result.out.isEmpty)
    }

    @Test func aFileAtExactlyTheLimitIsAccepted() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("edge.norg", String(repeating: "a", count: 1024))
        #expect(run(["ast", "--max-input=1024", file, "--format", "none"]).status == 0)
        #expect(run(["ast", "-", "--max-input", "4", "--format", "none"], stdin: "abcd").status == 0)
        #expect(run(["ast", "-", "--max-input", "4", "--format", "none"], stdin: "abcde").err
            == Self.refusal("ast", "standard input", "4 bytes"))
    }

    @Test func devZeroAsAFileIsRefusedWithoutATrap() {
        let result = run(["ast", "/dev/zero", "--max-input", "64K", "--format", "none"])
        #expect(result.status == 1)
        #expect(result.err == Self.refusal("ast", "/dev/zero", "64 KiB"))
        let render = run(["render", "/dev/zero", "--max-input", "64K"])
        #expect(render.status == 1)
        #expect(render.err == Self.refusal("render", "/dev/zero", "64 KiB"))
    }

    @Test func devZeroOnStandardInputIsRefusedWithoutATrap() throws {
        for command in ["ast", "render", "tasks", "agenda"] {
            let result = try runOnDevZero([command, "-", "--max-input", "64K"])
            #expect(result.status == 1)
            #expect(result.err == Self.refusal(command, "standard input", "64 KiB"))
        }
    }

    @Test func everyCommandsFilesAreHeldToTheLimit() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let big = try folder.write("notes/big.norg", "- ( ) task\n" + String(repeating: "x", count: 2048))
        try folder.write("notes/small.norg", "- ( ) small task\n")
        let css = try folder.write("style.css", String(repeating: "a", count: 2048))
        let tasks = run(["tasks", folder.path + "/notes", "--max-input", "1K"])
        #expect(tasks.status == 1)
        #expect(tasks.out == "\(folder.path)/notes/small.norg:1: undone small task\n")
        #expect(tasks.err == Self.refusal("tasks", big, "1 KiB"))
        let page = run(["render", folder.path + "/notes/small.norg", "--css", css, "--max-input", "1K"])
        #expect(page.err == Self.refusal("render", css, "1 KiB"))
        let site = run(["render", folder.path + "/notes", "-o", folder.path + "/site", "--max-input", "1K"])
        #expect(site.status == 1)
        #expect(site.err.contains("norg render: warning: \(big): larger than the input limit of 1 KiB"))
        let edit = run(["set-status", big, "1", "done", "--max-input", "1K"])
        #expect(edit.status == 1)
        #expect(edit.err == Self.refusal("set-status", big, "1 KiB"))
        #expect(folder.read("notes/big.norg")?.hasPrefix("- ( ) task") == true)
        #expect(run(["upgrade-tasks", big, "--max-input", "1K"]).err == Self.refusal("upgrade-tasks", big, "1 KiB"))
        #expect(run(["set-status", big, "1", "done", "--max-input", "1M"]).status == 0)
    }

    @Test func sizesAreBytesOrKMGAndAnythingElseIsAUsageError() {
        #expect(InputLimit(parsing: "512")?.bytes == 512)
        #expect(InputLimit(parsing: "2k")?.bytes == 2048)
        #expect(InputLimit(parsing: "512M")?.bytes == 512 << 20)
        #expect(InputLimit(parsing: "1GiB")?.bytes == 1 << 30)
        #expect(InputLimit(parsing: "1.5M") == nil)
        #expect(InputLimit(parsing: "M") == nil)
        #expect(InputLimit(parsing: "99999999999999999999G") == nil)
        #expect(InputLimit.standard.description == "256 MiB")
        let bad = run(["ast", "-", "--max-input", "lots"])
        #expect(bad.status == 2)
        #expect(bad.err == "norg ast: --max-input: 'lots' is not a size; write bytes, or a number with K, M or G\n")
        #expect(run(["ast", "-", "--max-input"]).status == 2)
        // After `--`, `--max-input` is a name, not the option.
        #expect(run(["tasks", "--", "--max-input"]).err.contains("--max-input"))
    }
}
