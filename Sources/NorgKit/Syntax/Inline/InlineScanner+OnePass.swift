/// One level of inline content in a single pass: nodes go straight onto the workspace's node
/// stack, and a styled span is built the moment its closer is seen.
///
/// The walk consumes the same steps as `scan(into:)` (`nextStep`: the same constructs at the same
/// positions), and pairs modifiers with the same stack as `ModifierPairing.pair`, except that it
/// pushes an opener without knowing whether a closer follows. That is the one thing it cannot
/// decide as it goes, so it gives up (returns nil, and the level is parsed again by the token
/// pass) whenever it could matter:
/// - an opener is still open at the end (its span never closed, so it is text, and while it was
///   open it may have kept other openers from counting);
/// - a closer finds its modifier open below another one (the spec's "closed in the wrong order");
/// - a `:` may be a link modifier, which depends on pairing on both sides of it;
/// - a possible closer is followed by an extension `(…)`, which is the closer's only if it closes.
/// Otherwise the stacks of the two passes agree at every step, so the nodes are the same. In
/// ordinary notes these cases are rare, so most levels are parsed in this one pass.
extension InlineScanner {
    mutating func parseInOnePass() -> [NorgInline]? {
        let stack = buffer.workspace.nodes
        let levelStart = stack.count
        var spans = OpenSpans()
        var textStart = lower
        var position = lower
        var openersSeen: UInt16 = 0
        func flush(to end: Int) {
            if textStart < end { stack.push(buffer.textNode(textStart..<end)) }
        }
        while let step = nextStep(&position, &openersSeen) {
            // `consume`: matching a copy of `.node` would copy its tuple through the runtime's
            // generic witness, once per finished node.
            switch consume step {
            case .softBreak(let at):
                flush(to: at)
                stack.push(.softBreak(range: buffer.range(at..<(at + 1))))
            case .escape(let range):
                flush(to: range.lowerBound)
                stack.push(buffer.escape(range))
            case .node(let node, let range, _):
                flush(to: range.lowerBound)
                stack.push(node)
            case .colon:
                return handOver(levelStart)
            case .delimiter(let delimiter):
                let modifier = delimiter.modifier
                if delimiter.canClose {
                    if position < upper, bytes[position] == UInt8(ascii: "("),
                       modifierExtension(at: position) != nil { return handOver(levelStart) }
                    if spans.isOpen(modifier) {
                        guard spans.top.modifier == modifier else { return handOver(levelStart) }
                        let opener = spans.pop()
                        let extent = opener.position..<(delimiter.position + 1)
                        if let span = plainSpan(opener, extent, textStart: textStart) {
                            stack.push(span)
                        } else {
                            flush(to: delimiter.position)
                            let children = stack.pop(from: opener.firstChild)
                            stack.push(.styled(StyledSpan(modifier: modifier, children: children, range: buffer.range(extent))))
                        }
                        textStart = position
                        continue
                    }
                }
                if delimiter.canOpen, spans.allows(modifier, blocked: blocked) {
                    flush(to: delimiter.position)
                    spans.push(OpenSpans.Opener(modifier: modifier, position: delimiter.position, firstChild: stack.count))
                    textStart = position
                }
                // Otherwise a lone modifier character: text, like its neighbours.
                continue
            }
            textStart = position
        }
        guard spans.isEmpty else { return handOver(levelStart) }
        flush(to: upper)
        return stack.pop(from: levelStart)
    }

    /// The span `opener` opened, closing at the end of `extent`, when nothing but text came since
    /// the opener and no line ending (that would have been a node): it keeps only the source
    /// buffer its text slices (`StyledSpan`).
    private func plainSpan(_ opener: OpenSpans.Opener, _ extent: Range<Int>, textStart: Int) -> NorgInline? {
        guard buffer.workspace.nodes.count == opener.firstChild, textStart == extent.lowerBound + 1,
              textStart < extent.upperBound - 1 else { return nil }
        let range = buffer.range(extent)
        guard let storage = buffer.sourceStorage(of: range, count: extent.count) else { return nil }
        return .styled(StyledSpan(modifier: opener.modifier, textOf: storage, range: range))
    }

    private func handOver(_ levelStart: Int) -> [NorgInline]? {
        buffer.workspace.nodes.discard(from: levelStart)
        buffer.workspace.handOvers += 1
        return nil
    }
}
