/// A range-able detached modifier: a definition (`$`), footnote (`^`) or table cell (`:`), in its
/// single form (`$ Term` + the paragraph that follows) or ranged form (`$$ Term` … `$$`, any blocks).
///
/// Consecutive items of one kind form one object in the spec (a definition list, a table); the
/// model keeps them as sibling blocks, and renderers group them.
public struct RangeableItem: Sendable, Hashable {
    /// Which range-able modifier this is.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// `$ Term`: a definition; its title is the term, its content the definition.
        case definition
        /// `^ Note`: a footnote; its title names it for `{^ Note}` links.
        case footnote
        /// `: A1`: a table cell; its title is the cell's position or motion, its content the cell.
        case tableCell

        /// The modifier character: `$`, `^` or `:`.
        public var character: Character {
            switch self {
            case .definition: "$"
            case .footnote: "^"
            case .tableCell: ":"
            }
        }
    }

    /// Definition, footnote or table cell.
    public var kind: Kind
    /// True for the ranged form (`$$`, `^^`, `::` closed by the same two characters alone on a
    /// line). A doubled modifier that is never closed is read as the single form, with a diagnostic.
    public var isRanged: Bool
    /// The detached modifier extensions after the modifier (`$ (x) Term`), in source order; empty
    /// when there are none.
    public var extensions: [DetachedModifierExtension]
    /// The title, a verbatim paragraph segment: no markup is parsed in it. It runs to the end of the
    /// line, or to an intersecting modifier ` : `, after which the content starts on the same line
    /// (`: A1 : cell text`). Empty when the line has nothing after the modifier.
    public var title: String
    /// The title's source on the modifier's line, without surrounding whitespace.
    public var titleRange: SourceRange
    /// The single form's paragraph (which may follow the title line after blank lines; empty when
    /// none follows), or the ranged form's blocks up to the closing line. A title's ` : ` makes the
    /// text after it the first paragraph here.
    public var content: [NorgBlock]
    /// From the modifier to the end of the last content block's text, or, for the ranged form, to
    /// the end of the closing `$$`.
    public var range: SourceRange
    /// The carryover tags (`#name …`, `+name …`) on the lines just above, which apply to this item,
    /// in source order.
    public var carryovers: [CarryoverTag]

    /// An item with the given parts, for building trees by hand; the parser fills every field from
    /// the source.
    public init(kind: Kind, isRanged: Bool, extensions: [DetachedModifierExtension] = [], title: String,
                titleRange: SourceRange, content: [NorgBlock], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.kind = kind
        self.isRanged = isRanged
        self.extensions = extensions
        self.title = title
        self.titleRange = titleRange
        self.content = content
        self.range = range
        self.carryovers = carryovers
    }

    /// The 1-based source line of the modifier.
    public var line: Int { range.start.line }
}
