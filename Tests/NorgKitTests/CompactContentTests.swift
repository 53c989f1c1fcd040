import Testing
@testable import NorgKit

/// A styled span of one plain line and a link's plain one-line description are kept as a slice of
/// the source, not as a one-node array: they must read, compare and hash exactly as the nodes would,
/// and their one text node is `InlineChildren.onlyText` like any lone text child.
@Suite struct CompactContentTests {
    static func position(_ offset: Int) -> SourcePosition {
        SourcePosition(line: 1, column: offset + 1, offset: offset)
    }

    static func range(_ offsets: Range<Int>) -> SourceRange {
        SourceRange(start: position(offsets.lowerBound), end: position(offsets.upperBound))
    }

    @Test func aPlainSpanReadsComparesAndHashesLikeItsTextNode() throws {
        let nodes = inlineNodes("a *bold words* b")
        guard case .styled(let parsed) = nodes[1] else { throw Failure.unexpected(nodes) }
        #expect(parsed.children.onlyText == "bold words")
        #expect(parsed.children == [.text("bold words", range: Self.range(3..<13))])
        let spelledOut = StyledSpan(modifier: .bold, children: [.text("bold words", range: Self.range(3..<13))],
                                    range: Self.range(2..<14))
        #expect(spelledOut.children.onlyText == "bold words")
        #expect(parsed == spelledOut)
        #expect(Set([parsed, spelledOut]).count == 1)
        // A different text is a different span, whichever way each is kept.
        let other = StyledSpan(modifier: .bold, children: [.text("bold wordz", range: Self.range(3..<13))],
                               range: Self.range(2..<14))
        #expect(parsed != other)
    }

    @Test func settingTheChildrenOfAPlainSpanReplacesItsText() throws {
        guard case .styled(var span) = inlineNodes("*bold*")[0] else { throw Failure.unexpected([]) }
        span.children = [.text("new", range: Self.range(1..<4)), .softBreak(range: Self.range(4..<5))]
        #expect(span.children.onlyText == nil)
        #expect(span.children.count == 2)
    }

    /// The text of a compact span or description follows from the node's range: moving the range
    /// must not move the text.
    @Test func movingTheRangeKeepsTheText() throws {
        guard case .styled(var span) = inlineNodes("*bold*")[0],
              case .link(var link) = inlineNodes("{https://x.org}[site]")[0] else { throw Failure.unexpected([]) }
        let children = span.children
        let description = link.description
        span.range = Self.range(10..<16)
        link.range = Self.range(10..<31)
        #expect(span.children == children && span.children.onlyText == "bold")
        #expect(link.description == description && link.description?.onlyText == "site")
    }

    /// Whatever form a span is kept in, a lone text child reads as `onlyText`, and only then.
    @Test(arguments: [("*bold /italic/*", nil), ("*two\nlines*", nil), ("*bold*(color:red)", "bold"),
                      ("*|free form|*", "free form")] as [(String, NorgText?)])
    func aSpanOfOneTextNodeReadsItAsOnlyText(_ text: String, only: NorgText?) throws {
        guard case .styled(let span) = inlineNodes(text)[0] else { throw Failure.unexpected(inlineNodes(text)) }
        #expect(span.children.onlyText == only)
        #expect((span.children.count == 1 && span.children.first.map { if case .text = $0 { true } else { false } } == true)
            == (only != nil))
    }

    @Test func aPlainDescriptionReadsComparesAndHashesLikeItsTextNode() throws {
        let nodes = inlineNodes("see {https://example.org}[the site] now")
        guard case .link(let parsed) = nodes[1] else { throw Failure.unexpected(nodes) }
        #expect(parsed.description?.onlyText == "the site")
        #expect(parsed.description == [.text("the site", range: Self.range(26..<34))])
        var spelledOut = InlineLink(location: parsed.location, description: [.text("the site", range: Self.range(26..<34))],
                                    range: Self.range(4..<35))
        #expect(parsed == spelledOut)
        #expect(Set([parsed, spelledOut]).count == 1)
        spelledOut.description = nil
        #expect(spelledOut.description == nil && parsed != spelledOut)
    }

    @Test(arguments: [("{https://x.org}[*bold*]", nil), ("{https://x.org}[desc](color:red)", "desc"),
                      ("{https://x.org}", nil), ("[anchor]{https://x.org}", "anchor")] as [(String, NorgText?)])
    func aDescriptionOfOneTextNodeReadsItAsOnlyText(_ text: String, only: NorgText?) throws {
        guard case .link(let link) = inlineNodes(text)[0] else { throw Failure.unexpected(inlineNodes(text)) }
        #expect(link.description?.onlyText == only)
    }

    /// A one-line URL is kept as the bytes it slices; `location` makes the same value a parsed
    /// `String` would be, invalid UTF-8 repaired alike.
    @Test(arguments: ["https://example.org/a?b=c", "mailto:someone@example.org", "https://x.org/\u{00E9}t\u{00E9}"])
    func aURLReadsComparesAndHashesLikeItsString(url: String) throws {
        let nodes = inlineNodes("see {\(url)}[it]")
        guard case .link(let parsed) = nodes[1] else { throw Failure.unexpected(nodes) }
        #expect(parsed.urlText?.string == url)
        #expect(parsed.location == LinkLocation(target: .url(url), rawText: url))
        var spelledOut = InlineLink(location: LinkLocation(target: .url(url), rawText: url),
                                    description: parsed.description.map(Array.init), range: parsed.range)
        #expect(spelledOut.urlText == nil)
        #expect(parsed == spelledOut)
        #expect(Set([parsed, spelledOut]).count == 1)
        spelledOut.location = LinkLocation(target: .url(url + "x"), rawText: url + "x")
        #expect(parsed != spelledOut)
    }

    @Test func aURLOfInvalidUTF8IsRepairedAsAStringWouldBe() throws {
        let bytes = Array("{https://x.org/".utf8) + [0xFF, 0xFE] + Array("}".utf8)
        let document = NorgParser.parse(bytes: bytes)
        guard case .paragraph(let paragraph)? = document.blocks.first, case .link(let link)? = paragraph.content.first
        else { throw Failure.unexpected([]) }
        let repaired = String(decoding: bytes[1..<(bytes.count - 1)], as: UTF8.self)
        #expect(link.urlText != nil)
        #expect(link.location?.target == .url(repaired))
        #expect(link.target == repaired)
    }

    @Test(arguments: ["{:file:}", "{* Heading}", "{# target}", "{12}", "{/ path.txt}"])
    func otherLocationsAreKeptAsParsed(_ text: String) throws {
        guard case .link(let link) = inlineNodes(text)[0] else { throw Failure.unexpected(inlineNodes(text)) }
        #expect(link.urlText == nil)
        #expect(link.location != nil)
    }

    /// `{url}[text]` on one line keeps only its source: each part changed through the API must read
    /// back as set, with the others as they were, and moving the range must not move them.
    @Test func aSourceURLLinkKeepsItsPartsThroughEveryChange() throws {
        let nodes = inlineNodes("see {https://x.org/a}[the site] now")
        guard case .link(let parsed) = nodes[1] else { throw Failure.unexpected(nodes) }
        #expect(parsed.urlText?.string == "https://x.org/a")
        #expect(parsed.description?.onlyText == "the site")
        #expect(parsed.form == .link && parsed.attributes.isEmpty && parsed.name == nil)

        var moved = parsed
        moved.range = Self.range(0..<10)
        #expect(moved.location == parsed.location)
        #expect(moved.description == parsed.description)
        #expect(moved.range == Self.range(0..<10))

        var renamed = parsed
        renamed.form = .anchorDefinition
        renamed.name = "site"
        #expect(renamed.form == .anchorDefinition && renamed.name == "site")
        #expect(renamed.location == parsed.location && renamed.description == parsed.description)
        #expect(renamed != parsed)

        var attributed = parsed
        attributed.attributes = [ModifierAttribute(name: "color", value: "red")]
        #expect(attributed.attributes.count == 1 && attributed.description == parsed.description)

        var relocated = parsed
        relocated.location = LinkLocation(target: .url("https://y.org"), rawText: "https://y.org")
        #expect(relocated.urlText == nil)
        #expect(relocated.target == "https://y.org" && relocated.description?.onlyText == "the site")

        var undescribed = parsed
        undescribed.description = nil
        #expect(undescribed.description == nil && undescribed.urlText?.string == "https://x.org/a")
    }

    @Test(arguments: ["{https://x.org}", "{https://x.org}[plain words]"])
    func aURLLinkOnOneLineComparesLikeItsSpelledOutParts(_ text: String) throws {
        guard case .link(let parsed) = inlineNodes(text)[0] else { throw Failure.unexpected(inlineNodes(text)) }
        let spelledOut = InlineLink(location: parsed.location, description: parsed.description.map(Array.init),
                                    range: parsed.range)
        #expect(parsed == spelledOut)
        #expect(Set([parsed, spelledOut]).count == 1)
        #expect((parsed.description != nil) == text.hasSuffix("]"))
    }

    enum Failure: Error {
        case unexpected([NorgInline])
    }
}
