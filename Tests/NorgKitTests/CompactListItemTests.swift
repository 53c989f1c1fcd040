import Testing
@testable import NorgKit

/// A list item's lone paragraph and lone status are kept without arrays (`ContentBlocks`,
/// `ExtensionList`): the item must read, compare and hash exactly as the arrays would, and the walks
/// must see what the public `content` and `extensions` hold.
@Suite struct CompactListItemTests {
    enum Unexpected: Error { case form }

    static func items(_ source: String) -> [ListItem] {
        var found: [ListItem] = []
        NorgParser.parse(source).forEachBlock { block, _ in
            if case .list(let list) = block { found.append(contentsOf: list.items) }
        }
        return found
    }

    @Test func aLoneParagraphAndALoneStatusAreKeptWithoutArrays() throws {
        let item = try #require(Self.items("- ( ) Buy milk\n").first)
        #expect(item.content.loneParagraph != nil)
        #expect(item.extensions.isLoneStatus && item.extensions.taskStatus == .undone)
        #expect(item.content.count == 1)
        #expect(item.extensions.map(\.kind) == [.status(.undone)])
        let status = try #require(item.extensions.first)
        // What the write-back replaces: the one character inside the parentheses.
        #expect(status.characterRange.start.offset == 3)
        #expect(status.characterRange.end.offset == 4)
        #expect(status.range == status.characterRange)
        #expect(status.parameter == nil)
    }

    @Test func anythingMoreKeepsTheArrays() throws {
        let items = Self.items("""
        - (x|# A) Chained
        - (+ 5th Jan) Recurring with a parameter
        - Nested
        -- Inner
        - :
          A slide's paragraph
        """)
        #expect(items.count == 5)
        #expect(!items[0].extensions.isLoneStatus)
        #expect(items[0].extensions.map(\.kind) == [.status(.done), .priority])
        #expect(!items[1].extensions.isLoneStatus)
        #expect(items[1].extensions.first?.parameter == "5th Jan")
        #expect(items[2].content.loneParagraph == nil)
        #expect(items[2].content.count == 2)
    }

    /// The compact forms are canonical, so an item built from arrays equals (and hashes like) the
    /// parsed one, and an item whose content is set to one paragraph becomes compact.
    @Test func anItemBuiltFromArraysEqualsTheParsedOne() throws {
        let parsed = try #require(Self.items("- (x) Done\n").first)
        let spelledOut = ListItem(level: parsed.level, extensions: Array(parsed.extensions), suffix: parsed.suffix,
                                  content: Array(parsed.content), range: parsed.range, carryovers: parsed.carryovers)
        #expect(spelledOut == parsed)
        #expect(Set([spelledOut, parsed]).count == 1)

        var changed = parsed
        changed.content = ContentBlocks(Array(parsed.content) + Array(parsed.content))
        #expect(changed != parsed)
        #expect(changed.content.loneParagraph == nil)
        changed.content = parsed.content
        #expect(changed == parsed)
        changed.extensions = []
        #expect(changed.extensions.isEmpty)
        #expect(changed.extensions.taskStatus == nil)
        #expect(changed != parsed)
    }

    /// Every item of the parser's documents: the compact forms give back the arrays they stand for.
    @Test(arguments: ["- ( ) a\n- (x) b\n-- (?) c\n--- (!) d\n", "~ (=) one\n~ (_) two\n~~ (-) three\n",
                      "- ( ) a *b* {https://x.org}[c]\n  more\n\n- (+) d\n- (# A|x) e\n"])
    func theCompactFormsGiveBackTheirArrays(source: String) {
        for item in Self.items(source) {
            let extensions = Array(item.extensions)
            #expect(ExtensionList(extensions) == item.extensions)
            #expect(ContentBlocks(Array(item.content)) == item.content)
            #expect(item.extensions.taskStatus == extensions.taskStatus)
            #expect(item.extensions.firstStatusItem == extensions.first { $0.status != nil })
            #expect(item.extensions.parameter(of: .priority) == extensions.parameter(of: .priority))
        }
    }

    /// `forEachBlock` visits a lone paragraph from its list's frame; the order and depths must be
    /// those of a walk over the public `content`.
    @Test func theWalkVisitsItemsInDocumentOrder() {
        let document = NorgParser.parse("""
        * Heading
        - (x) one
        -- two
        --- three
        - four
          continued
        - five
        -- six

        Paragraph
        ~ seven
        """)
        var walked: [(SourceRange, Int)] = []
        document.forEachBlock { block, depth in walked.append((block.range, depth)) }
        var expected: [(SourceRange, Int)] = []
        func reference(_ blocks: [NorgBlock], depth: Int) {
            for block in blocks {
                expected.append((block.range, depth))
                if case .list(let list) = block {
                    for item in list.items { reference(Array(item.content), depth: depth + 1) }
                } else {
                    reference(block.childBlocks, depth: depth + 1)
                }
            }
        }
        reference(document.blocks, depth: 0)
        #expect(walked.map(\.0) == expected.map(\.0))
        #expect(walked.map(\.1) == expected.map(\.1))
        #expect(walked.count > 10)
    }

    /// `isLoneStatus` compares field by field what `loneStatus` would rebuild.
    @Test func aLoneStatusIsExactlyWhatItsCompactFormRebuilds() {
        let start = SourcePosition(line: 3, column: 4, offset: 40)
        func position(_ line: Int, _ column: Int, _ offset: Int) -> SourcePosition {
            SourcePosition(line: line, column: column, offset: offset)
        }
        let one = SourceRange(start: start, end: position(3, 5, 41))
        let candidates = [
            DetachedModifierExtension(kind: .status(.done), parameter: nil, range: one, characterRange: one),
            DetachedModifierExtension(kind: .status(.done), parameter: "5th", range: one, characterRange: one),
            DetachedModifierExtension(kind: .priority, parameter: nil, range: one, characterRange: one),
            DetachedModifierExtension(kind: .status(.undone), parameter: nil,
                                      range: SourceRange(start: start, end: position(3, 6, 42)), characterRange: one),
            DetachedModifierExtension(kind: .status(.undone), parameter: nil,
                                      range: SourceRange(start: start, end: position(4, 5, 41)),
                                      characterRange: SourceRange(start: start, end: position(4, 5, 41))),
            DetachedModifierExtension(kind: .status(.undone), parameter: nil,
                                      range: SourceRange(start: start, end: position(3, 5, 42)),
                                      characterRange: SourceRange(start: start, end: position(3, 5, 42))),
        ]
        for item in candidates {
            let rebuilt = item.status.map { DetachedModifierExtension.loneStatus($0, at: item.range.start) }
            #expect(item.isLoneStatus == (rebuilt == item))
            #expect(ExtensionList([item]).array == [item])
        }
        #expect(candidates.filter(\.isLoneStatus).count == 1)
    }
}
