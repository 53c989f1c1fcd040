extension NorgDocument {
    /// Visits every block in document order (each block before its children) with its depth, 0 for
    /// the document's own blocks. List items are not blocks: a list's children are its items'
    /// content. A walk of blocks only (see `NorgWalker` for the whole tree, inlines included); any
    /// tree depth is safe.
    ///
    /// ```swift
    /// document.forEachBlock { block, depth in print(depth, block.range) }
    /// ```
    public func forEachBlock<Failure: Error>(_ visit: (_ block: NorgBlock, _ depth: Int) throws(Failure) -> Void)
        throws(Failure) {
        try Self.forEachBlock(in: blocks, skippingContentOf: { _ in false }, visit)
    }

    /// Like `forEachBlock(_:)` over `blocks`, but blocks for which `skipsContent` is true are
    /// visited without their children (e.g. `|comment`, whose content evaluates to nothing).
    ///
    /// ```swift
    /// NorgDocument.forEachBlock(in: blocks, skippingContentOf: { $0.isComment }) { block, _ in … }
    /// ```
    public static func forEachBlock<Failure: Error>(
        in blocks: [NorgBlock], skippingContentOf skipsContent: (NorgBlock) -> Bool,
        _ visit: (_ block: NorgBlock, _ depth: Int) throws(Failure) -> Void
    ) throws(Failure) {
        // The walker holds the closures for the walk only.
        let failure = withoutActuallyEscaping(skipsContent) { skipsContent in
            withoutActuallyEscaping(visit) { visit in
                var walker = BlockWalker(skipsContent: skipsContent, visit: visit)
                blocks.walk(&walker)
                return walker.failure
            }
        }
        if let failure { throw failure }
    }

    /// Every block of the tree in document order (see `forEachBlock`). Allocates the array.
    public var allBlocks: [NorgBlock] {
        var result: [NorgBlock] = []
        forEachBlock { block, _ in result.append(block) }
        return result
    }
}

/// `forEachBlock` as a walker of blocks: the depth counts the blocks entered and not yet left (a
/// list item is not a block, so an item's content is one deeper than its list). A throwing visit
/// stops the walk, and `forEachBlock` throws its error.
private struct BlockWalker<Failure: Error>: NorgWalker {
    let skipsContent: (NorgBlock) -> Bool
    let visit: (NorgBlock, Int) throws(Failure) -> Void
    var depth = 0
    var failure: Failure?

    var visitsInlines: Bool { false }

    init(skipsContent: @escaping (NorgBlock) -> Bool, visit: @escaping (NorgBlock, Int) throws(Failure) -> Void) {
        self.skipsContent = skipsContent
        self.visit = visit
    }

    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
        do {
            try visit(block, depth)
        } catch {
            failure = error
            return .stop
        }
        depth += 1
        return skipsContent(block) ? .skipChildren : .visitChildren
    }

    mutating func leaveBlock(_ block: NorgBlock) {
        depth -= 1
    }
}
