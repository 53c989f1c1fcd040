import Foundation
import Testing
import NorgKit
@testable import NorgUI

@Suite struct NorgOutlineTests {
    private func heading(_ title: String, level: Int = 1, at offset: Int, content: [NorgBlock]) -> NorgBlock {
        .heading(Heading(level: level, title: [Fixture.text(title, at: offset + 2)], titleRange: Fixture.range(offset + 2),
                         content: content, range: Fixture.range(offset)))
    }

    private func kinds(_ nodes: [NorgOutlineNode]) -> [String] {
        nodes.map { node in
            switch node.row.kind {
            case .heading(let level, let title): "h\(level) \(NorgInlineRuns.plainText(title))"
            case .paragraph(let text): "p \(NorgInlineRuns.plainText(text))"
            case .listItem(let marker, let text): "\(marker.text) \(NorgInlineRuns.plainText(text))"
            case .term(_, let title): "term \(title)"
            case .code(let language, let source): "code \(language ?? "-") \(source)"
            case .math(let tex): "math \(tex)"
            case .example(let source): "example \(source)"
            case .rule: "rule"
            case .image(let source, let alt): "image \(source) \(alt)"
            case .table(let table): "table \(table.rowCount)x\(table.columnCount)"
            case .details(let title): "details \(title)"
            case .tableOfContents(let toc): "toc \(toc.title)"
            case .tableOfContentsEntry(let entry): "entry \(entry.level)"
            }
        }
    }

    @Test func headingsOwnTheirSectionAndFlattenInReadingOrder() {
        let document = NorgDocument(blocks: [
            heading("One", at: 0, content: [Fixture.paragraph("body", at: 10),
                                            heading("Two", level: 2, at: 20, content: [Fixture.paragraph("deeper", at: 30)])]),
        ])
        let outline = NorgOutline(document: document)
        #expect(outline.nodes.count == 1)
        #expect(outline.nodes[0].children.count == 2)
        #expect(kinds(outline.rows) == ["h1 One", "p body", "h2 Two", "p deeper"])
        #expect(outline.rows.allSatisfy { $0.children.isEmpty })
    }

    @Test func orderedListsNumberPerLevelAndRestartInNestedLists() {
        let nested = Fixture.list(.ordered, [Fixture.item("x", at: 40, level: 2), Fixture.item("y", at: 50, level: 2)])
        let document = NorgDocument(blocks: [
            Fixture.list(.ordered, [Fixture.item("a", at: 0), Fixture.item("b", at: 10, nested: [nested]),
                                    Fixture.item("c", at: 60)]),
        ])
        let outline = NorgOutline(document: document)
        #expect(kinds(outline.rows) == ["1. a", "2. b", "a. x", "b. y", "3. c"])
        #expect(outline.rows.map(\.row.indent) == [0, 0, 1, 1, 0])
    }

    @Test func unorderedBulletsChangeWithDepth() {
        let deeper = Fixture.list(.unordered, [Fixture.item("inner", at: 20, level: 2)])
        let document = NorgDocument(blocks: [Fixture.list(.unordered, [Fixture.item("outer", at: 0, nested: [deeper])])])
        #expect(kinds(NorgOutline(document: document).rows) == ["• outer", "◦ inner"])
    }

    @Test func nestedListItemsAreChildrenOfTheirItem() {
        let nested = Fixture.list(.unordered, [Fixture.item("child", at: 20, level: 2)])
        let document = NorgDocument(blocks: [Fixture.list(.unordered, [Fixture.item("parent", at: 0, nested: [nested])])])
        let outline = NorgOutline(document: document)
        #expect(outline.nodes.count == 1)
        #expect(kinds(outline.nodes[0].children) == ["◦ child"])
    }

    @Test func quotesGetOneBarPerLevelAndDeeperQuotesAreChildren() {
        let inner = Quote(level: 2, content: [Fixture.paragraph("inner", at: 30)], range: Fixture.range(28))
        let outer = Quote(level: 1, content: [Fixture.paragraph("outer", at: 2), .quote(inner)], range: Fixture.range(0))
        let outline = NorgOutline(document: NorgDocument(blocks: [.quote(outer)]))
        #expect(kinds(outline.rows) == ["p outer", "p inner"])
        #expect(outline.rows.map(\.row.quoteDepth) == [1, 2])
        #expect(outline.nodes[0].children.count == 1)
    }

    @Test func tasksCarryStatusAndSourceLine() {
        let document = NorgDocument(blocks: [Fixture.list(.unordered, [Fixture.item("Buy milk", at: 7, status: .pending)])])
        let row = NorgOutline(document: document).rows[0].row
        #expect(row.task == .pending)
        #expect(row.line == 8)
    }

    @Test func verbatimTagsBecomeCodeMathOrNothing() {
        func tag(_ name: String, _ parameters: [String] = [], _ content: String, at offset: Int) -> NorgBlock {
            .verbatimTag(VerbatimRangedTag(name: name, parameters: parameters, content: content,
                                           contentRange: Fixture.range(offset + 1), range: Fixture.range(offset)))
        }
        let document = NorgDocument(blocks: [
            tag("code", ["swift"], "let x = 1", at: 0), tag("math", [], "e^{i\\pi}", at: 10),
            tag("document.meta", [], "title: x", at: 20), tag("table", [], "a | b", at: 30),
        ])
        #expect(kinds(NorgOutline(document: document).rows) == ["code swift let x = 1", "math e^{i\\pi}", "code - a | b"])
    }

    @Test func rangedTagsHideShowOrGroupTheirContent() {
        func tag(_ name: String, _ kind: RangedTag.Kind = .standard, _ parameters: [String] = [], at offset: Int) -> NorgBlock {
            .rangedTag(RangedTag(kind: kind, name: name, parameters: parameters,
                                 content: [Fixture.paragraph("\(name) body", at: offset + 1)],
                                 rawContent: "*\(name)*", range: Fixture.range(offset)))
        }
        let document = NorgDocument(blocks: [
            tag("comment", at: 0), tag("example", at: 10), tag("group", at: 20), tag("macro", .macro, at: 30),
            tag("details", .standard, ["More", "info"], at: 40),
        ])
        let outline = NorgOutline(document: document)
        #expect(kinds(outline.rows) == ["example *example*", "p group body", "details More info"])
        // `|details` keeps its content inside its row, collapsed, in both modes.
        #expect(kinds(outline.rows[2].children) == ["p details body"])
    }

    @Test func rulesAndImagesRenderOtherDelimitersAndInfirmTagsDoNot() {
        let document = NorgDocument(blocks: [
            .delimiter(Delimiter(kind: .horizontalRule, range: Fixture.range(0))),
            .delimiter(Delimiter(kind: .weak, range: Fixture.range(5))),
            .infirmTag(InfirmTag(name: "image", parameters: ["https://x.y/a.png", "A", "cat"], range: Fixture.range(10))),
            .infirmTag(InfirmTag(name: "toc", parameters: [], range: Fixture.range(20))),
        ])
        #expect(kinds(NorgOutline(document: document).rows) == ["rule", "image https://x.y/a.png A cat"])
    }

    @Test func definitionsShowTheirTitleWithTheBodyIndentedBelow() {
        let definition = RangeableItem(kind: .definition, isRanged: false, title: "Norg", titleRange: Fixture.range(2),
                                       content: [Fixture.paragraph("A format", at: 8)], range: Fixture.range(0))
        let outline = NorgOutline(document: NorgDocument(blocks: [.rangeable(definition)]))
        #expect(kinds(outline.rows) == ["term Norg", "p A format"])
        #expect(outline.rows.map(\.row.indent) == [0, 1])
        #expect(outline.nodes[0].children.count == 1)
    }

    @Test func consecutiveTableCellsFormOneGrid() {
        let document = NorgDocument(blocks: [
            Fixture.cell("A1", "a", at: 0), Fixture.cell("B1", "b", at: 10), Fixture.cell("A2", "c", at: 20),
            Fixture.paragraph("after", at: 30),
        ])
        let outline = NorgOutline(document: document)
        #expect(kinds(outline.rows) == ["table 2x2", "p after"])
    }

    @Test func rowIDsComeFromContentNotFromOffsets() {
        let here = NorgDocument(blocks: [Fixture.paragraph("a", at: 0), Fixture.paragraph("b", at: 15)])
        let there = NorgDocument(blocks: [Fixture.paragraph("a", at: 100), Fixture.paragraph("b", at: 215)])
        let ids = NorgOutline(document: here).rows.map(\.id)
        #expect(ids == NorgOutline(document: there).rows.map(\.id))
        #expect(ids.allSatisfy { $0.hasPrefix("@") } && Set(ids).count == 2)
    }

    @Test func repeatedContentGetsDistinctIDsThatAreStableAcrossBuilds() {
        let clashing = NorgDocument(blocks: [Fixture.paragraph("a", at: 0), Fixture.paragraph("a", at: 0)])
        let ids = NorgOutline(document: clashing).rows.map(\.id)
        #expect(Set(ids).count == 2)
        #expect(NorgOutline(document: clashing).rows.map(\.id) == ids)
    }

    @Test func insertingTextAboveASectionKeepsEveryOtherRowsID() {
        let original = """
            * Shopping
              - milk
              - bread
              -- brown
              > a quote
            * Work
              Some text.
              - ( ) call Ada
            """
        let edited = "A new first paragraph.\n\n" + original.replacingOccurrences(of: "  Some text.", with: "  Inserted.\n\n  Some text.")
        let before = NorgOutline(document: NorgParser.parse(original)).rows.map(\.id)
        let after = NorgOutline(document: NorgParser.parse(edited)).rows.map(\.id)
        #expect(before.count == 8)
        #expect(after.count == before.count + 2)
        #expect(Set(before).isSubset(of: Set(after)))
    }

    @Test func equalTextUnderDifferentSectionsHasDifferentIDs() {
        let outline = NorgOutline(document: NorgParser.parse("* One\n  - same\n* Two\n  - same\n"))
        let items = outline.rows.filter { if case .listItem = $0.row.kind { true } else { false } }
        #expect(items.count == 2)
        #expect(items[0].id != items[1].id)
        #expect(!items[0].id.contains(".") && !items[1].id.contains("."))
    }

    @Test func rowsKeepTheirInlinesAndAreStyledWhenAsked() {
        let bold = Fixture.styled(.bold, [Fixture.text("loud", at: 3)], at: 2)
        let paragraph = Paragraph(content: [Fixture.text("a ", at: 0), bold], range: Fixture.range(0))
        let row = NorgOutline(document: NorgDocument(blocks: [.paragraph(paragraph)])).rows[0].row
        #expect(row.inlines == paragraph.content)
        let styled = row.runs.runs.map { (String(row.runs[$0.range].characters), $0.norgStyle) }
        #expect(styled.map(\.0) == ["a ", "loud"])
        #expect(styled.map(\.1) == [nil, .bold])
    }

    @Test func theCollapsibleTreeAndTheFlatRowsShowTheSameRowsInReadingOrder() {
        let source = "* Title\n  Intro.\n  - a\n  -- b\n  > q\n  |details More\n  hidden\n  |end\n  ** Sub\n     Text.\n"
        let outline = NorgOutline(document: NorgParser.parse(source))
        var preorder: [String] = []
        var stack = Array(outline.nodes.reversed())
        while let node = stack.popLast() {
            preorder.append(node.id)
            if !node.isDetails { stack.append(contentsOf: node.children.reversed()) }
        }
        #expect(preorder == outline.rows.map(\.id))
        // A note under one title heading is one section: its rows are that section's content,
        // which the collapsible mode lays out in a lazy stack.
        #expect(outline.nodes.count == 1)
        #expect(outline.nodes[0].children.count == 5)
    }

    @Test func nestingBeyondTheLimitIsCutInsteadOfOverflowingTheStack() {
        var block = Fixture.paragraph("bottom", at: 0)
        for depth in 1...2_000 {
            block = .quote(Quote(level: 1, content: [block], range: Fixture.range(depth)))
        }
        let outline = NorgOutline(document: NorgDocument(blocks: [block]))
        #expect(outline.rows.count <= NorgOutline.maximumDepth + 2)
        #expect(!outline.rows.isEmpty)
    }
}

/// NorgView hides what HTML hides: the one rule of `NorgBlock/ListItem/Paragraph.isCommentedOut`.
@Suite struct NorgOutlineCommentTests {
    private func texts(_ source: String) -> [String] {
        NorgOutline(document: NorgParser.parse(source)).rows.map { row in
            switch row.row.kind {
            case .paragraph(let text), .listItem(_, let text): NorgInlineRuns.plainText(text)
            default: ""
            }
        }
    }

    @Test func strongCommentHidesTheParagraphInTheView() {
        #expect(texts("#comment\nsecret\n\nshown\n") == ["shown"])
    }

    @Test func weakCommentHidesOneSegmentInTheView() {
        #expect(texts("first\n+comment\nsecret\nlast\n") == ["first last"])
    }

    @Test func weakCommentHidesTheListItemAndTheNumbersCloseUp() {
        let outline = NorgOutline(document: NorgParser.parse("~ one\n+comment\n~ secret\n~ two\n"))
        let markers = outline.rows.compactMap { row -> String? in
            if case .listItem(let marker, _) = row.row.kind { return marker.text }
            return nil
        }
        #expect(markers.count == 2)
        #expect(markers.last == "2.")
    }
}
