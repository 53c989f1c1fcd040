/// The block parser's state while it walks the lines once: the stack of open containers, the
/// paragraph being collected, carryover tags waiting for their object, and the diagnostics.
///
/// Ranged openers are paired with their closing lines up front (`RangeMatcher`), so this pass never
/// looks ahead and stays linear; each line is classified (`LineClassifier`) as it is reached.
struct BlockTreeBuilder {
    /// Bounded containers (ranged tags and range-ables) open only this far below the depth limit,
    /// so that whatever they hold still has room.
    static let boundedReserve = 4
    /// Ranged tags and range-ables nest at most this deep; deeper ones keep their text unparsed.
    /// Each nested tag holds its own copy of its raw content, so this bounds that copying.
    static let maximumBoundedDepth = 16

    struct OpenParagraph {
        var segments: [InlineSegment]
        var start: SourcePosition
        var end: SourcePosition
        var carryovers: [CarryoverTag]
    }

    let source: SourceText
    let lines: LineClassifier
    let closers: RangeClosers
    let inline: InlineParser
    let maximumDepth: Int
    var stack: [BlockFrame] = []
    /// The finished blocks of every open frame, end to end (and the finished items of every open
    /// list): closing a frame moves its run into one array of exactly that size. An array per frame
    /// would grow several times as blocks arrive and keep the slack.
    let children = NodeStack<NorgBlock>()
    let items = NodeStack<ListItem>()
    var paragraph: OpenParagraph?
    /// The last closed paragraph's segment array, reused by the next (its capacity, not its contents).
    var spareSegments: [InlineSegment] = []
    var pending: [CarryoverTag] = []
    /// Infirm tags met inside the open paragraph, added after it in order (kept here rather than
    /// in `OpenParagraph`, so that a paragraph without one carries no array to release).
    var heldInfirmTags: [NorgBlock] = []
    var diagnostics: [NorgDiagnostic] = []
    var metadata: NorgMetadata?
    /// The number of open bounded frames (ranged tags and range-ables), the document excluded.
    var boundedDepth = 0
    /// The blocks the link index records, noted as they are built (`ParseNotes.linkableBlocks`).
    var linkables = LinkableBlockRecorder()
    /// True once a `#name` or `+name` carryover tag was read: only then can a block be named.
    var namesBlocks = false

    init(source: SourceText, maximumDepth: Int = NorgParser.maximumNestingDepth) {
        self.source = source
        self.lines = LineClassifier(source: source)
        self.closers = RangeMatcher.closers(lines.rangeLines())
        self.inline = InlineParser(source: source)
        self.maximumDepth = max(maximumDepth, Self.boundedReserve + 2)
    }

    mutating func build() -> NorgDocument {
        let origin = SourcePosition(line: 1, column: 1, offset: 0)
        stack = [BlockFrame(kind: .document, start: origin, end: origin, boundIndex: 0, firstChild: 0, firstItem: 0)]
        var index = 0
        while index < lines.lineCount {
            index = process(index)
        }
        closeParagraph()
        while stack.count > 1 { popFrame() }
        dropDanglingCarryovers()
        // Dangling carryovers are reported when their container closes: restore source order.
        var ordered = diagnostics.enumerated().map { ($0.offset, $0.element) }
        ordered.sort { ($0.1.range.start.offset, $0.0) < ($1.1.range.start.offset, $1.0) }
        diagnostics = ordered.map(\.1)
        // Only the document's blocks are left.
        var document = NorgDocument(blocks: children.pop(from: 0), metadata: metadata, diagnostics: diagnostics,
                                    lineCount: source.lineCount)
        // Moved out, so that the notes are handed over rather than copied.
        var notes = LinkableBlockRecorder()
        swap(&notes, &linkables)
        document.parseNotes.linkableBlocks = notes.inDocumentOrder()
        return document
    }

    /// Handles line `index` and returns the index of the next line to read.
    private mutating func process(_ index: Int) -> Int {
        let line = lines.bounds(index)
        let bound = topBoundIndex
        if bound > 0 && stack[bound].closingLine == index {
            closeBounded(at: bound, line: line, index: index)
            return index + 1
        }
        switch lines.classify(line) {
        case .blank:
            blankLine()
        case .paragraph:
            paragraphLine(index, line, from: line.contentStart)
        case let .heading(level, markerEnd):
            heading(index, line, level: level, markerEnd: markerEnd)
        case let .nestable(kind, level, markerEnd):
            nestable(index, line, kind: kind, level: level, markerEnd: markerEnd)
        case let .rangeable(kind, isRanged, markerEnd):
            return rangeable(index, line, kind: kind, isRanged: isRanged, markerEnd: markerEnd)
        case .rangeableCloser(let kind):
            let spelled = String(repeating: String(kind.character), count: 2)
            diagnose("`\(spelled)` closes nothing; read as text", index, line)
            paragraphLine(index, line, from: line.contentStart)
        case let .delimiter(kind):
            delimiter(index, line, kind: kind)
        case let .tag(prefix, nameEnd):
            return tag(index, line, prefix: prefix, nameEnd: nameEnd)
        case .tagEnd(let prefix):
            let spelled = String(UnicodeScalar(prefix.rawValue)) + "end"
            diagnose("`\(spelled)` closes no tag; read as text", index, line)
            paragraphLine(index, line, from: line.contentStart)
        case .spacedEnd(let end):
            spacedEndLine(index, line, end)
        }
        return index + 1
    }

    // MARK: Positions and diagnostics

    func position(_ offset: Int, line index: Int) -> SourcePosition {
        SourcePosition(line: index + 1, column: offset - source.lineStarts[index] + 1, offset: offset)
    }

    func range(_ offsets: Range<Int>, line index: Int) -> SourceRange {
        SourceRange(start: position(offsets.lowerBound, line: index), end: position(offsets.upperBound, line: index))
    }

    mutating func diagnose(_ message: String, _ index: Int, _ line: LineBounds) {
        diagnostics.append(NorgDiagnostic(message: message, range: range(line.contentStart..<line.trimmedEnd, line: index)))
    }

    // MARK: The stack

    /// The shape of the innermost open frame (read without copying the frame).
    var topShape: BlockFrame.Shape { stack[stack.count - 1].shape }

    var topBoundIndex: Int { stack[stack.count - 1].boundIndex }

    /// The line that closes the innermost bounded container, or `Int.max` at document level.
    var limit: Int {
        let bound = topBoundIndex
        return bound == 0 ? Int.max : stack[bound].closingLine
    }

    /// True when a bounded container may still open here (see `boundedReserve`).
    var hasRoomForBounded: Bool {
        stack.count + Self.boundedReserve <= maximumDepth && boundedDepth < Self.maximumBoundedDepth
    }

    /// Opens a frame. (A heading or range-able is noted for the link index by its caller,
    /// `linkables.open`.)
    /// `consuming`: the payload moves into the frame (a copy would retain each array it holds).
    mutating func push(_ kind: consuming BlockFrame.Kind, start: SourcePosition, end: SourcePosition,
                       carryovers: consuming [CarryoverTag], closingLine: Int = -1) {
        let boundIndex = closingLine >= 0 ? stack.count : topBoundIndex
        if closingLine >= 0 { boundedDepth += 1 }
        let frame = BlockFrame(kind: kind, start: start, end: end, carryovers: carryovers,
                               closingLine: closingLine, boundIndex: boundIndex,
                               firstChild: children.count, firstItem: items.count)
        if frame.hidesLinkables { linkables.enterSkipped() }
        stack.append(frame)
    }

    /// Closes frames (never a bounded one) until `count` more fit under the depth limit.
    mutating func ensureRoom(_ count: Int, _ index: Int, _ line: LineBounds) {
        var clamped = false
        while stack.count - 1 + count > maximumDepth && !topShape.isBounded {
            popFrame()
            clamped = true
        }
        if clamped {
            diagnose("nesting deeper than \(maximumDepth) levels is flattened", index, line)
        }
    }

    /// Closes the top frame and adds its node to the frame below.
    mutating func popFrame() {
        let frame = stack.removeLast()
        if frame.closingLine >= 0 { boundedDepth -= 1 }
        if frame.hidesLinkables { linkables.leaveSkipped() }
        switch frame.shape {
        case .heading, .rangeable: linkables.close(range: SourceRange(start: frame.start, end: frame.end))
        default: break
        }
        // The frame's run of blocks (or items) and its fields are moved into its node, not copied
        // and released.
        if case .listItem = frame.shape {
            // One block (most items: a paragraph) goes into the item without an array.
            let content = children.count == frame.firstChild + 1 ? ContentBlocks(single: children.popLast())
                : ContentBlocks(children.pop(from: frame.firstChild))
            guard let item = frame.listItem(content: content) else { return }
            stack[stack.count - 1].end = item.range.end
            items.push(consume item)
        } else if let block = frame.block(content: children.pop(from: frame.firstChild),
                                          items: items.pop(from: frame.firstItem)) {
            appendBlock(block)
        }
    }

    /// `consuming`: the node is moved into its parent, not copied (a copy retains every field of
    /// the node once more, to be released again when the argument goes).
    mutating func appendBlock(_ block: consuming NorgBlock) {
        while case .list = topShape { popFrame() }
        stack[stack.count - 1].end = block.range.end
        if namesBlocks { linkables.noteNames(of: block, depth: stack.count) }
        children.push(block)
    }

    /// Closes the lists, plain items, quotes and single range-ables that can only hold a
    /// paragraph, before a block that cannot be their content.
    mutating func popToBlockContainer() {
        while true {
            switch topShape {
            case .list, .quote, .listItem(_, .none), .rangeable(isRanged: false):
                popFrame()
            default:
                return
            }
        }
    }

    private mutating func closeBounded(at bound: Int, line: LineBounds, index: Int) {
        closeParagraph()
        while stack.count - 1 > bound { popFrame() }
        dropDanglingCarryovers()
        stack[bound].end = position(line.trimmedEnd, line: index)
        popFrame()
    }

    // MARK: Paragraphs and carryovers

    mutating func takePending() -> [CarryoverTag] {
        defer { pending.removeAll() }
        return pending
    }

    mutating func dropDanglingCarryovers() {
        for tag in pending {
            let prefix = tag.strength == .strong ? "#" : "+"
            diagnostics.append(NorgDiagnostic(message: "carryover tag `\(prefix)\(tag.name)` applies to nothing",
                                              range: tag.range))
        }
        pending.removeAll()
    }

    /// Adds a line (from `start`) to the open paragraph, or opens one in the top frame.
    mutating func paragraphLine(_ index: Int, _ line: LineBounds, from start: Int) {
        let segment = InlineSegment(start: start, end: line.contentEnd, line: index)
        let end = position(line.trimmedEnd, line: index)
        if paragraph != nil {
            paragraph!.segments.append(segment)
            paragraph!.end = end
            if !pending.isEmpty { paragraph!.carryovers += takePending() }
            return
        }
        while case .list = topShape { popFrame() }
        var segments = InlineWorkspace.take(&spareSegments)
        segments.append(segment)
        paragraph = OpenParagraph(segments: segments, start: position(start, line: index), end: end,
                                  carryovers: takePending())
    }

    mutating func closeParagraph() {
        // `take()`: moved out, not copied (a copy retains its arrays once more, then releases them).
        guard let open = paragraph.take() else { return }
        let content = inline.parse(open.segments)
        spareSegments = open.segments
        appendBlock(.paragraph(Paragraph(content: content, range: SourceRange(start: open.start, end: open.end),
                                         carryovers: open.carryovers)))
        if !heldInfirmTags.isEmpty { appendHeldInfirmTags(after: open.end) }
    }

    /// Adds the infirm tags met inside the paragraph just closed (ending at `paragraphEnd`).
    @inline(never)
    private mutating func appendHeldInfirmTags(after paragraphEnd: SourcePosition) {
        var tags: [NorgBlock] = []
        swap(&tags, &heldInfirmTags)
        let last = tags[tags.count - 1].range.end
        for tag in tags { appendBlock(tag) }
        // The container ends where the paragraph does, unless its last infirm tag is later.
        stack[stack.count - 1].end = last.offset > paragraphEnd.offset ? last : paragraphEnd
    }

    private mutating func blankLine() {
        closeParagraph()
        while true {
            switch topShape {
            case .rangeable(isRanged: false) where children.count == stack[stack.count - 1].firstChild:
                // A single range-able's content may follow after blank lines.
                return
            case .listItem(_, .indentSegment):
                return
            case .list, .listItem, .quote, .rangeable(isRanged: false):
                popFrame()
            default:
                return
            }
        }
    }
}
