import Testing
@testable import NorgKit

@Suite struct TaskTextTests {
    private let r = SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0),
                                end: SourcePosition(line: 1, column: 1, offset: 0))

    @Test func plainTextDropsMarkupAndNullModifierContent() {
        let spans: [NorgInline] = [
            .text("Buy ", range: r),
            .styled(StyledSpan(modifier: .bold, children: [
                .styled(StyledSpan(modifier: .italic, children: [.text("fresh", range: r)], range: r)),
            ], range: r)),
            .text(" ", range: r),
            .styled(StyledSpan(modifier: .null, children: [.text("secret", range: r)], range: r)),
            .text(" milk", range: r),
            .linkModifier(range: r),
            .escape("*", range: r),
        ]
        #expect(spans.plainText == "Buy fresh milk*")
    }

    @Test func plainTextKeepsVerbatimContentAndShowsLinksByDescriptionOrTarget() {
        let location = LinkLocation(target: .url("https://neorg.org"), rawText: "https://neorg.org")
        let spans: [NorgInline] = [
            .verbatim(VerbatimSpan(modifier: .code, content: "let  x", range: r)),
            .text(" ", range: r),
            .link(InlineLink(location: location, description: [.text("Neorg", range: r)], range: r)),
            .text(" ", range: r),
            .link(InlineLink(location: location, range: r)),
            .text(" ", range: r),
            .linkTarget(InlineLinkTarget(children: [.text("target", range: r)], range: r)),
        ]
        #expect(spans.plainText == "let x Neorg https://neorg.org target")
    }

    @Test func linkWithoutDescriptionShowsTheNameItsLocationGivesNotItsKindPrefix() {
        let document = NorgParser.parse("""
        * Compost
        - ( ) Read {? Compost}, {* Compost}, {:notes/todo:}, {:a:** Soil} and {4}
        """)
        let tasks = TaskScanner.scan(document)
        #expect(tasks.map(\.text) == ["Read Compost, Compost, notes/todo, Soil and line 4"])
    }

    @Test func plainTextCollapsesWhitespaceAndSoftBreaks() {
        let spans: [NorgInline] = [.text("  one\t ", range: r), .softBreak(range: r), .text("two  ", range: r)]
        #expect(spans.plainText == "one two")
        #expect([NorgInline]().plainText == "")
    }

    /// Plain text is gathered as bytes and collapsed once. Unicode whitespace still collapses with
    /// the ASCII whitespace around it across nodes, and each node's invalid bytes are repaired on
    /// their own: the bytes `E2 82` and `AC` of two nodes are two U+FFFD, not a joined `€`.
    @Test func plainTextCollapsesUnicodeWhitespaceAcrossNodesAndRepairsEachNode() {
        let spans: [NorgInline] = [
            .text("café \u{00A0}", range: r),
            .styled(StyledSpan(modifier: .bold, children: [.text("\u{3000} naïve", range: r)], range: r)),
            .text(NorgText([0x20, 0xE2, 0x82]), range: r),
            .text(NorgText([0xAC, 0x21]), range: r),
        ]
        #expect(spans.plainText == "café naïve \u{FFFD}\u{FFFD}!")
    }

    @Test func plainTextHandlesDeepNestingWithoutRecursion() {
        var span: NorgInline = .text("deep", range: r)
        for _ in 0..<10_000 { span = .styled(StyledSpan(modifier: .bold, children: [span], range: r)) }
        #expect([span].plainText == "deep")
    }

    @Test func everyStatusHasADistinctNameAndSymbol() {
        #expect(Set(TaskStatus.allCases.map(\.englishName)).count == TaskStatus.allCases.count)
        #expect(Set(TaskStatus.allCases.map(\.unicodeSymbol)).count == TaskStatus.allCases.count)
        #expect(TaskStatus.onHold.englishName == "on hold")
        #expect(TaskStatus.done.unicodeSymbol == "☑")
    }

    @Test func toggledFlipsDoneAndCompletesEverythingElse() {
        for status in TaskStatus.allCases {
            #expect(status.toggled == (status == .done ? .undone : .done))
        }
    }
}
