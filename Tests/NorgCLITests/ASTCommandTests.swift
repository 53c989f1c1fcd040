import Foundation
import Testing
@testable import NorgCLI
@testable import NorgKit

/// Runs `norg` with buffered streams.
private final class ASTRun: @unchecked Sendable {
    var out = ""
    var err = ""
    let code: Int32

    init(_ arguments: [String], stdin: String = "") {
        var out = "", err = ""
        let io = CommandIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { Array(stdin.utf8) })
        code = NorgCommandLine.run(arguments, io: io)
        self.out = out
        self.err = err
    }
}

@Suite struct ASTCommandTests {
    static func temporaryFile(_ contents: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "norg-ast-\(UUID().uuidString).norg"
        try Data(contents).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func jsonIsTheDefaultAndReadsStandardInput() throws {
        let run = ASTRun(["ast"], stdin: "* Title\n- (x) item\n")
        #expect(run.code == 0)
        #expect(run.err.isEmpty)
        let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        #expect(json?["type"] as? String == "document")
        let blocks = json?["blocks"] as? [[String: Any]]
        #expect(blocks?.first?["type"] as? String == "heading")
        #expect(run.out.hasSuffix("}\n"))
    }

    /// `[name][description]` declares the anchor `name` and shows `description`: the JSON keeps
    /// both (issue 32), as the model does (`InlineLink.name`).
    @Test func jsonNamesEveryAnchorBesideItsDescription() throws {
        let run = ASTRun(["ast"], stdin: "[name][shown text]\n\n[name]{https://example.org}\n")
        #expect(run.code == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        let links = (json?["blocks"] as? [[String: Any]] ?? []).compactMap { ($0["content"] as? [[String: Any]])?.first }
        #expect(links.map { $0["form"] as? String } == ["anchorDeclaration", "anchorDefinition"])
        #expect(links.map { $0["name"] as? String } == ["name", "name"])
        let shown = (links.first?["description"] as? [[String: Any]])?.first?["text"] as? String
        #expect(shown == "shown text")
        // A link is not an anchor and has no name.
        #expect(!ASTRun(["ast"], stdin: "{https://example.org}[text]\n").out.contains("\"name\""))
    }

    @Test func dashReadsStandardInput() {
        let run = ASTRun(["ast", "-", "--format", "none"], stdin: "text\n")
        #expect(run.code == 0)
        #expect(run.out.isEmpty)
    }

    @Test func jsonIsDeterministic() {
        let source = "@document.meta\ntitle: x\n@end\n* H\n$ T : d\n"
        #expect(ASTRun(["ast"], stdin: source).out == ASTRun(["ast"], stdin: source).out)
    }

    @Test func skeletonFormatPrintsTheDocumentSkeletonAndANewline() {
        let run = ASTRun(["ast", "--format=skeleton"], stdin: "* Title\n")
        #expect(run.code == 0)
        #expect(run.out == NorgParser.parse("* Title\n").skeleton() + "\n")
    }

    @Test func readsAFileAsBytesEvenWhenItIsNotUTF8() throws {
        let path = try Self.temporaryFile([0x2A, 0x20, 0xFF, 0x0A])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = ASTRun(["ast", path, "--format", "json"])
        #expect(run.code == 0)
        #expect(run.out.contains("\u{FFFD}"))
    }

    @Test func missingFileIsOneLineAndExitOne() {
        let run = ASTRun(["ast", "/nonexistent/file.norg"])
        #expect(run.code == 1)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("norg ast: cannot read /nonexistent/file.norg: "))
        #expect(run.err.filter { $0 == "\n" }.count == 1)
    }

    @Test(arguments: [["--format", "xml"], ["--format"], ["--bogus"], ["a.norg", "b.norg"]])
    func badArgumentsAreUsageErrors(_ arguments: [String]) {
        let run = ASTRun(["ast"] + arguments)
        #expect(run.code == 2)
        #expect(run.err.hasPrefix("norg ast: "))
    }

    @Test func helpDescribesTheFormats() {
        let run = ASTRun(["ast", "--help"])
        #expect(run.code == 0)
        for word in ["json", "skeleton", "none", "usage: norg ast"] { #expect(run.out.contains(word)) }
    }
}
