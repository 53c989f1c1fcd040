extension LinkLocation {
    /// `shownText` read as inline markup, for a name that holds some: a standalone link location's
    /// "text is used as the link title" (1.0-specification.norg 1555–1556), and a title is inline
    /// content, so `{* contextual `|` delimiter}` (1238) shows `|` as code rather than its
    /// backticks. Nil when the name is plain text (most), a URL, a path, a date or a line: then
    /// `shownText` is what to show. Every renderer reads this one rule.
    package var shownContent: [NorgInline]? {
        switch innermostTarget {
        case .heading, .definition, .footnote, .tableCell, .generic, .wiki, .extendable: break
        default: return nil
        }
        let text = shownText
        guard text.utf8.contains(where: Self.mayOpenMarkup) else { return nil }
        let inlines = SourceText.withText(text) { source in
            InlineParser(source: source).parse([InlineSegment(start: 0, end: source.bytes.count, line: 0)])
        }
        if inlines.count == 1, case .text = inlines[0] { return nil }
        return inlines
    }

    /// The target a scoped location ends at; the target itself otherwise.
    private var innermostTarget: LinkTarget {
        var target = target
        while case .scoped(let scopes) = target, let innermost = scopes.last { target = innermost }
        return target
    }

    /// The bytes that can start inline markup: attached modifiers, escapes and linkables.
    private static func mayOpenMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "!"),
             UInt8(ascii: "^"), UInt8(ascii: ","), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: "$"),
             UInt8(ascii: "&"), UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"),
             UInt8(ascii: "|"), UInt8(ascii: ":"):
            true
        default:
            false
        }
    }
}
