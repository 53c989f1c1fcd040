/// A quote, `> text`: a nestable detached modifier whose level is the number of `>`.
///
/// Like a list item, a quote takes the paragraph that follows its modifier, up to a paragraph break.
/// Deeper nestable items that follow (`>> deeper`, or a `--` list) sit in `content`, nested.
public struct Quote: Sendable, Hashable {
    /// The number of `>` (1 for `>`, 2 for `>>`), never the indentation.
    public var level: Int
    /// The detached modifier extensions after the modifier (`> (x) text`), in source order; empty
    /// when there are none.
    public var extensions: [DetachedModifierExtension]
    /// The quoted paragraph (absent when the quote line holds only the modifier), then the deeper
    /// quotes and lists nested in it.
    public var content: [NorgBlock]
    /// From the `>` to the end of the last content block's text.
    public var range: SourceRange
    /// The carryover tags (`#name …`, `+name …`) on the lines just above, which apply to this quote,
    /// in source order.
    public var carryovers: [CarryoverTag]

    /// A quote with the given parts, for building trees by hand; the parser fills every field from
    /// the source.
    public init(level: Int, extensions: [DetachedModifierExtension] = [], content: [NorgBlock],
                range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.level = level
        self.extensions = extensions
        self.content = content
        self.range = range
        self.carryovers = carryovers
    }

    /// The 1-based source line of the `>` modifier.
    public var line: Int { range.start.line }
}
