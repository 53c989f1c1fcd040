import Testing
@testable import NorgKit

@Suite struct NorgTextTests {
    @Test func sliceDecodesOnlyItsBytes() {
        for storage in [SourceStorage.bytes(Array("one two three".utf8)), .string("one two three")] {
            let text = NorgText(storage, 4..<7)
            #expect(text.string == "two")
            #expect(text.utf8Count == 3)
            #expect(text == "two")
            #expect(text != "one")
            #expect(text.hashValue == NorgText("two").hashValue)
        }
    }

    /// `parse(_: String)` reads the string in place: its text nodes slice the caller's string, so
    /// the parse holds no copy of the input (a copy would cost as much memory again).
    @Test func textParsedFromAStringSlicesThatString() {
        var source = "plain *bold* words, long enough not to be a small string"
        source.makeContiguousUTF8()
        let document = NorgParser.parse(source)
        guard case .paragraph(let paragraph) = document.blocks.first,
              case .text(let first, _) = paragraph.content.first else {
            Issue.record("no paragraph text in \(document.blocks)")
            return
        }
        let sourceBase = source.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
        let textBase = first.withUTF8 { $0.baseAddress }
        #expect(sourceBase != nil && textBase == sourceBase)
        source = ""
        #expect(first == "plain ")
    }

    @Test func equalityAndHashFollowTheDecodedString() {
        // Two different invalid bytes both repair to U+FFFD: equal as text, and equal hashes.
        let first = NorgText([0x61, 0xFF])
        let second = NorgText([0x61, 0xC0])
        #expect(first.string == "a\u{FFFD}")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second, "a\u{FFFD}"]).count == 1)
    }

    @Test func parsedTextSharesTheParagraphAndStaysValid() {
        let document = NorgParser.parse("plain words *bold* more\nsecond line")
        guard case .paragraph(let paragraph) = document.blocks.first,
              case .text(let first, let range) = paragraph.content.first else {
            Issue.record("no paragraph text in \(document.blocks)")
            return
        }
        #expect(first == "plain words ")
        #expect(range.offsets == 0..<12)
        #expect(paragraph.content.plainText == "plain words bold more second line")
    }
}

@Suite struct NorgTextSourceSliceTests {
    /// The deepest text of `nodes`, following styled spans, link descriptions and targets.
    private func deepestText(_ nodes: some Collection<NorgInline>) -> NorgText? {
        var found: NorgText?
        for node in nodes {
            switch node {
            case .text(let text, _): found = found ?? text
            case .styled(let span): if let inner = deepestText(span.children) { return inner }
            case .link(let link): if let inner = deepestText(link.description ?? []) { return inner }
            case .linkTarget(let target): if let inner = deepestText(target.children) { return inner }
            default: break
            }
        }
        return found
    }

    @Test func crOnlyLineEndingsGiveTextWithoutTheLineEnding() {
        let document = NorgParser.parse("one\rtwo")
        guard case .paragraph(let paragraph) = document.blocks.first else {
            Issue.record("no paragraph")
            return
        }
        let texts = paragraph.content.compactMap { if case .text(let text, _) = $0 { text.string } else { nil } }
        #expect(texts == ["one", "two"])
    }

    /// Past the nesting limit the rest of a level is one text node, which may span lines; its text
    /// is the logical text (`\n` between lines), not the source bytes (`\r`, indentation).
    @Test func textBeyondTheNestingLimitKeepsLogicalLineBreaks() {
        let nodes = SourceText.withText("x *a*\r  y") { source in
            let buffer = InlineBuffer(source: source, segments: [InlineSegment(start: 0, end: 5), InlineSegment(start: 8, end: 9)])
            var scanner = InlineScanner(buffer: buffer, range: 0..<buffer.count, escapes: true, blocked: [],
                                        depth: NorgParser.maximumNestingDepth)
            return scanner.parse()
        }
        #expect(nodes.count == 1)
        guard case .text(let text, let range)? = nodes.first else {
            Issue.record("no text in \(nodes)")
            return
        }
        #expect(text == "x *a*\ny")
        #expect(range.offsets == 0..<9)
    }
}

/// The parser reads the caller's buffer through `SourceBytes`: a bug that indexed past the input
/// must stop the process, as an `Array` would, not read memory beyond it.
@Suite struct SourceBytesTests {
    @Test func readsInsideTheInput() {
        SourceText.withText("ab\ncd") { text in
            #expect(text.bytes[0] == UInt8(ascii: "a"))
            #expect(text.bytes[4] == UInt8(ascii: "d"))
            #expect(Array(text.bytes[3..<5]) == Array("cd".utf8))
        }
    }

    @Test func anOffsetPastTheInputTraps() async {
        await #expect(processExitsWith: .failure) {
            SourceText.withText("ab") { text in _ = text.bytes[2] }
        }
        await #expect(processExitsWith: .failure) {
            SourceText.withBytes([0x61]) { text in _ = text.bytes[-1] }
        }
        await #expect(processExitsWith: .failure) {
            SourceText.withText("ab") { text in _ = text.bytes[1..<3] }
        }
    }
}
