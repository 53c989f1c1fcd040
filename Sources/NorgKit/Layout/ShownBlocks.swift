// What a reader of a document sees, said once for every renderer (NorgHTML, NorgUI, the exporter):
// which blocks show at all. The collections built over the shown blocks (headings, footnotes)
// read this rule too.

extension NorgBlock {
    /// False for what no renderer shows: `|comment` and `@comment`, macro definitions
    /// (`=name … =end`), `@document.meta` (read as the document's metadata instead) and anything
    /// a comment carryover tag hides (`isCommentedOut`).
    @inlinable public var isShown: Bool {
        switch self {
        case .rangedTag(let tag) where tag.kind == .macro || tag.name == "comment": false
        case .verbatimTag(let tag) where tag.name == "document.meta" || tag.name == "comment": false
        default: !isCommentedOut
        }
    }
}

extension RangedTag {
    /// What an `|example` shows as its source: `rawContent` without the indentation its non-blank
    /// lines share and without trailing blank lines (indentation is never significant in Norg, so
    /// an example reads as written at column 1).
    public var exampleSource: String {
        var lines = rawContent.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
            lines.removeLast()
        }
        let indentation = lines.lazy
            .filter { !$0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
            .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }
            .min() ?? 0
        return lines.map { $0.dropFirst(min(indentation, $0.prefix(while: { $0 == " " || $0 == "\t" }).count)) }
            .joined(separator: "\n")
    }
}
