/// A definition (`$`), footnote (`^`) or table cell (`:`), in its single form (`$ Term` + one
/// paragraph) or ranged form (`$$ Term` … `$$`, any blocks).
public struct RangeableItem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable, CaseIterable {
        case definition
        case footnote
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

    public var kind: Kind
    public var isRanged: Bool
    public var extensions: [DetachedModifierExtension]
    /// The title, a verbatim paragraph segment: no markup is parsed in it.
    public var title: String
    public var titleRange: SourceRange
    public var content: [NorgBlock]
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

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

    public var line: Int { range.start.line }
}
