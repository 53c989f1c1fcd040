import Testing
@testable import NorgKit

/// Problems found by `checkInvariants`: a range ending before it starts or outside the source, a
/// child outside its parent, a line or column that does not match the offset.
func rangeProblems(_ document: NorgDocument, byteCount: Int, lineStarts: [Int]) -> [String] {
    var problems: [String] = []
    func check(_ range: SourceRange, _ what: String) {
        if range.start.offset > range.end.offset { problems.append("\(what) \(range) ends before it starts") }
        if range.end.offset > byteCount { problems.append("\(what) \(range) past the end") }
        for position in [range.start, range.end] {
            let line = position.line - 1
            if line < 0 || (line >= lineStarts.count && !(lineStarts.isEmpty && position.offset == 0)) {
                problems.append("\(what) \(position) line out of range")
            } else if !lineStarts.isEmpty && lineStarts[line] + position.column - 1 != position.offset {
                problems.append("\(what) \(position) column does not match offset \(position.offset)")
            }
        }
    }
    func within(_ child: SourceRange, _ parent: SourceRange, _ what: String) {
        if child.start.offset < parent.start.offset || child.end.offset > parent.end.offset {
            problems.append("\(what) \(child) outside its parent \(parent)")
        }
    }
    var stack: [(NorgBlock, SourceRange?)] = document.blocks.map { ($0, nil) }
    while let (block, parent) = stack.popLast() {
        check(block.range, "block")
        if let parent { within(block.range, parent, "block") }
        if case .list(let list) = block {
            for item in list.items {
                check(item.range, "item")
                within(item.range, list.range, "item")
                for child in item.content { within(child.range, item.range, "item child") }
            }
        }
        stack += block.childBlocks.map { ($0, block.range) }
    }
    return problems
}

/// The deepest nesting of blocks (list items count as a level of their own).
func blockDepth(_ document: NorgDocument) -> Int {
    var deepest = 0
    document.forEachBlock { block, depth in
        let own = if case .list = block { 2 } else { 1 }
        deepest = max(deepest, depth * 2 + own)
    }
    return deepest
}

@Suite struct BlockRobustnessTests {
    static let limit = NorgParser.maximumNestingDepth

    @Test(arguments: ["*", "-", "~", ">"])
    func deepNestingIsClampedWithADiagnostic(_ character: String) {
        let source = (1...300).map { String(repeating: character, count: $0) + " x\n" }.joined()
        let document = NorgParser.parse(source)
        #expect(blockDepth(document) <= Self.limit * 2)
        #expect(!document.diagnostics.isEmpty)
        #expect(document.allBlocks.count >= 300)
    }

    @Test func deeplyNestedRangedTagsAreClampedAndKeepTheirText() throws {
        let source = String(repeating: "|a\n", count: 200) + "text\n" + String(repeating: "|end\n", count: 200) + "after\n"
        let document = NorgParser.parse(source)
        #expect(blockDepth(document) <= Self.limit * 2)
        #expect(!document.diagnostics.isEmpty)
        guard case .paragraph = try #require(document.blocks.last) else { Issue.record("lost the text after the tags"); return }
        #expect(document.blocks.count == 2)
    }

    @Test func rangedTagsNestAtMostSixteenDeep() {
        let source = String(repeating: "|group\n", count: 40) + "text\n" + String(repeating: "|end\n", count: 40)
        let document = NorgParser.parse(source)
        var deepest = 0
        document.forEachBlock { block, depth in
            if case .rangedTag = block { deepest = max(deepest, depth + 1) }
        }
        #expect(deepest == BlockTreeBuilder.maximumBoundedDepth + 1)
        #expect(document.diagnostics.count == 1)
    }

    @Test func deeplyNestedRangedRangeablesAreClamped() {
        let source = (0..<200).map { ["$$ d\n", "^^ f\n", ":: c\n"][$0 % 3] }.joined()
            + (0..<200).reversed().map { ["$$\n", "^^\n", "::\n"][$0 % 3] }.joined()
        let document = NorgParser.parse(source)
        #expect(blockDepth(document) <= Self.limit * 2)
        #expect(document.blocks.count == 1)
    }

    @Test(arguments: ["|a\n", "@code\n", "=m\n", "$$ t\n", "^^ t\n", ":: t\n", "|a\n$$ b\n", "|end\n", "$$\n"])
    func manyUnclosedOpenersStayLinear(_ line: String) {
        // Quadratic behaviour would not finish: 100,000 openers that never close.
        let document = NorgParser.parse(String(repeating: line, count: 100_000))
        #expect(document.lineCount == 100_000 * line.filter { $0 == "\n" }.count)
    }

    @Test func manyOpenersThenManyClosers() {
        let source = String(repeating: "|a\n$$ b\n", count: 20_000) + String(repeating: "|end\n", count: 20_000)
        let document = NorgParser.parse(source)
        #expect(!document.blocks.isEmpty)
    }

    @Test func randomBytesNeverBreakTheTree() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet = Array("*-~>$^:=_@|#+.()x \t\n\r\n{}[]<>/!,`%&\\end".utf8) + [0xEF, 0xBB, 0xBF, 0xC2, 0xA0, 0xFF, 0x80, 0xE3]
        for round in 0..<300 {
            let length = Int(next() % 400)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                bytes.append(round % 3 == 0 ? UInt8(next() & 0xFF) : alphabet[Int(next() % UInt64(alphabet.count))])
            }
            let document = NorgParser.parse(bytes: bytes)
            let lineStarts = SourceText.withBytes(bytes) { $0.lineStarts }
            let problems = rangeProblems(document, byteCount: bytes.count, lineStarts: lineStarts)
            #expect(problems.isEmpty, "round \(round): \(problems.prefix(3))")
        }
    }

    @Test func invalidUTF8IsRepaired() throws {
        let document = NorgParser.parse(bytes: [0x2A, 0x20, 0xFF, 0xFE, 0x0A, 0x40, 0x63, 0x0A, 0xC3, 0x0A, 0x40, 0x65, 0x6E, 0x64])
        #expect(blockShape(document) == "(document (heading 1 (title) (verbatim_tag c)))")
        guard case .heading(let heading) = document.blocks[0], case .verbatimTag(let tag) = heading.content[0] else {
            Issue.record("unexpected tree"); return
        }
        #expect(tag.content == "\u{FFFD}")
    }

    @Test func rangesOfAMixedDocumentAreConsistent() {
        let source = "@document.meta\ntitle: t\n@end\n* (x) H\n  text\n- a\n-- b\n> q\n$$ D\n: A1 : c\n$$\n|group\n#c\n~ o\n|end\n===\n"
        let document = NorgParser.parse(source)
        let lineStarts = SourceText.withText(source) { $0.lineStarts }
        #expect(rangeProblems(document, byteCount: source.utf8.count, lineStarts: lineStarts) == [])
    }
}
