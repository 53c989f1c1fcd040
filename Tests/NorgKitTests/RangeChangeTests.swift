import Testing
import NorgKit

/// Setting a node's `range` changes only its range: every other public read is what it was, for
/// every form the node can be kept in (parsed from source, or built by hand).
@Suite struct RangeChangeTests {
    static let moved = SourceRange(start: SourcePosition(line: 7, column: 3, offset: 90),
                                   end: SourcePosition(line: 7, column: 40, offset: 127))

    /// Every public read of a link but its range.
    struct LinkReads: Equatable {
        let form: InlineLink.Form
        let location: LinkLocation?
        let urlText: String?
        let description: InlineChildren?
        let onlyText: NorgText?
        let attributes: [ModifierAttribute]
        let name: String?
        let target: String?
        let isAnchor: Bool

        init(_ link: InlineLink) {
            form = link.form
            location = link.location
            urlText = link.urlText?.string
            description = link.description
            onlyText = link.description?.onlyText
            attributes = link.attributes
            name = link.name
            target = link.target
            isAnchor = link.isAnchor
        }
    }

    /// Every public read of a styled span but its range.
    struct SpanReads: Equatable {
        let modifier: AttachedModifier
        let isFreeForm: Bool
        let attributes: [ModifierAttribute]
        let children: InlineChildren
        let nodes: [NorgInline]
        let onlyText: NorgText?

        init(_ span: StyledSpan) {
            modifier = span.modifier
            isFreeForm = span.isFreeForm
            attributes = span.attributes
            children = span.children
            nodes = Array(span.children)
            onlyText = span.children.onlyText
        }
    }

    /// A URL on one line with and without a plain description (kept as source), a plain
    /// description with another location (its text kept as source), a URL with a marked-up
    /// description, anchors, and a link whose URL spans lines.
    @Test(arguments: ["{https://x.org/a}", "{https://x.org/a}[the site]", "{* Heading}[plain words]",
                      "{https://x.org}[*bold* text]", "[anchor]{https://x.org}", "[anchor][shown]",
                      "{https://x.org}[desc](color:red)", "{:file:}[a file]"])
    func settingAParsedLinksRangeChangesNothingElse(_ text: String) throws {
        guard case .link(let parsed)? = Self.nodes(text).first else { throw Unexpected.node(text) }
        var link = parsed
        link.range = Self.moved
        #expect(link.range == Self.moved)
        #expect(LinkReads(link) == LinkReads(parsed))
    }

    @Test func settingABuiltLinksRangeChangesNothingElse() {
        let location = LinkLocation(target: .url("https://x.org"), rawText: "https://x.org")
        let built = [
            InlineLink(location: location, range: Self.moved),
            InlineLink(location: location, description: [.text("one", range: Self.moved)], range: Self.moved),
            InlineLink(form: .anchorDeclaration, location: nil, description: [], range: Self.moved, name: "a"),
        ]
        for original in built {
            var link = original
            link.range = SourceRange(start: Self.moved.end, end: Self.moved.end)
            #expect(LinkReads(link) == LinkReads(original))
        }
    }

    @Test(arguments: ["*bold*", "*bold /italic/*", "*two\nlines*", "*bold*(color:red)", "*|free form|*"])
    func settingAParsedSpansRangeChangesNothingElse(_ text: String) throws {
        guard case .styled(let parsed)? = Self.nodes(text).first else { throw Unexpected.node(text) }
        var span = parsed
        span.range = Self.moved
        #expect(span.range == Self.moved)
        #expect(SpanReads(span) == SpanReads(parsed))
    }

    @Test func settingABuiltSpansRangeChangesNothingElse() {
        let original = StyledSpan(modifier: .italic, children: [.text("words", range: Self.moved)], range: Self.moved)
        var span = original
        span.range = SourceRange(start: Self.moved.end, end: Self.moved.end)
        #expect(SpanReads(span) == SpanReads(original))
    }

    /// A span's children set to the text its markers enclose read back the same, and the span
    /// equals the parsed one.
    @Test func settingASpansChildrenToItsOwnTextReadsBackTheSame() throws {
        guard case .styled(let parsed)? = Self.nodes("*bold*").first else { throw Unexpected.node("*bold*") }
        var span = parsed
        span.children = parsed.children
        #expect(span == parsed)
        #expect(SpanReads(span) == SpanReads(parsed))
    }

    static func nodes(_ text: String) -> [NorgInline] {
        guard case .paragraph(let paragraph)? = NorgParser.parse(text).blocks.first else { return [] }
        return paragraph.content
    }

    enum Unexpected: Error {
        case node(String)
    }
}
