/// `> text`: a quote of some level. Deeper quotes that follow sit in `content` as nested quotes.
public struct Quote: Sendable, Hashable {
    public var level: Int
    public var extensions: [DetachedModifierExtension]
    public var content: [NorgBlock]
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

    public init(level: Int, extensions: [DetachedModifierExtension] = [], content: [NorgBlock],
                range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.level = level
        self.extensions = extensions
        self.content = content
        self.range = range
        self.carryovers = carryovers
    }

    public var line: Int { range.start.line }
}
