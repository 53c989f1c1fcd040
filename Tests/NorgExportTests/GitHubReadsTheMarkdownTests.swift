import Foundation
import NorgExport
import NorgKit
import Testing

/// cmark-gfm (GitHub's Markdown reader) reads every export back with the structure the mapping
/// table promises: the same headings at their levels, list items at the same nesting, tables of
/// the same shape, the external links in order and each paragraph's text. Skipped, in one line,
/// where cmark-gfm is not installed (`.ci/run` installs it).
@Suite struct GitHubReadsTheMarkdownTests {
    static let cmark = ExternalTool.onPath("cmark-gfm")
    static let extensions = ["-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist", "-e", "footnotes"]

    @Test(.enabled(if: cmark != nil, "cmark-gfm is not installed (apt-get install cmark-gfm)"))
    func everyExportReadsBackWithItsStructure() throws {
        let documents = ExportCorpus.all
        #expect(documents.count >= 40)
        for path in documents {
            let document = NorgParser.parse(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            try check(document, name: path)
        }
    }

    @Test(.enabled(if: cmark != nil, "cmark-gfm is not installed (apt-get install cmark-gfm)"))
    func hostileTextReadsBackAsWritten() throws {
        let source = """
        * Heading with \\* and # and trailing #
        1. not a list, - not an item, + neither, > nor a quote
        \\- escaped, <b>bold</b>? &amp; &#38; \\$x\\$ [a](b) ![c](d) `e` ~f~ **g** __h__ | i |
        www.example.com and https://example.com in text
        ====
        ----
        """
        try check(NorgParser.parse(source), name: "hostile text")
    }

    private func check(_ document: NorgDocument, name: String) throws {
        try Self.check(markdown: MarkdownExporter().markdownUTF8(for: document), of: document, name: name)
    }

    /// Reads `markdown`, the export of `document`, back with cmark-gfm and compares its structure
    /// with what the mapping promises.
    static func check(markdown exported: [UInt8], of document: NorgDocument, name: String) throws {
        let markdown = withoutFrontMatter(exported)
        let result = try cmark!.run(extensions + ["-t", "xml"], input: markdown)
        try #require(result.status == 0, "\(name): cmark-gfm failed: \(result.error)")
        let actual = try #require(CmarkOutlineReader.read(result.output), "\(name): cmark-gfm's XML does not parse")
        let expected = ExpectedOutline(document).outline
        #expect(actual.headings.map(\.level) == expected.headings.map(\.level), "\(name): heading levels")
        for (read, promised) in zip(actual.headings, expected.headings) where !read.text.hasSuffix(promised.text) {
            Issue.record("\(name): heading '\(read.text)' should end with '\(promised.text)'")
            break
        }
        #expect(actual.itemDepths == expected.itemDepths, "\(name): list nesting")
        #expect(actual.tables == expected.tables, "\(name): table shapes")
        let decoded = { (url: String) in url.removingPercentEncoding ?? url }
        if let missing = firstMissing(expected.externalLinks, in: actual.externalLinks, matches: { decoded($0) == decoded($1) }) {
            Issue.record("\(name): link \(missing) not read back")
        }
        if let missing = firstMissing(expected.paragraphs, in: actual.paragraphs, matches: { $1.contains($0) }) {
            let near = actual.paragraphs.first { $0.hasPrefix(missing.prefix(12)) } ?? "nothing like it"
            Issue.record("\(name): paragraph '\(missing.prefix(200))' not read back; read '\(near.prefix(200))'")
        }
    }

    /// The Markdown after its YAML front matter, which GitHub reads as metadata and cmark-gfm
    /// (which does not know it) as a rule and a heading.
    static func withoutFrontMatter(_ markdown: [UInt8]) -> [UInt8] {
        guard markdown.starts(with: Array("---\n".utf8)) else { return markdown }
        let text = String(decoding: markdown, as: UTF8.self)
        guard let end = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex) else {
            return markdown
        }
        return Array(text[end.upperBound...].utf8)
    }

    /// The first of `expected` that `actual` does not hold in the same order, matched greedily.
    static func firstMissing(_ expected: [String], in actual: [String], matches: (String, String) -> Bool) -> String? {
        var position = 0
        for item in expected {
            guard let found = actual[position...].firstIndex(where: { matches(item, $0) }) else { return item }
            position = found + 1
        }
        return nil
    }
}
