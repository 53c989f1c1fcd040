import NorgKit
import Testing

/// The one rule of what a reader sees (`NorgBlock.isShown`, `RangedTag.holdsShownBlocks`) and the
/// collections every renderer makes by it: the headings a `.toc` lists, the footnotes in their
/// numbering order, the first title.
@Suite struct ShownContentTests {
    private func titles(_ source: String) -> [String] {
        NorgParser.parse(source).outline.headings.map(\.title.plainText)
    }

    private func footnoteTitles(_ source: String) -> [String] {
        NorgParser.parse(source).footnotes.map(\.title)
    }

    // MARK: Hidden blocks

    @Test func commentTagsHideTheHeadingsInside() {
        #expect(titles("* Shown\n|comment\n* In a comment\n|end\n@comment\n* Verbatim comment\n@end\n") == ["Shown"])
    }

    @Test func strongCommentCarryoverHidesAHeadingAndWhatItHolds() {
        #expect(titles("* Shown\n#comment\n* Hidden\n** Hidden too\n* Shown again\n") == ["Shown", "Shown again"])
    }

    // A parsed list item holds only its paragraph and nested items, so the tree is built by hand.
    @Test func weakCommentCarryoverHidesAListItemAndWhatItHolds() {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        let range = SourceRange(start: start, end: start)
        let note = NorgBlock.rangeable(RangeableItem(kind: .footnote, isRanged: false, title: "Note in item",
                                                     titleRange: range, content: [], range: range))
        func document(_ carryovers: [CarryoverTag]) -> NorgDocument {
            let item = ListItem(level: 1, content: [note], range: range, carryovers: carryovers)
            return NorgDocument(blocks: [.list(NorgList(kind: .unordered, items: [item], range: range))])
        }
        #expect(document([]).footnotes.map(\.title) == ["Note in item"])
        let comment = CarryoverTag(strength: .weak, name: "comment", parameters: [], range: range)
        #expect(document([comment]).footnotes.isEmpty)
    }

    @Test func documentMetaIsNotShown() throws {
        let document = NorgParser.parse("@document.meta\ntitle: T\n@end\n* Heading\n")
        let meta = try #require(document.blocks.first)
        #expect(!meta.isShown)
        #expect(document.blocks.filter(\.isShown).count == 1)
    }

    @Test func macroDefinitionsHoldNoShownHeadingsFootnotesOrTasks() {
        let source = "=template\n* Macro heading\n^ Macro note\ntext\n- ( ) macro task\n=end\n* Real\n"
        #expect(titles(source) == ["Real"])
        #expect(footnoteTitles(source).isEmpty)
        #expect(TaskScanner.scan(NorgParser.parse(source)).isEmpty)
    }

    // spec line 823: `|example` shows Norg markup "without it being rendered and treated as physical markup".
    @Test func anExampleIsShownButWhatItHoldsIsItsSource() {
        let source = "|example\n* Example heading\n^ Example note\ntext\n.toc\n|end\n* Real\n"
        let document = NorgParser.parse(source)
        #expect(document.outline.headings.map(\.title.plainText) == ["Real"])
        #expect(!document.outline.holdsTableOfContents)
        #expect(document.footnotes.isEmpty)
        var visitedExample = false
        document.forEachShownBlock { block in
            if case .rangedTag(let tag) = block, tag.name == "example" { visitedExample = true }
            return .visitChildren
        }
        #expect(visitedExample)
    }

    @Test func onlyStandardNonInertRangedTagsHoldShownBlocks() throws {
        let document = NorgParser.parse("|group\n|end\n|details\n|end\n|example\n|end\n|comment\n|end\n=macro\n=end\n")
        let holds = document.blocks.compactMap { block -> Bool? in
            if case .rangedTag(let tag) = block { return tag.holdsShownBlocks }
            return nil
        }
        #expect(holds == [true, true, false, false, false])
    }

    // MARK: Headings for a `.toc`

    @Test func tocListsHeadingsInsideGroupsAndDetailsInDocumentOrder() {
        let source = "* One\n** Two\n|group\n*** In group\n|end\n|details More\n* In details\n|end\n"
        #expect(titles(source) == ["One", "Two", "In group", "In details"])
    }

    @Test func aShownTocIsNotedAndOneInACommentIsNot() {
        #expect(NorgParser.parse("* A\n.toc\n").outline.holdsTableOfContents)
        #expect(!NorgParser.parse("* A\n|comment\n.toc\n|end\n").outline.holdsTableOfContents)
        #expect(!NorgParser.parse("* A\n#comment\n.toc\n").outline.holdsTableOfContents)
    }

    // MARK: Footnotes

    @Test func footnotesComeInDocumentOrderWithNestedOnesAfterTheirFootnote() {
        let source = "^ First\none\n\n^^ Second\ntwo\n^ Inner\nin\n^^\n\n|group\n^ Third\nthree\n|end\n"
        #expect(footnoteTitles(source) == ["First", "Second", "Inner", "Third"])
    }

    @Test func definitionsAreNotFootnotes() {
        #expect(footnoteTitles("$ Term\ndefinition\n^ Note\nnote\n") == ["Note"])
    }

    // MARK: First title

    @Test func metadataTitleIsTheTitle() {
        #expect(NorgParser.parse("@document.meta\ntitle: From meta\n@end\n* Heading\n").title == "From meta")
    }

    @Test func withoutMetadataTitleTheFirstShownHeadingIsTheTitle() {
        #expect(NorgParser.parse("@document.meta\ntitle:\n@end\nText\n|group\n** Nested\n|end\n* Later\n").title == "Nested")
        #expect(NorgParser.parse("|comment\n* Hidden\n|end\n* Shown\n").title == "Shown")
    }

    // spec line 823: an example's heading is not rendered, so it is not the document's title.
    @Test func aHeadingInsideAnExampleIsNotTheTitle() {
        let document = NorgParser.parse("|example\n* Example heading\n|end\n* Real title\n")
        #expect(document.firstHeading?.title.plainText == "Real title")
        #expect(document.title == "Real title")
    }

    @Test func aDocumentWithoutTitleOrHeadingHasNoTitle() {
        #expect(NorgParser.parse("Just text.\n").title == nil)
    }

    // MARK: The walk

    @Test func stopEndsTheWalkOfShownBlocks() {
        var visited = 0
        NorgParser.parse("* A\n* B\n* C\n").forEachShownBlock { _ in
            visited += 1
            return .stop
        }
        #expect(visited == 1)
    }

    @Test func skipChildrenPassesOverWhatABlockHolds() {
        var headings: [String] = []
        NorgParser.parse("* A\n** Inside A\n* B\n").forEachShownBlock { block in
            guard case .heading(let heading) = block else { return .visitChildren }
            headings.append(heading.title.plainText)
            return .skipChildren
        }
        #expect(headings == ["A", "B"])
    }

    @Test func aHandBuiltTreeDeeperThanTheLimitIsWalkedWithoutTrapping() {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        let range = SourceRange(start: start, end: start)
        var block = NorgBlock.quote(Quote(level: 1, content: [], range: range))
        for _ in 0..<(NorgDocument.maximumShownDepth + 10) {
            block = .quote(Quote(level: 1, content: [block], range: range))
        }
        var visited = 0
        NorgDocument(blocks: [block]).forEachShownBlock { _ in
            visited += 1
            return .visitChildren
        }
        #expect(visited == NorgDocument.maximumShownDepth + 1)
    }
}
