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
        // One frame per array of sibling blocks; a list pushes one per item (`forEachChildArray`), so
        // its items' content is never copied into one array.
        var stack: [(blocks: [NorgBlock], next: Int, depth: Int)] = [(blocks, 0, 0)]
        while !stack.isEmpty {
            let top = stack.count - 1
            let index = stack[top].next
            guard index < stack[top].blocks.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            let depth = stack[top].depth
            let block = stack[top].blocks[index]
            try visit(block, depth)
            if skipsContent(block) { continue }
            let pushed = stack.count
            block.forEachChildArray { children in
                if !children.isEmpty { stack.append((children, 0, depth + 1)) }
            }
            // The first array goes on top, to be walked first (`swapAt` in place: reversing the
            // slice goes through `replaceSubrange` and copies).
            var low = pushed, high = stack.count - 1
            while low < high {
                stack.swapAt(low, high)
                low += 1
                high -= 1
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
