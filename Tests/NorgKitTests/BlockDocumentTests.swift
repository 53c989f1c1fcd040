import Foundation
import Testing
@testable import NorgKit

/// Every real document in the shared folder's norg/documents (absent on a fresh clone: nothing to check).
@Suite struct BlockDocumentTests {
    static let folder = sharedFolder("norg/documents") ?? "/nonexistent"

    static var paths: [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".norg") }.sorted()
    }

    @Test(arguments: paths)
    func documentParsesWithConsistentRanges(_ path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + path)).map { $0 }
        let document = NorgParser.parse(bytes: bytes)
        let (lineCount, lineStarts) = SourceText.withBytes(bytes) { ($0.lineCount, $0.lineStarts) }
        #expect(document.lineCount == lineCount)
        #expect(rangeProblems(document, byteCount: bytes.count, lineStarts: lineStarts) == [])
        if bytes.contains(where: { $0 > 0x20 }) { #expect(!document.blocks.isEmpty) }
    }

    @Test func specificationHasItsMetadataAndTopLevelHeadings() throws {
        let path = Self.folder + "/norg-specs/1.0-specification.norg"
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let document = NorgParser.parse(bytes: [UInt8](data))
        #expect(document.metadata?.title == "The 1.0 Norg Specification")
        #expect(document.metadata?.authors == ["vhyrro", "mrossinek"])
        let titles = document.blocks.compactMap { block -> String? in
            guard case .heading(let heading) = block, heading.level == 1 else { return nil }
            return heading.title.compactMap { if case .text(let text, _) = $0 { text.string } else { nil } }.joined()
        }
        #expect(titles.starts(with: ["Norg File Format Specification", "Introduction", "Preliminaries", "Detached Modifiers", "Tags"]))
        // Between the metadata and the closing `===` (then a modeline), everything is in a heading.
        let kinds = document.blocks.map { block -> String in
            switch block {
            case .heading: "heading"
            case .delimiter(let delimiter): delimiter.kind == .strong ? "===" : "delimiter"
            case .verbatimTag(let tag): tag.name
            default: "other"
            }
        }
        #expect(kinds.first == "document.meta")
        #expect(Array(kinds.suffix(2)) == ["===", "other"])
        #expect(kinds.dropFirst().dropLast(2).allSatisfy { $0 == "heading" })
    }
}
