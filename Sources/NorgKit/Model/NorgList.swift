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
    public var extensions: [DetachedModifierExtension] {
        get { extensionList.array }
        set { extensionList = ExtensionList(newValue) }
    }
    public var suffix: DetachedModifierSuffix
    /// The item's paragraph (and, for slides and indent segments, any blocks), then nested lists.
    public var content: [NorgBlock] {
        get { contentBlocks.array }
        set { contentBlocks = ContentBlocks(newValue) }
    }
    public var range: SourceRange
    public var carryovers: [CarryoverTag]
    /// `extensions` and `content` as stored: a lone status and a lone paragraph without an array.
    /// Renderers and walks read these, so that reading an item builds no array either.
    package private(set) var extensionList: ExtensionList
    package private(set) var contentBlocks: ContentBlocks

    public init(level: Int, extensions: [DetachedModifierExtension] = [], suffix: DetachedModifierSuffix = .none,
                content: [NorgBlock], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.init(level: level, extensionList: ExtensionList(extensions), suffix: suffix,
                  contentBlocks: ContentBlocks(content), range: range, carryovers: carryovers)
    }

    /// `extensionList` and `contentBlocks` must be canonical (their `init`s make them so).
    package init(level: Int, extensionList: ExtensionList, suffix: DetachedModifierSuffix,
                 contentBlocks: ContentBlocks, range: SourceRange, carryovers: [CarryoverTag]) {
        self.level = level
        self.extensionList = extensionList
        self.suffix = suffix
        self.contentBlocks = contentBlocks
        self.range = range
        self.carryovers = carryovers
    }

    /// The source line of the item's prefix.
    public var line: Int { range.start.line }
}
