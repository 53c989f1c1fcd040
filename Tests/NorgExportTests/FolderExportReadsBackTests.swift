import Foundation
import NorgCLI
import NorgExport
import NorgKit
import Testing

/// The real tools read a folder export too: `norg export Examples/Notes` as Markdown, every file
/// read back by cmark-gfm with the structure the mapping promises (the checks of
/// `GitHubReadsTheMarkdownTests`), and as Pandoc JSON, every file read by Pandoc 3 and Pandoc 2 in
/// its API version. Each skips, in one line, where its tool is not installed.
@Suite struct FolderExportReadsBackTests {
    static let notes = ExportCorpus.packageRoot.appendingPathComponent("Examples/Notes").path

    /// Exports the example notes into a fresh folder; the exported files (relative path → bytes)
    /// and the notes they came from.
    private func exportNotes(_ arguments: [String]) throws -> [(source: String, output: [UInt8])] {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("norg-folder-export-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: out) }
        var errors = ""
        let io = CommandIO(stdout: { _ in }, stderr: { errors += $0 }, stdin: { [] })
        let status = NorgCommandLine.run(["export", Self.notes, "-o", out] + arguments, io: io)
        try #require(status == 0, "norg export failed: \(errors)")
        let extensionName = arguments.contains("markdown") ? ".md" : ".json"
        let written = (FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(extensionName) }.sorted()
        #expect(written.count >= 8, "\(written)")
        return try written.map { relative in
            let source = Self.notes + "/" + relative.dropLast(extensionName.count) + ".norg"
            return (source, [UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/" + relative))))
        }
    }

    @Test(.enabled(if: GitHubReadsTheMarkdownTests.cmark != nil, "cmark-gfm is not installed (apt-get install cmark-gfm)"))
    func everyNoteOfAFolderExportReadsBackInCmarkGFM() throws {
        for (source, markdown) in try exportNotes(["--to", "markdown"]) {
            let document = NorgParser.parse(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: source))))
            try GitHubReadsTheMarkdownTests.check(markdown: markdown, of: document, name: source)
        }
    }

    @Test(.enabled(if: PandocReadsEveryExportTests.pandoc3 != nil, "Pandoc 3 is not installed (pip install pypandoc-binary)"))
    func pandoc3ReadsEveryNoteOfAFolderExport() throws {
        try checkPandoc(PandocReadsEveryExportTests.pandoc3!, api: "1.23")
    }

    @Test(.enabled(if: PandocReadsEveryExportTests.pandoc2 != nil, "Pandoc 2 is not installed (apt-get install pandoc)"))
    func pandoc2ReadsEveryNoteOfAFolderExport() throws {
        try checkPandoc(PandocReadsEveryExportTests.pandoc2!, api: "1.22")
    }

    private func checkPandoc(_ pandoc: ExternalTool, api: String) throws {
        for (source, json) in try exportNotes(["--to", "pandoc-json", "--pandoc-api", api]) {
            let result = try pandoc.run(["-f", "json", "-t", "native"], input: json)
            #expect(result.status == 0, "\(source): \(result.error.prefix(400))")
        }
    }
}
