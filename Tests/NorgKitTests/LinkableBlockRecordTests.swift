import Foundation
import Testing
@testable import NorgKit

/// The block parser notes the blocks the link index records (`ParseNotes.linkableBlocks`), so the
/// index needs no walk of the tree. The index built from the notes must be the one the walk builds:
/// the same entries, in the same order, with the same ids.
@Suite struct LinkableBlockRecordTests {
    /// Every kind of linkable block, nested, named, and inside what the index skips.
    static let mixed = """
    * Intro
      Text.
    #name first paragraph
    A named paragraph.
    ** Deeper *bold* title
    - item
    #name a list
    - one
    -- two
    $ Term
    Its definition.
    ^ Note
    The note.
    $$ Ranged term
    * Not a heading inside a ranged definition
    #name named inside
    Text.
    $$
    |comment
    * Hidden heading
    #name hidden
    Hidden.
    |end
    #name a comment tag
    |example
    * Example heading
    |end
    =comment
    * Macro comment heading
    =end
    |group
    * Grouped heading
    #name grouped
    > quote
    |end
    #name code block
    @code swift
    let x = 1
    @end
    : A1
    Cell.
    * Intro
    Same title again.
    * 
    ******** Eight
    """

    static func entries(_ index: LinkIndex) -> [String] {
        index.entries.map { "\($0.kind) \($0.title) \($0.id) \($0.line) \($0.offsets)" }
    }

    static func checkRecordMatchesWalk(_ source: String) {
        let parsed = NorgParser.parse(source)
        guard !parsed.parseNotes.mayHoldInlineLinkables else { return }  // then the index walks anyway
        #expect(parsed.parseNotes.linkableBlocks != nil)
        var walked = parsed
        walked.blocks = parsed.blocks  // forgets the notes: the index walks the tree
        #expect(walked.parseNotes.linkableBlocks == nil)
        #expect(entries(LinkIndex(document: parsed)) == entries(LinkIndex(document: walked)))
    }

    @Test func theNotedBlocksIndexAsTheWalkDoes() {
        Self.checkRecordMatchesWalk(Self.mixed)
        #expect(Self.entries(LinkIndex(document: NorgParser.parse(Self.mixed))).count >= 12)
    }

    @Test func theContentOfCommentsAndExamplesIsNotNoted() {
        let titles = Self.entries(LinkIndex(document: NorgParser.parse(Self.mixed))).joined(separator: "\n")
        #expect(!titles.contains("hidden"))
        #expect(!titles.contains("example heading"))
        #expect(!titles.contains("macro comment heading"))
        #expect(titles.contains("grouped heading"))
        #expect(titles.contains("a comment tag"))
    }

    /// Random documents of the same constructs, and the examples beside the package.
    @Test(arguments: 0..<40)
    func randomDocumentsIndexAsTheWalkDoes(seed: Int) {
        let lines = ["* H", "** H *b*", "*** Deep", "- item", "-- sub", "~ ordered", "> quote", "$ T", "^ N", ": C",
                     "$$ R", "$$", "^^ R", "^^", "#name x", "#name", "+name y", "|comment", "|example", "|group",
                     "|end", "@code", "@end", "=comment", "=end", "text", "", "---", "===", "___", "   - indented"]
        var generator = TaskRandom(seed: UInt64(seed))
        var source = ""
        for _ in 0..<120 {
            source += generator.pick(lines) + "\n"
        }
        Self.checkRecordMatchesWalk(source)
    }

    @Test func theExamplesIndexAsTheWalkDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".norg") }
        #expect(!files.isEmpty)
        for file in files {
            Self.checkRecordMatchesWalk(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
        }
    }
}
