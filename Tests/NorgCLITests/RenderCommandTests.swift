import Foundation
import Testing
import NorgCLI

/// Runs `norg` with buffered streams.
private final class Captured: @unchecked Sendable {
    var stdout = ""
    var stderr = ""
    let stdin: [UInt8]

    init(stdin: [UInt8] = []) { self.stdin = stdin }

    func run(_ arguments: [String]) -> Int32 {
        let io = CommandIO(stdout: { self.stdout += $0 }, stderr: { self.stderr += $0 }, stdin: { self.stdin })
        return NorgCommandLine.run(arguments, io: io)
    }
}

private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("norg-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct RenderCommandTests {
    @Test func rendersAFileToStandardOutput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("note.norg")
        try Data("1 < 2 & 3\n".utf8).write(to: file)
        let run = Captured()
        #expect(run.run(["render", file.path]) == 0)
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(run.stdout.contains("1 &lt; 2 &amp; 3"))
        #expect(run.stderr.isEmpty)
    }

    @Test func writesToTheOutputFileAndHonoursFlags() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("note.norg")
        try Data("text\n".utf8).write(to: file)
        let output = folder.appendingPathComponent("note.html")
        let run = Captured()
        #expect(run.run(["render", file.path, "-o", output.path, "--fragment", "--collapsible", "--theme", "dark"]) == 0)
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.hasPrefix("<div class=\"norg-document\">"))
        #expect(run.stdout.isEmpty)
    }

    @Test func readsStandardInputForADashOrNoFile() {
        let run = Captured(stdin: Array("* Title\n".utf8))
        #expect(run.run(["render", "-", "--theme=light"]) == 0)
        #expect(run.stdout.contains("color-scheme: light;"))
        let implicit = Captured(stdin: Array("x\n".utf8))
        #expect(implicit.run(["render", "--fragment"]) == 0)
        #expect(implicit.stdout.hasPrefix("<div"))
    }

    @Test func aMissingFileIsOneLineAndExitOne() {
        let run = Captured()
        #expect(run.run(["render", "/no/such/file.norg"]) == 1)
        #expect(run.stderr == "norg render: cannot read /no/such/file.norg: No such file or directory\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func badFlagsExitTwo() {
        for arguments in [["render", "--bogus"], ["render", "--theme", "purple"], ["render", "-o"], ["render", "a", "b"]] {
            let run = Captured()
            #expect(run.run(arguments) == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("norg render: "), "\(arguments)")
        }
    }

    @Test func invalidUTF8IsRepairedWithAWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.norg")
        try Data([0x61, 0xFF, 0xFE, 0x62, 0x0A]).write(to: file)
        let run = Captured()
        #expect(run.run(["render", file.path]) == 0)
        #expect(run.stderr.contains("warning") && run.stderr.contains("invalid UTF-8"))
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>"))
    }

    @Test func aFolderRendersEveryDocumentWithWorkingFileLinks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("* Index\n{:sub/page:}[to page]\n".utf8).write(to: source.appendingPathComponent("index.norg"))
        try Data("* Page\n{:../index:}[back]\n".utf8).write(to: source.appendingPathComponent("sub/page.norg"))
        try Data("ignored\n".utf8).write(to: source.appendingPathComponent("notes.txt"))
        let output = folder.appendingPathComponent("out")
        let run = Captured()
        #expect(run.run(["render", source.path, "-o", output.path]) == 0)
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let page = try String(contentsOf: output.appendingPathComponent("sub/page.html"), encoding: .utf8)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("notes.html").path))
        #expect(index.contains("<title>Index</title>"))
        #expect(page.contains("<title>Page</title>"))
        #expect(index.contains("<a class=\"norg-link norg-link-file\" dir=\"auto\" href=\"sub/page.html\">to page</a>"))
        #expect(page.contains("<a class=\"norg-link norg-link-file\" dir=\"auto\" href=\"../index.html\">back</a>"))
    }

    @Test func aFolderNeedsAnOutput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = Captured()
        #expect(run.run(["render", folder.path]) == 2)
    }
}
