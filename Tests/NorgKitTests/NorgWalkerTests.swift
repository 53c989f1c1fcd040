import NorgKit
import Testing

/// Records every event as a short word: `+heading`/`-heading` for enter/leave, `.text` for a leaf.
struct EventRecorder: NorgWalker {
    var events: [String] = []
    var visitsInlines = true
    /// The walk answers `skipChildren` for blocks of this name, `stop` at a leaf of this name.
    var skipping: String?
    var stoppingAt: String?

    static func name(_ block: NorgBlock) -> String {
        switch block {
        case .heading: "heading"
        case .paragraph: "paragraph"
        case .list: "list"
        case .quote: "quote"
        case .rangeable: "rangeable"
        case .verbatimTag: "verbatimTag"
        case .rangedTag: "rangedTag"
        case .infirmTag: "infirmTag"
        case .delimiter: "delimiter"
        }
    }

    static func name(_ inline: NorgInline) -> String {
        switch inline {
        case .text: "text"
        case .softBreak: "softBreak"
        case .escape: "escape"
        case .linkModifier: "linkModifier"
        case .styled: "styled"
        case .verbatim: "verbatim"
        case .link: "link"
        case .linkTarget: "linkTarget"
        }
    }

    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
        events.append("+" + Self.name(block))
        return Self.name(block) == skipping ? .skipChildren : .visitChildren
    }

    mutating func leaveBlock(_ block: NorgBlock) { events.append("-" + Self.name(block)) }

    mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction {
        events.append("+item")
        return .visitChildren
    }

    mutating func leaveListItem(_ item: ListItem, kind: NorgList.Kind) { events.append("-item") }

    mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction {
        events.append("+" + Self.name(span))
        return .visitChildren
    }

    mutating func leaveSpan(_ span: NorgInline) { events.append("-" + Self.name(span)) }

    mutating func visitLeaf(_ leaf: NorgInline) -> NorgWalkAction {
        events.append("." + Self.name(leaf))
        return Self.name(leaf) == stoppingAt ? .stop : .visitChildren
    }
}

private func events(_ source: String, _ configure: (inout EventRecorder) -> Void = { _ in }) -> String {
    var recorder = EventRecorder()
    configure(&recorder)
    NorgParser.parse(source).walk(&recorder)
    return recorder.events.joined(separator: " ")
}

@Suite struct NorgWalkerTests {
    @Test func aHeadingsTitleComesBetweenItsEnterAndItsContent() {
        #expect(events("* Title *bold*\n  Text.\n") ==
            "+heading .text +styled .text -styled +paragraph .text -paragraph -heading")
    }

    @Test func listItemsAreEventsOfTheirOwnAroundTheirContent() {
        #expect(events("- one\n-- deeper\n- two\n") ==
            "+list +item +paragraph .text -paragraph +list +item +paragraph .text -paragraph -item -list -item "
            + "+item +paragraph .text -paragraph -item -list")
    }

    @Test func everyBlockKindEntersAndLeavesInDocumentOrder() {
        let source = """
        > quoted
        $ Term
        Definition.
        |details
        inside
        |end
        @code swift
        let x = 1
        @end
        .toc
        ___
        """
        #expect(events(source) ==
            "+quote +paragraph .text -paragraph -quote +rangeable +paragraph .text -paragraph -rangeable "
            + "+rangedTag +paragraph .text -paragraph -rangedTag +verbatimTag -verbatimTag +infirmTag -infirmTag "
            + "+delimiter -delimiter")
    }

    @Test func everyInlineKindIsASpanOrALeaf() {
        let source = "a\\*b `code` Ex:*ample* <target> {https://x.org}[*the* site] [anchor]\nnext"
        #expect(events(source) ==
            "+paragraph .text .escape .text .verbatim .text .linkModifier +styled .text -styled .text "
            + "+linkTarget .text -linkTarget .text +link +styled .text -styled .text -link .text +link .text -link "
            + ".softBreak .text -paragraph")
    }

    @Test func aWalkerOfBlocksGetsNoInlineEvents() {
        #expect(events("* Title *bold*\n  Text {url}.\n") { $0.visitsInlines = false } ==
            "+heading +paragraph -paragraph -heading")
    }

    @Test func skipChildrenLeavesTheNodeWithoutWalkingIt() {
        #expect(events("> quoted\n\n- item\n\nafter\n") { $0.skipping = "quote" } ==
            "+quote -quote +list +item +paragraph .text -paragraph -item -list +paragraph .text -paragraph")
    }

    @Test func stopEndsTheWalkWithoutFurtherEvents() {
        #expect(events("* Title\n  one `two` three\n- item\n") { $0.stoppingAt = "verbatim" } ==
            "+heading .text +paragraph .text .verbatim")
    }

    @Test func forEachBlockDepthsFollowTheEngine() {
        let document = NorgParser.parse("* A\n- one\n-- two\n> q\n")
        var seen: [String] = []
        document.forEachBlock { block, depth in seen.append("\(EventRecorder.name(block))\(depth)") }
        #expect(seen == ["heading0", "list1", "paragraph2", "list2", "paragraph3", "quote1", "paragraph2"])
    }
}

/// Makes the text `old` in any text node `new`.
private struct TextReplacer: NorgRewriter {
    let old: String
    let new: String
    var visited = 0

    mutating func rewriteInline(_ inline: NorgInline) -> NorgInline? {
        visited += 1
        guard case .text(let text, let range) = inline, text.string == old else { return nil }
        return .text(NorgText(new), range: range)
    }
}

@Suite struct NorgRewriterTests {
    @Test func aChangeDeepInAListLeavesTheRestEqual() {
        let source = "* Head\n- one\n-- two *deep target* end\n- three\n\nAfter.\n"
        let document = NorgParser.parse(source)
        var rewriter = TextReplacer(old: "deep target", new: "changed")
        let changed = document.rewritten(by: &rewriter)
        #expect(changed != document)
        #expect(changed.skeleton() == document.skeleton())
        #expect(changed.blocks.count == document.blocks.count)
        guard case .heading(let before) = document.blocks[0], case .heading(let after) = changed.blocks[0],
              case .list(let beforeList) = before.content[0], case .list(let afterList) = after.content[0] else {
            Issue.record("shape")
            return
        }
        #expect(after.title == before.title)
        #expect(after.content[1] == before.content[1])
        #expect(afterList.items[1] == beforeList.items[1])
        #expect(afterList.items[0] != beforeList.items[0])
        let texts = changed.allBlocks.compactMap { block -> String? in
            if case .paragraph(let paragraph) = block { return paragraph.content.plainText }
            return nil
        }
        #expect(texts == ["one", "two changed end", "three", "After."])
    }

    @Test func nothingChangedReturnsTheDocumentAsItWas() {
        let document = NorgParser.parse("* Head\n- one *two*\n")
        var rewriter = TextReplacer(old: "absent", new: "x")
        #expect(document.rewritten(by: &rewriter) == document)
        #expect(rewriter.visited > 0)
    }

    @Test func skipChildrenKeepsABlockAsItIs() {
        struct SkipQuotes: NorgRewriter {
            func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
                if case .quote = block { return .skipChildren }
                return .visitChildren
            }
            func rewriteInline(_ inline: NorgInline) -> NorgInline? {
                guard case .text(_, let range) = inline else { return nil }
                return .text("x", range: range)
            }
        }
        var rewriter = SkipQuotes()
        let document = NorgParser.parse("> quoted\n\nplain\n")
        let changed = document.rewritten(by: &rewriter)
        #expect(changed.blocks[0] == document.blocks[0])
        guard case .paragraph(let paragraph) = changed.blocks[1] else {
            Issue.record("shape")
            return
        }
        #expect(paragraph.content.plainText == "x")
    }
}

@Suite struct DeepWalkTests {
    /// 100,000 nested quotes and spans, built by hand (a parse clamps nesting far earlier). The
    /// trees are kept for the process's life: freeing a tree this deep recurses in Swift's own
    /// release of nested values, which is not what is tested here.
    @Test func aHundredThousandLevelsWalkWithoutCrashing() {
        let depth = 100_000
        let range = SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0),
                                end: SourcePosition(line: 1, column: 2, offset: 1))
        var block = NorgBlock.paragraph(Paragraph(content: [.text("leaf", range: range)], range: range))
        var inline = NorgInline.text("leaf", range: range)
        for _ in 0..<depth {
            block = .quote(Quote(level: 1, content: [block], range: range))
            inline = .styled(StyledSpan(modifier: .bold, children: [inline], range: range))
        }
        let document = NorgDocument(blocks: [block, .paragraph(Paragraph(content: [inline], range: range))])
        _ = Unmanaged.passRetained(DeepTreeKeeper(document))
        var recorder = DepthRecorder()
        document.walk(&recorder)
        #expect(recorder.deepest == depth + 1)
        #expect(recorder.leaves == 2)
        #expect(recorder.open == 0)
    }
}

private final class DeepTreeKeeper {
    let document: NorgDocument
    init(_ document: NorgDocument) { self.document = document }
}

private struct DepthRecorder: NorgWalker {
    var open = 0
    var deepest = 0
    var leaves = 0

    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction { enter() }
    mutating func leaveBlock(_ block: NorgBlock) { open -= 1 }
    mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction { enter() }
    mutating func leaveSpan(_ span: NorgInline) { open -= 1 }
    mutating func visitLeaf(_ leaf: NorgInline) -> NorgWalkAction {
        leaves += 1
        return .visitChildren
    }

    private mutating func enter() -> NorgWalkAction {
        open += 1
        deepest = max(deepest, open)
        return .visitChildren
    }
}
