import Foundation
import Testing
import NorgHTML
import NorgKit

/// Renders the real documents (the Norg spec, Neorg's docs) when they are on this machine.
@Suite struct CorpusRenderingTests {
    static let folder: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            ProcessInfo.processInfo.environment["NORG_DOCUMENTS"],
            packageRoot.deletingLastPathComponent().appendingPathComponent("shared/norg/documents").path,
            "/work/shared/norg/documents",
        ].compactMap { $0 }
        return candidates.map(URL.init(fileURLWithPath:)).first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    static var documents: [URL] {
        guard let folder, let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "norg" }
            .sorted { $0.path < $1.path }
    }

    @Test(.enabled(if: folder != nil))
    func everyDocumentRendersWellFormedWithoutDanglingInternalLinks() throws {
        let documents = CorpusRenderingTests.documents
        #expect(!documents.isEmpty)
        for url in documents {
            let document = NorgParser.parse(bytes: [UInt8](try Data(contentsOf: url)))
            for collapsible in [false, true] {
                let html = HTMLRenderer(options: HTMLOptions(collapsible: collapsible)).render(document)
                #expect(WellFormed.problem(in: html) == nil, "\(url.lastPathComponent) collapsible: \(collapsible)")
                #expect(WellFormed.danglingFragments(in: html).isEmpty, "\(url.lastPathComponent)")
                #expect(!html.lowercased().contains("<script"), "\(url.lastPathComponent)")
                #expect(!html.contains("href=\"javascript"), "\(url.lastPathComponent)")
            }
        }
    }

    @Test(.enabled(if: folder != nil))
    func idsAreUniqueInEveryPage() throws {
        for url in CorpusRenderingTests.documents {
            let html = HTMLRenderer().render(NorgParser.parse(bytes: [UInt8](try Data(contentsOf: url))))
            let ids = WellFormed.values(of: "id", in: html)
            #expect(Set(ids).count == ids.count, "\(url.lastPathComponent)")
        }
    }
}
