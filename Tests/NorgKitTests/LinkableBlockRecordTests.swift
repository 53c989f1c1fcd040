import Foundation
import Testing
@testable import NorgKit

/// The block parser notes the blocks the link index records (`NorgDocument.linkableBlocks`), so the
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
        guard !parsed.mayHoldInlineLinkables else { return }  // then the index walks anyway
        #expect(parsed.linkableBlocks != nil)
        var walked = parsed
        walked.blocks = parsed.blocks  // forgets the notes: the index walks the tree
        #expect(walked.linkableBlocks == nil)
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
        var generator = SplitMix(seed: UInt64(seed))
        var source = ""
        for _ in 0..<120 {
            source += lines[Int(generator.next() % UInt64(lines.count))] + "\n"
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

/// A small deterministic generator for the random documents.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
