/// `* Title` … : a heading of any level and the blocks it owns (up to the next heading of the same
/// or a lower level, a `---` that closes it, a `===`, or the end of the document).
public struct Heading: Sendable, Hashable {
    /// The number of `*`, unbounded by the spec (renderers fold deep levels).
    public var level: Int
    public var extensions: [DetachedModifierExtension]
    public var title: [NorgInline]
    public var titleRange: SourceRange
    public var content: [NorgBlock]
    /// From the first `*` to the end of the last owned block (or the closing delimiter).
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

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

    /// The source line of the `*` prefix.
    public var line: Int { range.start.line }
}
