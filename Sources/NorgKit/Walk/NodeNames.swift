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

extension NorgBlock {
    /// The block's `type`: `heading`, `paragraph`, `list`, `quote`, a range-able item's kind,
    /// `verbatimTag`, `rangedTag` or `macroTag`, `infirmTag`, `delimiter`.
    var name: String {
        switch self {
        case .heading: "heading"
        case .paragraph: "paragraph"
        case .list: "list"
        case .quote: "quote"
        case .rangeable(let node): node.kind.name
        case .verbatimTag: "verbatimTag"
        case .rangedTag(let node): node.kind == .standard ? "rangedTag" : "macroTag"
        case .infirmTag: "infirmTag"
        case .delimiter: "delimiter"
        }
    }
}

extension NorgInline {
    /// The node's `type`: `text`, `softBreak`, `escape`, `linkModifier`, a modifier's name,
    /// `link`, `linkTarget`.
    var name: String {
        switch self {
        case .text: "text"
        case .softBreak: "softBreak"
        case .escape: "escape"
        case .linkModifier: "linkModifier"
        case .styled(let span): span.modifier.name
        case .verbatim(let span): span.modifier.name
        case .link: "link"
        case .linkTarget: "linkTarget"
        }
    }
}

extension NorgList.Kind {
    /// `unordered`, `ordered`.
    var name: String { self == .unordered ? "unordered" : "ordered" }
}

extension Delimiter.Kind {
    /// `weak`, `strong`, `horizontalRule`.
    var name: String {
        switch self {
        case .weak: "weak"
        case .strong: "strong"
        case .horizontalRule: "horizontalRule"
        }
    }
}

extension InlineLink.Form {
    /// `link`, `anchorDeclaration`, `anchorDefinition`.
    var name: String {
        switch self {
        case .link: "link"
        case .anchorDeclaration: "anchorDeclaration"
        case .anchorDefinition: "anchorDefinition"
        }
    }
}

extension CarryoverTag.Strength {
    /// `strong`, `weak`.
    var name: String { self == .strong ? "strong" : "weak" }
}

extension DetachedModifierSuffix {
    /// `slide`, `indentSegment`; nil for none.
    var name: String? {
        switch self {
        case .none: nil
        case .slide: "slide"
        case .indentSegment: "indentSegment"
        }
    }
}

extension DetachedModifierExtension.Kind {
    /// `status`, `priority`, `timestamp`, `due`, `start`.
    var name: String {
        switch self {
        case .status: "status"
        case .priority: "priority"
        case .timestamp: "timestamp"
        case .due: "due"
        case .start: "start"
        }
    }
}
