/// `* Title` … : a heading of any level and the blocks it owns (up to the next heading of the same
/// or a lower level, a `---` that closes it, a `===`, or the end of the document).
///
/// Headings are structural detached modifiers: a heading's section nests in the heading above it
/// of a lower level, so the tree holds the document's outline.
public struct Heading: Sendable, Hashable {
    /// The number of `*`, unbounded by the spec (renderers fold deep levels).
    public var level: Int
    /// The detached modifier extensions after the `*` (`* (x) Done`), in source order; empty when
    /// there are none.
    public var extensions: [DetachedModifierExtension]
    /// The title: one paragraph segment on the heading's line, after the modifier and its
    /// extensions, with inline markup parsed. Empty when nothing follows the modifier.
    public var title: [NorgInline]
    /// The title's source on the heading's line, without surrounding whitespace (empty, at the end of
    /// the line, when there is no title).
    public var titleRange: SourceRange
    /// The blocks the heading owns, deeper headings included; a `---` that closes the heading is
    /// its last block, a `===` is not (it belongs to the level it returns to).
    public var content: [NorgBlock]
    /// From the first `*` to the end of the last owned block's text (the closing `---`, if any).
    public var range: SourceRange
    /// The carryover tags (`#name …`, `+name …`) on the lines just above, which apply to the heading
    /// and its section, in source order.
    public var carryovers: [CarryoverTag]

    /// A heading with the given parts, for building trees by hand; the parser fills every field from
    /// the source.
    public init(level: Int, extensions: [DetachedModifierExtension] = [], title: [NorgInline],
                titleRange: SourceRange, content: [NorgBlock], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.level = level
        self.extensions = extensions
        self.title = title
        self.titleRange = titleRange
        self.content = content
        self.range = range
        self.carryovers = carryovers
    }

    /// The 1-based source line of the `*` prefix.
    public var line: Int { range.start.line }
}
