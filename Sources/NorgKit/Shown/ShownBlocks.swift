// What a reader of a document sees, said once for every renderer (NorgHTML, NorgUI, NorgExport):
// which blocks show at all, and which tags' content shows as blocks. The walk of the shown blocks
// (`forEachShownBlock`) and the collections made over it (`DocumentOutline`, `footnotes`, `title`)
// read this rule; so does `TaskScanner`.

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
    /// True when the blocks inside the tag are blocks a reader sees: false for `|comment` (it
    /// evaluates to nothing), `|example` (shown as its source, "without it being rendered and
    /// treated as physical markup", spec line 823) and a macro definition (`=name … =end`, a
    /// template). What the tag holds then has no headings, footnotes or tasks of the document.
    @inlinable public var holdsShownBlocks: Bool { kind == .standard && !holdsInertContent }
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
