/// A block of a Norg document. Containers (headings, list items, quotes, range-able items, standard
/// ranged tags) hold their content as `[NorgBlock]`, so the tree mirrors the spec's nesting.
///
/// The cases larger than a list are boxed (`indirect`): unboxed, every block took the size of the
/// largest case, 96 bytes, and a list item holding one paragraph paid that for it. Boxed, a block
/// is 56 bytes (6.23 → 5.92 bytes per input byte on the notes). In the second session boxing made
/// heading-heavy documents 1.4× slower; since the builder moves finished blocks instead of copying
/// them, heading, quote and footnote shapes run within 3 % of the unboxed tree.
public enum NorgBlock: Sendable, Hashable {
    indirect case heading(Heading)
    case paragraph(Paragraph)
    /// A run of `-` or `~` items not broken by a blank line (the spec's grouping).
    case list(NorgList)
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

    /// Visits the runs of blocks directly inside this one, in source order: a list's items one by
    /// one, so no block is copied (`childBlocks` copies a list's items into one array), and an
    /// item's lone paragraph without an array (`ContentBlocks`).
    package func forEachChildRun(_ body: (ContentBlocks) throws -> Void) rethrows {
        if case .list(let list) = self {
            for item in list.items { try body(item.content) }
        } else {
            try body(ContentBlocks(childBlocks))
        }
    }

    /// The blocks directly inside this one (list items' content included), in source order.
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
    public enum Strength: Sendable, Hashable {
        case strong
        case weak
    }

    public var strength: Strength
    public var name: String
    public var parameters: [String]
    public var range: SourceRange

    public init(strength: Strength, name: String, parameters: [String], range: SourceRange) {
        self.strength = strength
        self.name = name
        self.parameters = parameters
        self.range = range
    }
}

public struct Paragraph: Sendable, Hashable {
    public var content: [NorgInline]
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

    public init(content: [NorgInline], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.content = content
        self.range = range
        self.carryovers = carryovers
    }
}

/// `---` closes one level, `===` closes all, `___` is a horizontal rule.
public struct Delimiter: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case weak
        case strong
        case horizontalRule
    }

    public var kind: Kind
    public var range: SourceRange

    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
