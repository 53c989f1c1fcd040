extension NorgDocument {
    /// Visits every block in document order (each block before its children) with its depth, 0 for
    /// the document's own blocks. List items are not blocks: a list's children are its items'
    /// content. Uses an explicit stack, so any tree depth is safe.
    public func forEachBlock(_ visit: (_ block: NorgBlock, _ depth: Int) throws -> Void) rethrows {
        try Self.forEachBlock(in: blocks, skippingContentOf: { _ in false }, visit)
    }

    /// Like `forEachBlock(_:)` over `blocks`, but blocks for which `skipsContent` is true are
    /// visited without their children (e.g. `|comment`, whose content evaluates to nothing).
    public static func forEachBlock(in blocks: [NorgBlock], skippingContentOf skipsContent: (NorgBlock) -> Bool,
                                    _ visit: (_ block: NorgBlock, _ depth: Int) throws -> Void) rethrows {
        // One frame per array of sibling blocks, or per list (its items, walked in place): an
        // item's lone paragraph (`ContentBlocks.loneParagraph`) is visited from the list's frame, and
        // only an item with more content pushes a frame for it.
        var stack: [WalkFrame] = [WalkFrame(siblings: .blocks(blocks), depth: 0)]
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            let depth = stack[top].depth
            let block: NorgBlock
            switch stack[top].siblings {
            case .blocks(let blocks):
                block = blocks[index]
            case .items(let items):
                if let paragraph = items[index].content.loneParagraph {
                    block = .paragraph(paragraph)
                } else {
                    let blocks = items[index].content.array
                    if !blocks.isEmpty { stack.append(WalkFrame(siblings: .blocks(blocks), depth: depth)) }
                    continue
                }
            }
            try visit(block, depth)
            if skipsContent(block) { continue }
            if case .list(let list) = block {
                stack.append(WalkFrame(siblings: .items(list.items), depth: depth + 1))
            } else {
                let children = block.childBlocks
                if !children.isEmpty { stack.append(WalkFrame(siblings: .blocks(children), depth: depth + 1)) }
            }
        }
    }

    /// Every block of the tree in document order (see `forEachBlock`).
    public var allBlocks: [NorgBlock] {
        var result: [NorgBlock] = []
        forEachBlock { block, _ in result.append(block) }
        return result
    }
}

/// One run of siblings `forEachBlock` walks: blocks, or a list's items (whose content is at `depth`).
private struct WalkFrame {
    enum Siblings {
        case blocks([NorgBlock])
        case items([ListItem])
    }

    var siblings: Siblings
    var next = 0
    var depth: Int

    init(siblings: Siblings, depth: Int) {
        self.siblings = siblings
        self.depth = depth
    }

    var count: Int {
        switch siblings {
        case .blocks(let blocks): blocks.count
        case .items(let items): items.count
        }
    }
}
