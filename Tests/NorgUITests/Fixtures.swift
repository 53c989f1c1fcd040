import NorgKit

/// Small builders for hand-made documents: each node gets a distinct range from its offset.
enum Fixture {
    static func range(_ offset: Int, line: Int? = nil) -> SourceRange {
        let line = line ?? offset + 1
        return SourceRange(start: SourcePosition(line: line, column: 1, offset: offset),
                           end: SourcePosition(line: line, column: 2, offset: offset + 1))
    }

    static func text(_ string: String, at offset: Int = 0) -> NorgInline {
        .text(NorgText(string), range: range(offset))
    }

    static func styled(_ modifier: AttachedModifier, _ children: [NorgInline], at offset: Int = 0) -> NorgInline {
        .styled(StyledSpan(modifier: modifier, children: children, range: range(offset)))
    }

    static func paragraph(_ string: String, at offset: Int) -> NorgBlock {
        .paragraph(Paragraph(content: [text(string, at: offset)], range: range(offset)))
    }

    static func item(_ string: String, at offset: Int, level: Int = 1, status: TaskStatus? = nil,
                     nested: [NorgBlock] = []) -> ListItem {
        let extensions = status.map {
            [DetachedModifierExtension(kind: .status($0), parameter: nil, range: range(offset), characterRange: range(offset))]
        } ?? []
        return ListItem(level: level, extensions: extensions, content: [paragraph(string, at: offset + 2)] + nested,
                        range: range(offset))
    }

    static func list(_ kind: NorgList.Kind, _ items: [ListItem]) -> NorgBlock {
        .list(NorgList(kind: kind, items: items, range: items.first?.range ?? range(0)))
    }

    static func link(_ target: LinkTarget, raw: String, description: String? = nil, at offset: Int) -> InlineLink {
        InlineLink(location: LinkLocation(target: target, rawText: raw),
                   description: description.map { [text($0, at: offset + 1)] }, range: range(offset))
    }

    static func cell(_ title: String, _ body: String, at offset: Int) -> NorgBlock {
        .rangeable(RangeableItem(kind: .tableCell, isRanged: false, title: title, titleRange: range(offset),
                                 content: [paragraph(body, at: offset + 2)], range: range(offset)))
    }
}
