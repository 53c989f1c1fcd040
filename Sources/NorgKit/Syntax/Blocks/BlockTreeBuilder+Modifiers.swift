/// Detached modifiers and delimiting modifiers.
extension BlockTreeBuilder {
    /// The extensions after a modifier's whitespace and where the text after them starts.
    func extensions(after markerEnd: Int, _ index: Int, _ line: LineBounds) -> (ExtensionList, Int) {
        let start = ByteClass.skipWhitespace(source.bytes, from: markerEnd, to: line.contentEnd)
        guard let scan = ExtensionScanner(source: source).scan(at: start, end: line.contentEnd, line: index) else {
            return (.empty, start)
        }
        return (scan.items, min(scan.contentStart, line.contentEnd))
    }

    mutating func heading(_ index: Int, _ line: LineBounds, level: Int, markerEnd: Int) {
        closeParagraph()
        while !topShape.isBounded {
            if case .heading(let open) = topShape, open < level { break }
            popFrame()
        }
        ensureRoom(1, index, line)
        let (extensions, titleStart) = extensions(after: markerEnd, index, line)
        // `* Title : text`: the intersecting modifier ends the title; `text` is the heading's first
        // paragraph (spec 1529–1532).
        let (titleEnd, contentStart) = titleBounds(from: titleStart, line)
        let segmentEnd = contentStart < 0 ? line.contentEnd : titleEnd
        let title = titleStart < titleEnd ? parseTitle(InlineSegment(start: titleStart, end: segmentEnd, line: index)) : []
        linkables.open(.heading(level), title: .inlines(title), depth: stack.count)
        push(.heading(level: level, extensions: extensions.array, title: title, titleRange: range(titleStart..<titleEnd, line: index)),
             start: position(line.contentStart, line: index), end: position(titleEnd, line: index),
             carryovers: takePending())
        if contentStart >= 0 && contentStart < line.trimmedEnd {
            paragraphLine(index, line, from: contentStart)
        }
    }

    /// A heading's title: one segment, laid out in the spare segment array (an array literal here
    /// is heap-allocated per heading).
    private mutating func parseTitle(_ segment: InlineSegment) -> [NorgInline] {
        var segments = InlineWorkspace.take(&spareSegments)
        segments.append(segment)
        defer { spareSegments = segments }
        return inline.parse(segments)
    }

    mutating func nestable(_ index: Int, _ line: LineBounds, kind: NestableKind, level: Int, markerEnd: Int) {
        closeParagraph()
        ensureRoom(2, index, line)
        popForNestable(kind: kind, level: level)
        let (extensions, contentStart) = extensions(after: markerEnd, index, line)
        let start = position(line.contentStart, line: index)
        let end = position(line.trimmedEnd, line: index)
        var carryovers = takePending()
        var suffix = DetachedModifierSuffix.none
        if let listKind = kind.listKind {
            suffix = self.suffix(from: contentStart, line)
            if suffix != .none && line.trimmedEnd < line.contentEnd {
                // Spec 645: a line ending must follow the suffix instantly.
                var spelled = line
                spelled.contentStart = contentStart
                diagnoseSpacedEnd(index, spelled, readAs: "text",
                                  insteadOf: suffix == .slide ? "a slide" : "an indent segment")
                suffix = .none
            }
            if case .list = topShape {} else {
                let parentLevel: Int
                switch topShape {
                case .listItem(let open, _), .quote(let open): parentLevel = open
                default: parentLevel = 0
                }
                // Most items carry no tags: skip the two passes over an empty array (they would
                // still go through the array's general paths, once per item).
                var strong: [CarryoverTag] = []
                if !carryovers.isEmpty {
                    strong = carryovers.filter { $0.strength == .strong }
                    carryovers.removeAll { $0.strength == .strong }
                }
                push(.list(listKind, parentLevel: parentLevel), start: start, end: end, carryovers: strong)
            }
            push(.listItem(level: level, extensions: extensions, suffix: suffix), start: start, end: end,
                 carryovers: carryovers)
        } else {
            push(.quote(level: level, extensions: extensions.array), start: start, end: end, carryovers: carryovers)
        }
        if suffix == .none && contentStart < line.trimmedEnd {
            paragraphLine(index, line, from: contentStart)
        }
    }

    /// Closes what a nestable item of `kind` and `level` cannot sit in: deeper or equal items and
    /// quotes, lists it does not continue, single range-ables.
    private mutating func popForNestable(kind: NestableKind, level: Int) {
        while true {
            switch topShape {
            case .listItem(let open, _), .quote(let open):
                guard open >= level else { return }
            case let .list(listKind, parentLevel):
                if kind.listKind == listKind && level > parentLevel { return }
            case .rangeable(isRanged: false):
                break
            default:
                return
            }
            popFrame()
        }
    }

    /// `:` (slide) or `::` (indent segment) alone after a list item's modifier.
    private func suffix(from start: Int, _ line: LineBounds) -> DetachedModifierSuffix {
        let bytes = source.bytes
        let length = line.trimmedEnd - start
        guard length == 1 || length == 2, bytes[start] == 0x3A else { return .none }
        if length == 1 { return .slide }
        return bytes[start + 1] == 0x3A ? .indentSegment : .none
    }

    /// A definition, footnote or table cell; returns the next line to read.
    mutating func rangeable(_ index: Int, _ line: LineBounds, kind: RangeableItem.Kind, isRanged: Bool,
                            markerEnd: Int) -> Int {
        closeParagraph()
        popToBlockContainer()
        let (extensions, titleStart) = extensions(after: markerEnd, index, line)
        let (titleEnd, contentStart) = titleBounds(from: titleStart, line)
        let title = source.string(titleStart..<titleEnd)
        let titleRange = range(titleStart..<titleEnd, line: index)
        let start = position(line.contentStart, line: index)
        let end = position(line.trimmedEnd, line: index)
        var ranged = isRanged
        let closingLine = closers.closingLine(of: index)
        if ranged && (closingLine < 0 || closingLine >= limit) {
            let marker = String(repeating: String(kind.character), count: 2)
            diagnose("`\(marker)` is never closed; read as a single \(kind.character)", index, line)
            ranged = false
        }
        let frame = BlockFrame.Kind.rangeable(kind, isRanged: ranged, extensions: extensions.array, title: title,
                                              titleRange: titleRange)
        if ranged && !hasRoomForBounded {
            diagnose("nesting deeper than \(maximumDepth) levels: content not parsed", index, line)
            let closer = lines.bounds(closingLine)
            linkables.open(LinkIndexEntry.Kind(kind), title: .text(title), depth: stack.count)
            push(frame, start: start, end: position(closer.trimmedEnd, line: closingLine), carryovers: takePending())
            popFrame()
            return closingLine + 1
        }
        ensureRoom(1, index, line)
        linkables.open(LinkIndexEntry.Kind(kind), title: .text(title), depth: stack.count)
        push(frame, start: start, end: end, carryovers: takePending(), closingLine: ranged ? closingLine : -1)
        if contentStart >= 0 && contentStart < line.trimmedEnd {
            paragraphLine(index, line, from: contentStart)
        }
        return index + 1
    }

    /// Where a title that starts at `titleStart` ends, and where the content after its intersecting
    /// modifier (` : `) starts on the same line (-1 when it has none).
    private func titleBounds(from titleStart: Int, _ line: LineBounds) -> (titleEnd: Int, contentStart: Int) {
        guard let colon = IntersectingModifier.colon(in: source.bytes, from: titleStart, to: line.trimmedEnd) else {
            return (max(titleStart, line.trimmedEnd), -1)
        }
        return (ByteClass.trimTrailingWhitespace(source.bytes, from: titleStart, to: colon),
                ByteClass.skipWhitespace(source.bytes, from: colon + 1, to: line.contentEnd))
    }

    mutating func delimiter(_ index: Int, _ line: LineBounds, kind: Delimiter.Kind) {
        closeParagraph()
        let node = NorgBlock.delimiter(Delimiter(kind: kind, range: range(line.contentStart..<line.trimmedEnd, line: index)))
        switch kind {
        case .horizontalRule:
            popToBlockContainer()
            appendBlock(node)
        case .strong:
            while stack.count - 1 > topBoundIndex { popFrame() }
            appendBlock(node)
        case .weak:
            // Closes the innermost heading or indent segment; the delimiter is its last child.
            while !topShape.isBounded {
                switch topShape {
                case .heading, .listItem(_, .indentSegment):
                    appendBlock(node)
                    popFrame()
                    while case .list = topShape { popFrame() }
                    return
                default:
                    popFrame()
                }
            }
            appendBlock(node)
        }
    }
}
