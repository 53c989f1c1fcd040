/// The rewrite behind `NorgRewriter`, as a walker: one frame per node entered and not yet left,
/// which collects the node's children as they are left, and copies a run of children only once
/// one of them changes (`RebuiltRun`). Leaving a node rebuilds it from the changed runs, asks the
/// rewriter for its replacement, and hands the result to its parent's frame.
struct TreeRewrite<Rewriter: NorgRewriter>: NorgWalker {
    var rewriter: Rewriter
    private var frames: [RewriteFrame]
    private var stopped = false

    init(_ rewriter: Rewriter, root: RewriteFrame.Node) {
        self.rewriter = rewriter
        frames = [RewriteFrame(root)]
    }

    var visitsInlines: Bool { rewriter.visitsInlines }

    /// The root's runs, rebuilt (nil for each unchanged one). Call once, after the walk.
    mutating func finish() -> (blocks: [NorgBlock]?, inlines: [NorgInline]?) {
        // A stopped walk leaves frames open: each is closed with the rest of its children as they were.
        while frames.count > 1 {
            let frame = frames.removeLast()
            frames[frames.count - 1].add(frame.rebuiltNode(closing: true), orElse: frame.node)
        }
        return (frames[0].blocks.finished { frames[0].node.blockChildren },
                frames[0].inlines.finished { frames[0].node.inlineChildren })
    }

    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
        open(.block(block), rewriter.enterBlock(block))
    }

    mutating func leaveBlock(_ block: NorgBlock) {
        let frame = frames.removeLast()
        let rebuilt = frame.rebuiltNode()
        let rebuiltBlock: NorgBlock? = if case .block(let value)? = rebuilt { value } else { nil }
        let replacement = rewriter.rewriteBlock(rebuiltBlock ?? block) ?? rebuiltBlock
        frames[frames.count - 1].add(replacement.map(RewriteFrame.Node.block), orElse: frame.node)
    }

    mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction {
        open(.item(item, kind), rewriter.enterListItem(item, kind: kind))
    }

    mutating func leaveListItem(_ item: ListItem, kind: NorgList.Kind) {
        let frame = frames.removeLast()
        let rebuilt = frame.rebuiltNode()
        let rebuiltItem: ListItem? = if case .item(let value, _)? = rebuilt { value } else { nil }
        let replacement = rewriter.rewriteListItem(rebuiltItem ?? item, kind: kind) ?? rebuiltItem
        frames[frames.count - 1].add(replacement.map { .item($0, kind) }, orElse: frame.node)
    }

    mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction {
        open(.inline(span), rewriter.enterSpan(span))
    }

    mutating func leaveSpan(_ span: NorgInline) {
        let frame = frames.removeLast()
        let rebuilt = frame.rebuiltNode()
        let rebuiltSpan: NorgInline? = if case .inline(let value)? = rebuilt { value } else { nil }
        let replacement = rewriter.rewriteInline(rebuiltSpan ?? span) ?? rebuiltSpan
        frames[frames.count - 1].add(replacement.map(RewriteFrame.Node.inline), orElse: .inline(span))
    }

    mutating func visitLeaf(_ leaf: NorgInline) -> NorgWalkAction {
        let replacement = rewriter.rewriteInline(leaf)
        frames[frames.count - 1].add(replacement.map(RewriteFrame.Node.inline), orElse: .inline(leaf))
        return .visitChildren
    }

    private mutating func open(_ node: RewriteFrame.Node, _ action: NorgWalkAction) -> NorgWalkAction {
        if action == .stop {
            stopped = true
        } else {
            frames.append(RewriteFrame(node))
        }
        return action
    }
}

/// A node being rewritten and its runs of children as left so far.
struct RewriteFrame {
    enum Node {
        case blocks([NorgBlock])
        case inlines([NorgInline])
        case block(NorgBlock)
        case item(ListItem, NorgList.Kind)
        case inline(NorgInline)

        /// The node's block children as they were (its content, an item's content).
        var blockChildren: [NorgBlock] {
            switch self {
            case .blocks(let blocks): blocks
            case .block(.heading(let heading)): heading.content
            case .block(.quote(let quote)): quote.content
            case .block(.rangeable(let item)): item.content
            case .block(.rangedTag(let tag)): tag.content
            case .item(let item, _): Array(item.content)
            default: []
            }
        }

        /// The node's inline children as they were (a title, a paragraph's content, a span's).
        var inlineChildren: [NorgInline] {
            switch self {
            case .inlines(let inlines): inlines
            case .block(.heading(let heading)): heading.title
            case .block(.paragraph(let paragraph)): paragraph.content
            case .inline(.styled(let span)): Array(span.children)
            case .inline(.link(let link)): link.description.map(Array.init) ?? []
            case .inline(.linkTarget(let target)): Array(target.children)
            default: []
            }
        }

        var items: [ListItem] {
            if case .block(.list(let list)) = self { return list.items }
            return []
        }
    }

    let node: Node
    var blocks = RebuiltRun<NorgBlock>()
    var inlines = RebuiltRun<NorgInline>()
    var items = RebuiltRun<ListItem>()

    init(_ node: Node) {
        self.node = node
    }

    /// Takes a child just left: `replacement` when it changed, else `original` as it was.
    mutating func add(_ replacement: Node?, orElse original: Node) {
        switch replacement ?? original {
        case .block(let block):
            if replacement != nil, blocks.isUnchanged { blocks.begin(node.blockChildren) }
            blocks.add(block)
        case .item(let item, _):
            if replacement != nil, items.isUnchanged { items.begin(node.items) }
            items.add(item)
        case .inline(let inline):
            if replacement != nil, inlines.isUnchanged { inlines.begin(node.inlineChildren) }
            inlines.add(inline)
        case .blocks, .inlines:
            break
        }
    }

    /// The node with its changed runs, nil when none changed. `closing` (a stopped walk) keeps the
    /// children not reached as they were.
    func rebuiltNode(closing: Bool = false) -> Node? {
        let blocks = closing ? self.blocks.finished { node.blockChildren } : self.blocks.changed
        let inlines = closing ? self.inlines.finished { node.inlineChildren } : self.inlines.changed
        let items = closing ? self.items.finished { node.items } : self.items.changed
        guard blocks != nil || inlines != nil || items != nil else { return nil }
        switch node {
        case .block(.heading(var heading)):
            if let inlines { heading.title = inlines }
            if let blocks { heading.content = blocks }
            return .block(.heading(heading))
        case .block(.paragraph(var paragraph)):
            if let inlines { paragraph.content = inlines }
            return .block(.paragraph(paragraph))
        case .block(.list(var list)):
            if let items { list.items = items }
            return .block(.list(list))
        case .block(.quote(var quote)):
            if let blocks { quote.content = blocks }
            return .block(.quote(quote))
        case .block(.rangeable(var item)):
            if let blocks { item.content = blocks }
            return .block(.rangeable(item))
        case .block(.rangedTag(var tag)):
            if let blocks { tag.content = blocks }
            return .block(.rangedTag(tag))
        case .item(var item, let kind):
            if let blocks { item.content = ContentBlocks(blocks) }
            return .item(item, kind)
        case .inline(.styled(var span)):
            if let inlines { span.children = InlineChildren(inlines) }
            return .inline(.styled(span))
        case .inline(.link(var link)):
            if let inlines { link.description = InlineChildren(inlines) }
            return .inline(.link(link))
        case .inline(.linkTarget(var target)):
            if let inlines { target.children = InlineChildren(inlines) }
            return .inline(.linkTarget(target))
        case .blocks, .inlines, .block, .inline:
            return nil
        }
    }
}

/// A run of children as they are left, copied only from the first one that changed: until then
/// the node keeps its own run, which is not copied at all.
struct RebuiltRun<Element> {
    private var done = 0
    /// The run so far, once a child changed.
    private(set) var changed: [Element]?

    var isUnchanged: Bool { changed == nil }

    /// Starts the copy: the children before this one, as they were in `original`.
    mutating func begin(_ original: [Element]) {
        changed = Array(original.prefix(done))
    }

    mutating func add(_ element: Element) {
        changed?.append(element)
        done += 1
    }

    /// The changed run with the children not reached taken from `original`; nil when unchanged.
    func finished(_ original: () -> [Element]) -> [Element]? {
        guard var changed else { return nil }
        changed.append(contentsOf: original().dropFirst(done))
        return changed
    }
}

extension NorgDocument {
    /// The document with `rewriter`'s changes (see `NorgRewriter`); the document itself when
    /// nothing changed. Allocates only the nodes on the paths to the changes.
    ///
    /// ```swift
    /// var rewriter = BoldToItalic()
    /// let changed = document.rewritten(by: &rewriter)
    /// ```
    public func rewritten<Rewriter: NorgRewriter>(by rewriter: inout Rewriter) -> NorgDocument {
        guard let changed = blocks.rewrittenIfChanged(by: &rewriter) else { return self }
        var result = self
        result.blocks = changed
        return result
    }
}

extension Array where Element == NorgBlock {
    /// These blocks with `rewriter`'s changes (see `NorgRewriter`); the same array when nothing
    /// changed.
    ///
    /// ```swift
    /// heading.content = heading.content.rewritten(by: &rewriter)
    /// ```
    public func rewritten<Rewriter: NorgRewriter>(by rewriter: inout Rewriter) -> [NorgBlock] {
        rewrittenIfChanged(by: &rewriter) ?? self
    }

    func rewrittenIfChanged<Rewriter: NorgRewriter>(by rewriter: inout Rewriter) -> [NorgBlock]? {
        var rewrite = TreeRewrite(rewriter, root: .blocks(self))
        walk(&rewrite)
        defer { rewriter = rewrite.rewriter }
        return rewrite.finish().blocks
    }
}

extension Array where Element == NorgInline {
    /// This inline content with `rewriter`'s changes (see `NorgRewriter`); the same array when
    /// nothing changed.
    ///
    /// ```swift
    /// paragraph.content = paragraph.content.rewritten(by: &rewriter)
    /// ```
    public func rewritten<Rewriter: NorgRewriter>(by rewriter: inout Rewriter) -> [NorgInline] {
        var rewrite = TreeRewrite(rewriter, root: .inlines(self))
        walk(&rewrite)
        rewriter = rewrite.rewriter
        return rewrite.finish().inlines ?? self
    }
}
