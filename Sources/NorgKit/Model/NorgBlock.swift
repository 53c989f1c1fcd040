/// A block of a Norg document. Containers (headings, quotes, range-able items, standard ranged
/// tags) hold their content as `[NorgBlock]`, a list item as `ContentBlocks`, so the tree mirrors
/// the spec's nesting.
///
/// The cases larger than a list are boxed (`indirect`), so that a block is 56 bytes rather than the
/// size of the largest case: most blocks are paragraphs and lists. The builder moves finished
/// blocks into their boxes instead of copying them.
public enum NorgBlock: Sendable, Hashable {
    /// `*` … `******` and a title: a heading, holding the blocks up to the next heading of its level or higher.
    indirect case heading(Heading)
    /// Lines of inline content, up to a blank line or a block that ends it.
    case paragraph(Paragraph)
    /// A run of `-` or `~` items not broken by a blank line (the spec's grouping).
    case list(NorgList)
    /// `>` … `>>>>>>`: a quote and its nested content.
    indirect case quote(Quote)
    /// A definition `$`, footnote `^` or table cell `:`, single or ranged.
    indirect case rangeable(RangeableItem)
    /// `@name … @end`: raw content (`@code`, `@math`, `@document.meta`, `@table`, `@embed` …).
    indirect case verbatimTag(VerbatimRangedTag)
    /// `|name … |end` or `=name … =end`: Norg content.
    indirect case rangedTag(RangedTag)
    /// `.name params`: a one-line tag (`.image`, `.toc`, `.include`).
    indirect case infirmTag(InfirmTag)
    /// `---`, `===` or `___`.
    case delimiter(Delimiter)

    /// The source the block spans, its content included.
    public var range: SourceRange {
        switch self {
        case .heading(let node): node.range
        case .paragraph(let node): node.range
        case .list(let node): node.range
        case .quote(let node): node.range
        case .rangeable(let node): node.range
        case .verbatimTag(let node): node.range
        case .rangedTag(let node): node.range
        case .infirmTag(let node): node.range
        case .delimiter(let node): node.range
        }
    }

    /// The carryover tags (`#name`, `+name`) that apply to this block.
    public var carryovers: [CarryoverTag] {
        switch self {
        case .heading(let node): node.carryovers
        case .paragraph(let node): node.carryovers
        case .list(let node): node.carryovers
        case .quote(let node): node.carryovers
        case .rangeable(let node): node.carryovers
        case .verbatimTag(let node): node.carryovers
        case .rangedTag(let node): node.carryovers
        case .infirmTag(let node): node.carryovers
        case .delimiter: []
        }
    }

    /// Visits the runs of blocks directly inside this one, in source order: a list's items' content
    /// one by one (`childBlocks` copies them into one array), anything else's content at once.
    package func forEachChildRun(_ body: (ContentBlocks) throws -> Void) rethrows {
        if case .list(let list) = self {
            for item in list.items { try body(item.content) }
        } else {
            try body(ContentBlocks(childBlocks))
        }
    }

    /// The blocks directly inside this one (list items' content included), in source order. For a
    /// list this allocates an array of its items' blocks.
    public var childBlocks: [NorgBlock] {
        switch self {
        case .heading(let node): node.content
        case .list(let node): node.items.flatMap(\.content)
        case .quote(let node): node.content
        case .rangeable(let node): node.content
        case .rangedTag(let node): node.content
        case .paragraph, .verbatimTag, .infirmTag, .delimiter: []
        }
    }
}

/// `#name params` (strong: applies to the next object) or `+name params` (weak: the next item).
public struct CarryoverTag: Sendable, Hashable {
    /// Whether the tag applies to the next object (`#`) or the next item (`+`).
    public enum Strength: Sendable, Hashable {
        /// `#name`: the next object.
        case strong
        /// `+name`: the next item only.
        case weak
    }

    /// `#` or `+`.
    public var strength: Strength
    /// The tag's name, e.g. `comment` or `name`.
    public var name: String
    /// The space-separated words after the name.
    public var parameters: [String]
    /// The tag's line.
    public var range: SourceRange

    /// A carryover tag.
    public init(strength: Strength, name: String, parameters: [String], range: SourceRange) {
        self.strength = strength
        self.name = name
        self.parameters = parameters
        self.range = range
    }
}

/// Lines of inline content up to a blank line or another block.
public struct Paragraph: Sendable, Hashable {
    /// The paragraph's inline nodes (its line endings are `.softBreak`s).
    public var content: [NorgInline]
    /// From the first character to the end of the last line.
    public var range: SourceRange
    /// The carryover tags that apply to the paragraph.
    public var carryovers: [CarryoverTag]

    /// A paragraph of `content`.
    public init(content: [NorgInline], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.content = content
        self.range = range
        self.carryovers = carryovers
    }
}

/// `---` closes one level, `===` closes all, `___` is a horizontal rule.
public struct Delimiter: Sendable, Hashable {
    /// Which delimiter.
    public enum Kind: Sendable, Hashable {
        /// `---`: closes one heading level.
        case weak
        /// `===`: closes every heading level.
        case strong
        /// `___`: a horizontal rule.
        case horizontalRule
    }

    /// Which delimiter.
    public var kind: Kind
    /// The delimiter's line.
    public var range: SourceRange

    /// A delimiter.
    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
