/// The walk behind `NorgWalker`: an explicit stack of the runs of sibling nodes being walked, so no
/// nesting depth reaches the call stack, and a node's children are walked in place, never copied.
///
/// A frame is one run of siblings (a block's content, a list's items, an item's content, a span's
/// children) and where the walk is in it. A node that holds two runs (a heading: title, content)
/// pushes both, the later one first. The frame of a node's last run leaves that node when it
/// ends: the node is the element its parent frame is at, so no frame holds a node of its own.
/// The walk reads the model through its public API only, as any walker outside the package would.
@usableFromInline
struct WalkFrame {
    @usableFromInline
    enum Run {
        case blocks([NorgBlock])
        case items([ListItem], NorgList.Kind)
        /// The content of the item at an index of a list's items (the run holds the items, not
        /// the content, so that the run is one reference: copying a frame is one retain).
        case itemContent([ListItem], item: Int)
        case inlines([NorgInline])
        /// A span's children of more than one text node (one is visited without a frame). Boxed,
        /// so that every run stays one reference and a frame copies with one retain.
        indirect case children(InlineChildren)
    }

    @usableFromInline var run: Run
    @usableFromInline var next = 0
    @usableFromInline let count: Int
    /// Whether ending this run ends the node that holds it (its last run).
    @usableFromInline let leavesOwner: Bool

    @inlinable
    init(_ run: Run, count: Int, leavesOwner: Bool) {
        self.run = run
        self.count = count
        self.leavesOwner = leavesOwner
    }
}

/// The walk's steps, generic over the walker so that each walk is specialised for its walker.
@usableFromInline
enum TreeWalk {
    @inlinable
    static func walk<Walker: NorgWalker>(_ root: WalkFrame.Run, count: Int, _ walker: inout Walker) {
        guard count > 0 else { return }
        let inlines = walker.visitsInlines
        var stack = [WalkFrame(root, count: count, leavesOwner: false)]
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].count else {
                if stack.removeLast().leavesOwner {
                    leaveOwner(of: stack[top - 1].run, at: stack[top - 1].next - 1, &walker)
                }
                continue
            }
            stack[top].next = index + 1
            let goesOn = switch stack[top].run {
            case .blocks(let blocks): enter(blocks[index], inlines, &stack, &walker)
            case .itemContent(let items, let item): enter(items[item].content[index], inlines, &stack, &walker)
            case .items(let items, let kind): enter(items, at: index, kind, &stack, &walker)
            case .inlines(let nodes): visit(nodes[index], &stack, &walker)
            case .children(let nodes): visit(nodes[index], &stack, &walker)
            }
            if !goesOn { return }
        }
    }

    /// Leaves the node at `index` of `run`, whose last run of children just ended.
    @inlinable
    static func leaveOwner<Walker: NorgWalker>(of run: WalkFrame.Run, at index: Int, _ walker: inout Walker) {
        switch run {
        case .blocks(let blocks): walker.leaveBlock(blocks[index])
        case .itemContent(let items, let item): walker.leaveBlock(items[item].content[index])
        case .items(let items, let kind): walker.leaveListItem(items[index], kind: kind)
        case .inlines(let nodes): walker.leaveSpan(nodes[index])
        case .children(let nodes): walker.leaveSpan(nodes[index])
        }
    }

    /// Enters `block` and pushes its runs (or leaves it at once); false when the walker stops.
    @inlinable
    static func enter<Walker: NorgWalker>(_ block: NorgBlock, _ inlines: Bool, _ stack: inout [WalkFrame],
                                          _ walker: inout Walker) -> Bool {
        switch walker.enterBlock(block) {
        case .stop: return false
        case .skipChildren:
            walker.leaveBlock(block)
            return true
        case .visitChildren: break
        }
        let pushed = switch block {
        case .heading(let heading):
            push(.inlines(heading.title), count: inlines ? heading.title.count : 0,
                 then: .blocks(heading.content), count: heading.content.count, &stack)
        case .paragraph(let paragraph):
            push(.inlines(paragraph.content), count: inlines ? paragraph.content.count : 0, &stack)
        case .list(let list):
            push(.items(list.items, list.kind), count: list.items.count, &stack)
        case .quote(let quote):
            push(.blocks(quote.content), count: quote.content.count, &stack)
        case .rangeable(let item):
            push(.blocks(item.content), count: item.content.count, &stack)
        case .rangedTag(let tag):
            push(.blocks(tag.content), count: tag.content.count, &stack)
        case .verbatimTag, .infirmTag, .delimiter:
            false
        }
        if !pushed { walker.leaveBlock(block) }
        return true
    }

    /// Enters the item at `index` of `items` and pushes its content (or leaves it at once).
    @inlinable
    static func enter<Walker: NorgWalker>(_ items: [ListItem], at index: Int, _ kind: NorgList.Kind,
                                          _ stack: inout [WalkFrame], _ walker: inout Walker) -> Bool {
        switch walker.enterListItem(items[index], kind: kind) {
        case .stop: return false
        case .skipChildren: break
        case .visitChildren:
            if push(.itemContent(items, item: index), count: items[index].content.count, &stack) { return true }
        }
        walker.leaveListItem(items[index], kind: kind)
        return true
    }

    /// Visits a leaf, or enters a span and pushes its children (or leaves it at once).
    @inlinable
    static func visit<Walker: NorgWalker>(_ inline: NorgInline, _ stack: inout [WalkFrame],
                                          _ walker: inout Walker) -> Bool {
        let children: InlineChildren
        switch inline {
        case .styled(let span): children = span.children
        case .link(let link): children = link.description ?? []
        case .linkTarget(let target): children = target.children
        case .text, .softBreak, .escape, .linkModifier, .verbatim:
            return walker.visitLeaf(inline) != .stop
        }
        switch walker.enterSpan(inline) {
        case .stop: return false
        case .skipChildren: break
        case .visitChildren:
            // Most spans hold one text node: visited here, without a frame.
            if children.onlyText != nil {
                if walker.visitLeaf(children[0]) == .stop { return false }
            } else if push(.children(children), count: children.count, &stack) {
                return true
            }
        }
        walker.leaveSpan(inline)
        return true
    }

    /// Pushes `run` unless it is empty; returns whether it did.
    @inlinable
    static func push(_ run: WalkFrame.Run, count: Int, _ stack: inout [WalkFrame]) -> Bool {
        guard count > 0 else { return false }
        stack.append(WalkFrame(run, count: count, leavesOwner: true))
        return true
    }

    /// Pushes the non-empty ones of two runs so that `first` is walked first and the last one
    /// pushed leaves the node; returns whether it pushed any.
    @inlinable
    static func push(_ first: WalkFrame.Run, count firstCount: Int, then second: WalkFrame.Run, count secondCount: Int,
                     _ stack: inout [WalkFrame]) -> Bool {
        if secondCount > 0 { stack.append(WalkFrame(second, count: secondCount, leavesOwner: true)) }
        if firstCount > 0 { stack.append(WalkFrame(first, count: firstCount, leavesOwner: secondCount == 0)) }
        return firstCount > 0 || secondCount > 0
    }
}
