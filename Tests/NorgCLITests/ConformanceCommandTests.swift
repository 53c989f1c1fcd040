import Foundation
import Testing
@testable import NorgCLI

@Suite struct ConformanceCommandTests {
    private func run(_ arguments: [String]) -> (Int32, String) {
        var output = ""
        let io = CommandIO(stdout: { output += $0 }, stderr: { output += $0 }, stdin: { [] })
        let status = NorgCommandLine.run(["conformance"] + arguments, io: io)
        return (status, output)
    }

    private func casesFile(_ json: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("norg-conformance-\(UUID().uuidString).json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private let mixed = """
    [{"id": "ok", "suite": "s", "source_file": "f", "name": "n", "input": "*a*\\n",
      "expected": "(document (paragraph (bold (text))))", "note": ""},
     {"id": "wrong", "input": "a\\n", "expected": "(document (heading 1))"}]
    """

    @Test func reportsFailuresAndCounts() throws {
        let path = try casesFile(mixed)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, output) = run([path])
        #expect(status == 1)
        #expect(output.hasSuffix("1 passed, 1 failed\n"))
        #expect(output.contains("FAIL wrong"))
        #expect(output.contains("expected: (document (heading 1))"))
        #expect(output.contains("got:      (document (paragraph (text)))"))
        #expect(!output.contains("FAIL ok"))
    }

    @Test func minimumPassingDecidesTheExitStatus() throws {
        let path = try casesFile(mixed)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(run(["--min-passing", "1", path]).0 == 0)
        #expect(run([path, "--min-passing", "2"]).0 == 1)
    }

    @Test func allPassingExitsZero() throws {
        let path = try casesFile(#"[{"id": "ok", "input": "x\n", "expected": "(document (paragraph (text)))"}]"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, output) = run([path])
        #expect(status == 0)
        #expect(output == "1 passed, 0 failed\n")
    }

    @Test func badArgumentsAndFiles() {
        #expect(run([]).0 == 2)
        #expect(run(["--min-passing", "x", "a.json"]).0 == 2)
        #expect(run(["/nonexistent/cases.json"]).0 == 1)
    }

    /// The package root (this file is Tests/NorgCLITests/…).
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared cases: `$NORG_SHARED/conformance/cases`, or `../shared` beside the package.
    private static var casesFolder: String {
        let shared = ProcessInfo.processInfo.environment["NORG_SHARED"]
            ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared").path
        return shared + "/conformance/cases"
    }

    @Test func recordedBaselineHoldsOnTheSharedCases() throws {
        let folder = Self.casesFolder
        // A fresh clone has no shared cases: nothing to check then.
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let baselineFile = Self.packageRoot.appendingPathComponent("Tests/Conformance/baseline").path
        guard let text = try? String(contentsOfFile: baselineFile, encoding: .utf8),
              let baseline = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return }
        let paths = names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
        let (status, output) = run(["--min-passing", String(baseline)] + paths)
        #expect(status == 0, "\(output.split(separator: "\n").last ?? "")")
    }
}
