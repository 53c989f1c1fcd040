import Foundation
import NorgExport
import NorgKit
import Testing

/// Pandoc itself reads every export: `pandoc -f json -t native` exits 0 on the JSON of every golden
/// input, the spec and Neorg's documents, Pandoc 3 with API 1.23 and Pandoc 2 with API 1.22.
/// Skipped, with one line saying which, where that Pandoc is not installed (`.ci/run` installs both).
@Suite struct PandocReadsEveryExportTests {
    static let pandoc3 = ExternalTool.pandoc(major: 3)
    static let pandoc2 = ExternalTool.pandoc(major: 2)

    @Test(.enabled(if: pandoc3 != nil, "Pandoc 3 is not installed (pip install pypandoc-binary)"))
    func pandoc3ReadsAPI123() throws {
        try check(Self.pandoc3!, version: .v1_23)
    }

    @Test(.enabled(if: pandoc2 != nil, "Pandoc 2 is not installed (apt-get install pandoc)"))
    func pandoc2ReadsAPI122() throws {
        try check(Self.pandoc2!, version: .v1_22)
    }

    private func check(_ pandoc: ExternalTool, version: PandocExporter.APIVersion) throws {
        let exporter = PandocExporter(options: .init(apiVersion: version))
        let documents = ExportCorpus.all
        #expect(documents.count >= 40)
        for path in documents {
            let document = NorgParser.parse(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            let result = try pandoc.run(["-f", "json", "-t", "native"], input: exporter.jsonUTF8(for: document))
            #expect(result.status == 0, "\(path): \(result.error.prefix(400))")
        }
    }
}
