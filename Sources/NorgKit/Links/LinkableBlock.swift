/// A block the link index records (a heading, a range-able, a block named by `#name`), as the block
/// parser notes it while it builds the tree, so that `LinkIndex` needs no walk of the blocks.
/// `LinkableBlockRecorder` keeps them in document order, the order of the walk they replace.
struct LinkableBlock: Sendable {
    enum Title: Sendable {
        /// A heading's title, made plain text by the index.
        case inlines([NorgInline])
        case text(String)
    }

    var kind: LinkIndexEntry.Kind
    var title: Title
    var range: SourceRange
}

/// Collects `LinkableBlock`s while the block parser builds the tree, by the rule the index's walk
/// follows (`LinkableRule`).
///
/// Headings and range-ables are noted when their frame opens, in document order, and given their
/// range when it closes (frames close last-opened first, so the open ones wait on a stack). A
/// block named by `#name` is noted when it is appended, after what it holds; only then does the
/// list need sorting back into document order.
struct LinkableBlockRecorder {
    // Two arrays, not one of pairs: in document order (no `#name` seen) the blocks are handed over
    // as they are, where mapping the pairs would copy every block.
    private var recorded: [LinkableBlock] = []
    private var depths: [Int] = []
    /// The slots in `recorded` of the open headings and range-ables (-1 for one not noted).
    private var openSlots: [Int] = []
    private var isInOrder = true
    /// How many open ranged tags skip their content.
    private var skippingDepth = 0

    mutating func enterSkipped() { skippingDepth += 1 }
    mutating func leaveSkipped() { skippingDepth -= 1 }

    /// Notes a heading or range-able frame opening at stack depth `depth`; `close(range:)` gives
    /// it its range when the frame closes.
    @inline(never)
    mutating func open(_ kind: LinkIndexEntry.Kind, title: LinkableBlock.Title, depth: Int) {
        guard skippingDepth == 0 else {
            openSlots.append(-1)
            return
        }
        let placeholder = SourceRange(start: SourcePosition(line: 0, column: 0, offset: 0),
                                      end: SourcePosition(line: 0, column: 0, offset: 0))
        openSlots.append(recorded.count)
        recorded.append(LinkableBlock(kind: kind, title: title, range: placeholder))
        depths.append(depth)
    }

    /// The range of the last heading or range-able opened and not yet closed.
    mutating func close(range: SourceRange) {
        let slot = openSlots.removeLast()
        if slot >= 0 { recorded[slot].range = range }
    }

    /// Notes the `#name` carryover tags of a block appended at stack depth `depth`. Kept out of line:
    /// it runs only in documents that name blocks, and inlined it made every append larger.
    @inline(never)
    mutating func noteNames(of block: borrowing NorgBlock, depth: Int) {
        guard skippingDepth == 0 else { return }
        let range = block.range
        LinkableRule.forEachName(in: block.carryovers) { title in
            recorded.append(LinkableBlock(kind: .named, title: .text(title), range: range))
            depths.append(depth)
            isInOrder = false
        }
    }

    /// The noted blocks in document order: by start offset, a parent (shallower) before what it
    /// holds, and a block's own entry before its `#name`s.
    consuming func inDocumentOrder() -> [LinkableBlock] {
        if isInOrder { return recorded }
        let order = recorded.indices.sorted {
            (recorded[$0].range.start.offset, depths[$0], $0) < (recorded[$1].range.start.offset, depths[$1], $1)
        }
        return order.map { recorded[$0] }
    }
}
