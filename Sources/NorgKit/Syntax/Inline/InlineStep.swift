/// What the walk over one level of inline content finds next: the constructs of fixed extent,
/// taken by the spec's precedence (linkables, verbatim free-form, escapes, verbatim, free-form), and
/// the lone modifier characters and colons whose meaning depends on pairing. Plain text is what
/// lies between two steps.
///
/// Both inline passes consume the same steps (`InlineScanner.nextStep`): the token pass turns them
/// into tokens for `ModifierPairing`, the single pass pairs them as it goes. That is what makes
/// their nodes the same.
enum InlineStep {
    /// The `\n` between two segments.
    case softBreak(Int)
    /// `\x`: the backslash and what it escapes.
    case escape(Range<Int>)
    /// A finished node and its logical range: a linkable, or (`isModifier`) a verbatim or
    /// free-form attached modifier.
    case node(NorgInline, Range<Int>, isModifier: Bool)
    /// A `:` that may be a link modifier.
    case colon(Int)
    /// A lone non-verbatim modifier character that may open or close a span.
    case delimiter(InlineDelimiter)
}

extension InlineScanner {
    /// The step at or after `position`, which moves past it; nil at the end of the level.
    /// `openersSeen` holds, per modifier slot, whether a possible opener was seen: a closer before
    /// any is text.
    @inline(__always)
    mutating func nextStep(_ position: inout Int, _ openersSeen: inout UInt16) -> InlineStep? {
        while position < upper {
            position = nextSpecial(from: position)
            guard position < upper else { return nil }
            let start = position
            let byte = bytes[start]
            switch byte {
            case 0x0A:
                position += 1
                return .softBreak(start)
            case UInt8(ascii: "\\") where escapes:
                position = escapeEnd(at: start)
                return .escape(start..<position)
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"):
                guard let match = matchLinkable(at: start) else {
                    position += 1
                    continue
                }
                position = match.range.upperBound
                return .node(build(consume match), start..<position, isModifier: false)
            case UInt8(ascii: ":"):
                position += 1
                if mayBeLinkModifier(at: start) { return .colon(start) }
            case UInt8(ascii: "\\"):
                position += 1
            default:
                var runEnd = start + 1
                while runEnd < upper, bytes[runEnd] == byte { runEnd += 1 }
                // Two or more of the same modifier character are always raw text.
                position = runEnd
                guard runEnd - start == 1 else { continue }
                // Only a verbatim character or a free-form opener (`*|`) can start a finished node.
                if ModifierCharacter.verbatim(byte) != nil || (runEnd < upper && bytes[runEnd] == UInt8(ascii: "|")),
                   let (node, end) = modifierAtom(at: start) {
                    position = end
                    return .node(node, start..<end, isModifier: true)
                }
                guard let modifier = ModifierCharacter.styled(byte) else { continue }
                let bit: UInt16 = 1 << ModifierCharacter.slot(byte)
                let canOpen = buffer.canOpen(at: start)
                let canClose = openersSeen & bit != 0 && buffer.canClose(at: start)
                guard canOpen || canClose else { continue }
                if canOpen { openersSeen |= bit }
                return .delimiter(InlineDelimiter(modifier: modifier, position: start, canOpen: canOpen, canClose: canClose))
            }
        }
        return nil
    }
}
