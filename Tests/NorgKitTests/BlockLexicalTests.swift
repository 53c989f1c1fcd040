import Testing
@testable import NorgKit

/// Line endings, byte-order mark, tabs and Unicode whitespace.
@Suite struct BlockLexicalTests {
    static let sample = "* Heading\n  text\n  more\n\n- a\n-- b\n\n@code\n  x\n@end\n$ T\ndef\n---\nend\n"

    /// The texts of every text node, in order, to compare content across line endings.
    func texts(_ document: NorgDocument) -> [String] {
        var result: [String] = []
        document.forEachBlock { block, _ in
            switch block {
            case .paragraph(let paragraph):
                for case .text(let text, _) in paragraph.content { result.append(text.string) }
            case .heading(let heading):
                for case .text(let text, _) in heading.title { result.append(text.string) }
            case .verbatimTag(let tag): result.append(tag.content)
            default: break
            }
        }
        return result
    }

    @Test(arguments: ["\r\n", "\r"])
    func lineEndingsGiveTheSameTree(_ ending: String) {
        let lf = NorgParser.parse(Self.sample)
        let other = NorgParser.parse(Self.sample.replacingOccurrences(of: "\n", with: ending))
        #expect(blockShape(other) == blockShape(lf))
        #expect(texts(other) == texts(lf))
        #expect(other.lineCount == lf.lineCount)
        #expect(other.blocks.map(\.range.start.line) == lf.blocks.map(\.range.start.line))
    }

    @Test func verbatimContentJoinsLinesWithLineFeedsWhateverTheSourceUses() throws {
        let document = NorgParser.parse("@code\r\n  a\r\n    b\r\n@end\r\n")
        guard case .verbatimTag(let tag) = try #require(document.blocks.first) else { Issue.record("no tag"); return }
        #expect(tag.content == "a\n  b")
    }

    @Test func rangedTagRawContentKeepsTheSourceLineEndings() throws {
        let document = NorgParser.parse("|example\r\n* a\r\nb\r\n|end\r\n")
        guard case .rangedTag(let tag) = try #require(document.blocks.first) else { Issue.record("no tag"); return }
        #expect(tag.rawContent == "* a\r\nb")
    }

    @Test func mixedLineEndings() {
        #expect(blockShape("* A\r\ntext\rmore\n\r\n- b\r") == "(document (heading 1 (title) (paragraph) (unordered_list (list_item 1 (paragraph)))))")
    }

    @Test func missingFinalLineEnding() throws {
        let document = NorgParser.parse("* A\n---")
        #expect(blockShape(document) == "(document (heading 1 (title) (weak_delimiter)))")
        #expect(blockShape("@code\nx\n@end") == "(document (verbatim_tag code))")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = NorgParser.parse("\u{FEFF}* Title\n")
        #expect(blockShape(document) == "(document (heading 1 (title)))")
        guard case .heading(let heading) = document.blocks[0] else { Issue.record("no heading"); return }
        #expect(heading.range.start.offset == 3)
        #expect(NorgParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("@code\n@end\n".utf8)).blocks.count == 1)
    }

    @Test func tabsAreWhitespace() {
        #expect(blockShape("\t*\tTitle\n\t-\titem\n\t\t--\tnested\n")
            == "(document (heading 1 (title) (unordered_list (list_item 1 (paragraph) (unordered_list (list_item 2 (paragraph)))))))")
        #expect(blockShape("a\n\t \t\nb\n") == "(document (paragraph) (paragraph))")
    }

    @Test func unicodeSpaceSeparatorsAreWhitespace() {
        #expect(blockShape("\u{3000}-\u{00A0}item\n") == "(document (unordered_list (list_item 1 (paragraph))))")
        #expect(blockShape("a\n\u{2003}\nb\n") == "(document (paragraph) (paragraph))")
    }

    @Test func emptyAndBlankDocuments() {
        #expect(blockShape("") == "(document)")
        #expect(blockShape("\n\n  \n") == "(document)")
        #expect(NorgParser.parse("").lineCount == 0)
    }

    @Test func leadingWhitespaceIsNeverSignificant() {
        #expect(blockShape("* A\n        - a\n  -- b\n            text\n")
            == blockShape("* A\n- a\n-- b\ntext\n"))
    }
}
