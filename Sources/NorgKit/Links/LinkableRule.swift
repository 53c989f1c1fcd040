/// What the link index records of a block, once for both ways the index learns about blocks: its
/// walk of the tree (`LinkIndexBuilder`) and the notes the parser takes as it builds the tree
/// (`LinkableBlockRecorder`).
///
/// A heading is recorded by its title, a range-able item (definition, footnote, table cell) by
/// its title, and any block named by `#name params` by those parameters, once per such tag; the
/// content of a ranged tag that holds no shown blocks (`RangedTag.holdsShownBlocks`: `|comment`,
/// which evaluates to nothing, `|example`, markup shown, not meant, and a macro definition, a
/// template) is not looked into: none holds link targets nor real links.
enum LinkableRule {
    /// True for a ranged tag of `kind` named `name` whose content the index does not see.
    static func hidesContent(kind: RangedTag.Kind, tagName name: String) -> Bool {
        kind != .standard || RangedTag.holdsInertContent(named: name)
    }

    /// True for a block whose content the index does not see.
    static func hidesContent(of block: NorgBlock) -> Bool {
        if case .rangedTag(let tag) = block { return !tag.holdsShownBlocks }
        return false
    }

    /// Calls `body` with the title of each `#name` tag among `carryovers` that gives one.
    static func forEachName(in carryovers: [CarryoverTag], _ body: (String) -> Void) {
        for carryover in carryovers where carryover.name == "name" {
            let title = carryover.parameters.joined(separator: " ")
            if !title.isEmpty { body(title) }
        }
    }
}
