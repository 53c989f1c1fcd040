/// A run of list items of one kind, the spec's list object. Deeper items sit inside their parent
/// item's `content` as a nested `NorgList`.
public struct NorgList: Sendable, Hashable {
    /// Unordered or ordered.
    public enum Kind: Sendable, Hashable {
        /// `-` items.
        case unordered
        /// `~` items, numbered by the renderer.
        case ordered
    }

    /// Whether the items are `-` or `~`.
    public var kind: Kind
    /// The items, in source order.
    public var items: [ListItem]
    /// From the first item's prefix to the end of the last item.
    public var range: SourceRange
    /// The carryover tags that apply to the whole list.
    public var carryovers: [CarryoverTag]

    /// A list of `items`.
    public init(kind: Kind, items: [ListItem], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.kind = kind
        self.items = items
        self.range = range
        self.carryovers = carryovers
    }
}

/// What follows a detached modifier that lets a nestable item hold complex content.
public enum DetachedModifierSuffix: Sendable, Hashable {
    /// No suffix: the item holds its paragraph (and nested items).
    case none
    /// `- :` — content up to the next paragraph break.
    case slide
    /// `- ::` — content up to the next item of the same or a lower level, or a delimiter.
    case indentSegment
}

/// One `-` or `~` item of a list.
public struct ListItem: Sendable, Hashable {
    /// The number of repeated `-` or `~`.
    public var level: Int
    /// The detached modifier extensions after the prefix (`( )`, `(x|# A)`); a lone status is kept
    /// without an array, so reading them does not allocate.
    public var extensions: ExtensionList
    /// `:` or `::` after the prefix, if any.
    public var suffix: DetachedModifierSuffix
    /// The item's paragraph (and, for slides and indent segments, any blocks), then nested lists; a
    /// lone paragraph is kept without an array, so reading it does not allocate.
    public var content: ContentBlocks
    /// From the prefix to the end of the item's content.
    public var range: SourceRange
    /// The carryover tags that apply to this item.
    public var carryovers: [CarryoverTag]

    /// An item; `extensions` and `content` keep the arrays given (or only a lone status or paragraph).
    public init(level: Int, extensions: [DetachedModifierExtension] = [], suffix: DetachedModifierSuffix = .none,
                content: [NorgBlock], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.init(level: level, extensionList: ExtensionList(extensions), suffix: suffix,
                  contentBlocks: ContentBlocks(content), range: range, carryovers: carryovers)
    }

    /// An item of the parser's collections (their labels differ from the public `init`'s, whose
    /// array literals would otherwise be ambiguous).
    package init(level: Int, extensionList: ExtensionList, suffix: DetachedModifierSuffix,
                 contentBlocks: ContentBlocks, range: SourceRange, carryovers: [CarryoverTag]) {
        self.level = level
        self.extensions = extensionList
        self.suffix = suffix
        self.content = contentBlocks
        self.range = range
        self.carryovers = carryovers
    }

    /// The source line of the item's prefix.
    public var line: Int { range.start.line }
}
