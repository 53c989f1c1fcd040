extension NorgDocument {
    /// The deepest block nesting the walk of shown blocks follows; deeper blocks (only a tree built
    /// by hand nests so deep: the parser stops at `NorgParser.maximumNestingDepth`) are not visited,
    /// so no tree can exhaust the stack.
    public static let maximumShownDepth = 4 * NorgParser.maximumNestingDepth

    /// Visits every block a reader sees, in document order, each before the blocks it holds: the
    /// walk every collection of what is shown is made by (`outline`, `footnotes`, `firstHeading`),
    /// so that every renderer lists, numbers and titles the same blocks.
    ///
    /// Left out, with everything inside them: blocks that are not shown (`NorgBlock.isShown`:
    /// comments, `#comment`/`+comment` carryover tags, `@document.meta`, macro definitions) and list
    /// items a `comment` carryover tag hides. A shown `|example` is visited, but not what it holds,
    /// which is its source (`RangedTag.holdsShownBlocks`). List items are not blocks: a list's
    /// children are its shown items' content blocks.
    ///
    /// Return `.skipChildren` from `visit` to pass over what a block holds, `.stop` to end the walk.
    ///
    /// ```swift
    /// var headings = 0
    /// document.forEachShownBlock { block in
    ///     if case .heading = block { headings += 1 }
    ///     return .visitChildren
    /// }
    /// ```
    @inlinable public func forEachShownBlock(_ visit: (_ block: NorgBlock) -> NorgWalkAction) {
        _ = Self.forEachShownBlock(in: blocks, depth: 0, visit)
    }

    /// `forEachShownBlock(_:)` over `blocks` at `depth`; false once `visit` stopped the walk.
    @inlinable static func forEachShownBlock<Blocks: Collection<NorgBlock>>(
        in blocks: Blocks, depth: Int, _ visit: (NorgBlock) -> NorgWalkAction
    ) -> Bool {
        guard depth <= maximumShownDepth else { return true }
        for block in blocks where block.isShown {
            switch visit(block) {
            case .stop: return false
            case .skipChildren: continue
            case .visitChildren: break
            }
            let goesOn = switch block {
            case .paragraph, .verbatimTag, .infirmTag, .delimiter: true
            case .heading(let heading): forEachShownBlock(in: heading.content, depth: depth + 1, visit)
            case .quote(let quote): forEachShownBlock(in: quote.content, depth: depth + 1, visit)
            case .rangeable(let item): forEachShownBlock(in: item.content, depth: depth + 1, visit)
            case .rangedTag(let tag):
                !tag.holdsShownBlocks || forEachShownBlock(in: tag.content, depth: depth + 1, visit)
            case .list(let list):
                list.items.allSatisfy { item in
                    item.isCommentedOut || forEachShownBlock(in: item.content, depth: depth + 1, visit)
                }
            }
            guard goesOn else { return false }
        }
        return true
    }
}
