/// One level of inline content in a single pass: nodes go straight onto the workspace's node
/// stack, and a styled span is built the moment its closer is seen.
///
/// The walk takes the same steps as `scan(into:)` (the same constructs at the same positions,
/// through the same `matchLinkable` and `modifierAtom`), and pairs modifiers with the same stack
/// as `ModifierPairing.pair`, except that it pushes an opener without knowing whether a closer
/// follows. That is the one thing it cannot decide as it goes, so it gives up (returns nil, and
/// the level is parsed again by the token pass) whenever it could matter:
/// - an opener is still open at the end (its span never closed, so it is text, and while it was
///   open it may have kept other openers from counting);
/// - a closer finds its modifier open below another one (the spec's "closed in the wrong order");
/// - a `:` may be a link modifier, which depends on pairing on both sides of it;
/// - a possible closer is followed by an extension `(…)`, which is the closer's only if it closes.
/// Otherwise the stacks of the two passes agree at every step, so the nodes are the same. In
/// prose with markup, nearly every paragraph takes the single pass.
extension InlineScanner {
    mutating func parseInOnePass() -> [NorgInline]? {
        let stack = buffer.workspace.nodes
        let levelStart = stack.count
        var spans = OpenSpans()
        var textStart = lower
        var position = lower
        /// Modifiers (by slot) that had a possible opener so far: a closer before any is text.
        var openersSeen: UInt16 = 0
        func flush(to end: Int) {
            if textStart < end { stack.push(buffer.textNode(textStart..<end)) }
        }
        while position < upper {
            position = nextSpecial(from: position)
            guard position < upper else { break }
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                flush(to: position)
                stack.push(.softBreak(range: buffer.range(position..<(position + 1))))
                position += 1
                textStart = position
            case UInt8(ascii: "\\") where escapes:
                flush(to: position)
                let end = escapeEnd(at: position)
                stack.push(buffer.escape(position..<end))
                position = end
                textStart = end
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"):
                guard let match = matchLinkable(at: position) else {
                    position += 1
                    continue
                }
                flush(to: position)
                let end = match.range.upperBound
                stack.push(build(consume match))
                position = end
                textStart = end
            case UInt8(ascii: ":"):
                guard !mayBeLinkModifier(at: position) else { return handOver(levelStart) }
                position += 1
            case UInt8(ascii: "\\"):
                position += 1
            default:
                var runEnd = position + 1
                while runEnd < upper, bytes[runEnd] == byte { runEnd += 1 }
                if runEnd - position > 1 {
                    position = runEnd
                    continue
                }
                // Only a verbatim character or a free-form opener (`*|`) can start a finished node.
                if ModifierCharacter.verbatim(byte) != nil || (position + 1 < upper && bytes[position + 1] == UInt8(ascii: "|")),
                   let (node, end) = modifierAtom(at: position) {
                    flush(to: position)
                    stack.push(node)
                    position = end
                    textStart = end
                    continue
                }
                guard let modifier = ModifierCharacter.styled(byte) else {
                    position += 1
                    continue
                }
                let bit: UInt16 = 1 << ModifierCharacter.slot(byte)
                let canOpen = buffer.canOpen(at: position)
                let canClose = openersSeen & bit != 0 && buffer.canClose(at: position)
                if canOpen { openersSeen |= bit }
                if canClose {
                    if position + 1 < upper, bytes[position + 1] == UInt8(ascii: "("),
                       modifierExtension(at: position + 1) != nil { return handOver(levelStart) }
                    if spans.isOpen(modifier) {
                        guard spans.top.modifier == modifier else { return handOver(levelStart) }
                        let opener = spans.pop()
                        // Nothing but text since the opener, and no line ending (that would be a
                        // node): the span keeps only the source buffer its text slices.
                        let extent = opener.position..<(position + 1)
                        if stack.count == opener.firstChild, textStart == opener.position + 1, textStart < position {
                            let range = buffer.range(extent)
                            if let storage = buffer.sourceStorage(of: range, count: extent.count) {
                                stack.push(.styled(StyledSpan(modifier: modifier, textOf: storage, range: range)))
                                position += 1
                                textStart = position
                                continue
                            }
                        }
                        flush(to: position)
                        let children = stack.pop(from: opener.firstChild)
                        stack.push(.styled(StyledSpan(modifier: modifier, children: children, range: buffer.range(extent))))
                        position += 1
                        textStart = position
                        continue
                    }
                }
                if canOpen, spans.allows(modifier, blocked: blocked) {
                    flush(to: position)
                    spans.push(OpenSpans.Opener(modifier: modifier, position: position, firstChild: stack.count))
                    textStart = position + 1
                }
                // Otherwise a lone modifier character: text, like its neighbours.
                position += 1
            }
        }
        guard spans.isEmpty else { return handOver(levelStart) }
        flush(to: upper)
        return stack.pop(from: levelStart)
    }

    private func handOver(_ levelStart: Int) -> [NorgInline]? {
        buffer.workspace.nodes.discard(from: levelStart)
        buffer.workspace.handOvers += 1
        return nil
    }
}

/// The styled spans open in one level of the single pass, innermost last. A modifier cannot nest
/// in itself, so there are at most eight: one SIMD lane each, no allocation.
struct OpenSpans {
    struct Opener {
        var modifier: AttachedModifier
        /// The logical index of the opening character.
        var position: Int
        /// Where the span's nodes start on the node stack.
        var firstChild: Int
    }

    private var modifiers = SIMD8<UInt8>()
    private var positions = SIMD8<Int>()
    private var firstChildren = SIMD8<Int>()
    private var open: AttachedModifierSet = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    func isOpen(_ modifier: AttachedModifier) -> Bool { open.contains(modifier) }

    /// `ModifierPairing.isAllowed`: not blocked by an enclosing level, and neither the modifier
    /// nor the one it excludes is open.
    func allows(_ modifier: AttachedModifier, blocked: AttachedModifierSet) -> Bool {
        if blocked.contains(modifier) || open.contains(modifier) { return false }
        guard let excluded = modifier.excludes else { return true }
        return !blocked.contains(excluded) && !open.contains(excluded)
    }

    var top: Opener {
        Opener(modifier: ModifierCharacter.styled(modifiers[count - 1])!, position: positions[count - 1],
               firstChild: firstChildren[count - 1])
    }

    mutating func push(_ opener: Opener) {
        modifiers[count] = opener.modifier.byte
        positions[count] = opener.position
        firstChildren[count] = opener.firstChild
        count += 1
        open.insert(opener.modifier)
    }

    mutating func pop() -> Opener {
        let opener = top
        count -= 1
        open.remove(opener.modifier)
        return opener
    }
}
