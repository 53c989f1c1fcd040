import Testing
@testable import NorgKit

@Suite struct SourceTextTests {
    @Test func lineTableCountsLFCRAndCRLFAsOneLineEndingEach() {
        SourceText.withText("a\nb\r\nc\rd") { text in
            #expect(text.lineStarts == [0, 2, 5, 7])
            #expect(text.position(at: 5) == SourcePosition(line: 3, column: 1, offset: 5))
            #expect(text.position(at: 8) == SourcePosition(line: 4, column: 2, offset: 8))
        }
    }

    @Test func taskStatusCharactersRoundTrip() {
        for status in TaskStatus.allCases {
            #expect(TaskStatus(character: status.character) == status)
        }
        #expect(TaskStatus(character: "y") == nil)
    }

    /// Every inline sits in an array of `NorgInline`, so its stride is memory per node: the spans
    /// keep their one-byte fields last, and a verbatim span its attributes with its content, to
    /// hold it at 48 bytes.
    @Test func inlineNodesStayCompact() {
        #expect(MemoryLayout<NorgInline>.stride <= 48)
        // A link sits in its node unboxed: its rarer parts have a box of their own.
        #expect(MemoryLayout<InlineLink>.size < 48)
    }

    /// The modifiers open around a nesting level are a bitmask: each modifier has a bit of its own.
    @Test func attachedModifierSetHoldsEachModifierApart() {
        for first in AttachedModifier.allCases {
            var set: AttachedModifierSet = []
            #expect(set.isEmpty)
            set.insert(first)
            for second in AttachedModifier.allCases {
                #expect(set.contains(second) == (first == second))
            }
        }
        let both: AttachedModifierSet = [.bold, .null]
        #expect(both.contains(.bold) && both.contains(.null) && !both.contains(.italic))
    }

    /// Blocks sit in arrays of `NorgBlock` (a list item's one paragraph among them): the large,
    /// rarer cases are boxed so that every block does not take their size.
    @Test func blocksStayCompact() {
        #expect(MemoryLayout<NorgBlock>.stride <= 56)
    }

    /// Every task holds two optional timestamps inline and is copied as the scanner collects
    /// tasks: a timestamp's fields are a byte each (the year four), packed after its strings.
    @Test func taskTimestampsStayCompact() {
        #expect(MemoryLayout<TaskTimestamp>.size <= 56)
    }

    /// The attributes of a verbatim span share a field with its content; reading and changing
    /// either keeps the other, and spans compare by what they hold.
    @Test func verbatimAttributesAndContentAreIndependentProperties() {
        let range = SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0),
                                end: SourcePosition(line: 1, column: 6, offset: 5))
        var span = VerbatimSpan(modifier: .code, content: "x", range: range)
        #expect(span.attributes.isEmpty)
        span.attributes = [ModifierAttribute(name: "lang", value: "swift")]
        #expect(span.content == "x")
        span.content = "y"
        #expect(span.attributes == [ModifierAttribute(name: "lang", value: "swift")])
        #expect(span == VerbatimSpan(modifier: .code, content: "y", attributes: [ModifierAttribute(name: "lang", value: "swift")],
                                     range: range))
        span.attributes = []
        #expect(span == VerbatimSpan(modifier: .code, content: "y", range: range))
        #expect(span.hashValue == VerbatimSpan(modifier: .code, content: "y", range: range).hashValue)
    }

    /// The parser reuses its scratch arrays from paragraph to paragraph; a paragraph with nothing to
    /// pair keeps one of them as its node array, which must not carry the capacity a longer
    /// paragraph before it left there (that slack cost 0.2 bytes per input byte).
    @Test func nodeArraysDoNotKeepAnEarlierParagraphsCapacity() {
        let long = (0..<200).map { "*b\($0)* {https://x.org/\($0)}[l]" }.joined(separator: " ")
        let document = NorgParser.parse(long + "\n\nshort {https://a.org}[link] text\n")
        guard document.blocks.count == 2, case .paragraph(let short) = document.blocks[1] else {
            Issue.record("expected two paragraphs")
            return
        }
        #expect(short.content.count == 3)
        #expect(short.content.capacity <= short.content.count + 2)
    }

    /// Containers collect their blocks in the builder's one shared array and take them out at
    /// exact size: no capacity left over from growing, and a sibling's blocks never leak in.
    @Test func containerBlockArraysAreExactAndTheirOwn() {
        let paragraphs = (1...9).map { "Paragraph \($0)." }.joined(separator: "\n\n")
        let source = "* One\n\(paragraphs)\n- item a\n- item b\n  -- nested\n* Two\nLast.\n"
        let document = NorgParser.parse(source)
        guard document.blocks.count == 2, case .heading(let one) = document.blocks[0],
              case .heading(let two) = document.blocks[1] else {
            Issue.record("expected two headings in \(document.blocks)")
            return
        }
        #expect(one.content.count == 10)
        #expect(one.content.capacity <= one.content.count + 1)
        guard case .list(let list) = one.content.last else {
            Issue.record("expected the list last")
            return
        }
        #expect(list.items.count == 2)
        #expect(list.items.capacity <= list.items.count + 1)
        #expect(list.items[1].content.count == 2)
        #expect(two.content.count == 1)
    }
}
