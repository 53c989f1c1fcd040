/// What the parser noticed while building a document that lets the link index and the views skip
/// work. Kept in `NorgDocument.parseNotes`, dropped as soon as the blocks change, and not part of
/// the document's value: every notes value equals every other and hashes to nothing, so the
/// document's synthesised equality is that of what users see.
struct ParseNotes: Sendable, Hashable {
    /// False when the parser saw that no inline node is a link target, an anchor or a link into
    /// the document: the link index then has nothing to find in inline content and skips walking
    /// it (a third of building the index on notes).
    var mayHoldInlineLinkables = true
    /// The blocks the link index records, in document order, as the parser noted them; nil when
    /// not known (a document built or changed by hand), and the index walks the blocks instead.
    var linkableBlocks: [LinkableBlock]?
    /// The source whose parse the blocks are (nil for a document built by hand). Two documents
    /// parsed from the same bytes have equal blocks, which `hasSameContent(as:)` then knows without
    /// walking them.
    var parsedSource: SourceStorage?

    static func == (lhs: ParseNotes, rhs: ParseNotes) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
