/// A run of list items of one kind, the spec's list object. Deeper items sit inside their parent
/// item's `content` as a nested `NorgList`.
public struct NorgList: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `-` items.
        case unordered
        /// `~` items, numbered by the renderer.
        case ordered
    }

    public var kind: Kind
    public var items: [ListItem]
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

    public init(kind: Kind, items: [ListItem], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.kind = kind
        self.items = items
        self.range = range
        self.carryovers = carryovers
    }
}

/// What follows a detached modifier that lets a nestable item hold complex content.
public enum DetachedModifierSuffix: Sendable, Hashable {
    case none
    /// `- :` — content up to the next paragraph break.
    case slide
    /// `- ::` — content up to the next item of the same or a lower level, or a delimiter.
    case indentSegment
}

public struct ListItem: Sendable, Hashable {
    /// The number of repeated `-` or `~`.
    public var level: Int
    public var extensions: [DetachedModifierExtension]
    public var suffix: DetachedModifierSuffix
    /// The item's paragraph (and, for slides and indent segments, any blocks), then nested lists.
    public var content: [NorgBlock]
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

    public init(level: Int, extensions: [DetachedModifierExtension] = [], suffix: DetachedModifierSuffix = .none,
                content: [NorgBlock], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.level = level
        self.extensions = extensions
        self.suffix = suffix
        self.content = content
        self.range = range
        self.carryovers = carryovers
    }

    /// The source line of the item's prefix.
    public var line: Int { range.start.line }
}
