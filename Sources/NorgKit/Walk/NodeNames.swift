// The one name of each kind of node, as `norg ast --format json` spells it; the skeleton
// vocabulary (`SkeletonPrinter`) differs from it only where it says so.

extension AttachedModifier {
    /// `bold`, `italic`, `underline`, `strikethrough`, `spoiler`, `superscript`, `subscript`, `null`.
    var name: String {
        switch self {
        case .bold: "bold"
        case .italic: "italic"
        case .underline: "underline"
        case .strikethrough: "strikethrough"
        case .spoiler: "spoiler"
        case .superscript: "superscript"
        case .subscript: "subscript"
        case .null: "null"
        }
    }
}

extension VerbatimModifier {
    /// `code`, `math`, `variable`.
    var name: String {
        switch self {
        case .code: "code"
        case .math: "math"
        case .variable: "variable"
        }
    }
}

extension RangeableItem.Kind {
    /// `definition`, `footnote`, `tableCell`.
    var name: String {
        switch self {
        case .definition: "definition"
        case .footnote: "footnote"
        case .tableCell: "tableCell"
        }
    }
}
