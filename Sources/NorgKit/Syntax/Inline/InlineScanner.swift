/// The first pass over one level of inline content (a paragraph, or the inside of a description,
/// free-form modifier or link target): left to right, it takes the constructs by the spec's
/// precedence (linkables, verbatim free-form, escapes, verbatim, free-form) as finished nodes
/// and leaves single non-verbatim modifier characters as delimiters for `ModifierPairing`.
///
/// Every closer search skips what outranks it, so an overlap goes to the higher precedence while
/// containment stays (a link inside `` `…` `` is verbatim text). Searches that fail are remembered
/// per character, so thousands of unclosed openers cost one scan each kind, not one scan each.
struct InlineScanner {
    let buffer: InlineBuffer
    let bytes: SourceBytes
    let lower: Int
    let upper: Int
    /// False inside free-form modifiers, where a backslash is literal.
    let escapes: Bool
    /// Modifiers already open around this level (same-kind nesting is not allowed).
    let blocked: AttachedModifierSet
    let depth: Int

    /// Per modifier character: a search for its verbatim (or free-form) closer from here or later
    /// fails. Empty until the first failure, so plain paragraphs allocate nothing for it.
    var failedVerbatim: [Int] = []
    var failedFreeForm: [Int] = []
    /// The last search for `}`, `]`, `>`: where it started and what it found (-1: nothing).
    var closerMemo = CloserMemo()
    /// The finished nodes tokens refer to (kept apart so tokens stay small to copy); the level's
    /// scratch array while `scan` runs.
    var atoms: [NorgInline] = []
    /// The attributes of the extension candidates tokens refer to.
    var extensions: [[ModifierAttribute]] = []
    /// False once this level (or one around it) has handed over to the token pass. Its nested
    /// levels (descriptions, free-form content) were built by the failed single pass already, so
    /// the token pass builds them again with tokens only: trying the single pass first at every
    /// depth again would double the work per level of nesting.
    private(set) var triesSinglePass: Bool

    init(buffer: InlineBuffer, range: Range<Int>, escapes: Bool, blocked: AttachedModifierSet, depth: Int,
         triesSinglePass: Bool = true) {
        self.buffer = buffer
        self.bytes = buffer.bytes
        self.lower = range.lowerBound
        self.upper = range.upperBound
        self.escapes = escapes
        self.blocked = blocked
        self.depth = depth
        self.triesSinglePass = triesSinglePass && buffer.workspace.allowsSinglePass
    }

    /// The inline nodes of this level.
    mutating func parse() -> [NorgInline] {
        // Past the depth limit, or without a byte that can start anything (many list items): one
        // text node, which is what the passes below would make of the latter, without their arrays.
        if depth >= NorgParser.maximumNestingDepth || isPlain(lower..<upper) { return oneTextNode(lower..<upper) }
        if triesSinglePass {
            if let nodes = parseInOnePass() { return nodes }
            triesSinglePass = false
        }
        var scratch = buffer.workspace.scratch(depth: depth)
        swap(&atoms, &scratch.atoms)
        var tokens: [InlineToken] = []
        swap(&tokens, &scratch.tokens)
        scan(into: &tokens)
        // Hand the finished nodes over rather than share them: pairing appends to them, and a
        // shared array would be copied (every node retained) on its first append.
        swap(&atoms, &scratch.atoms)
        // `consume`: a copy left here would share the scratch arrays, and pairing's first write to
        // each would copy it instead of reusing its capacity.
        var pairing = ModifierPairing(buffer: buffer, tokens: tokens, extensions: extensions, blocked: blocked,
                                      scratch: consume scratch)
        let nodes = pairing.build()
        pairing.scratch.tokens = tokens
        buffer.workspace.recycle(pairing.scratch, depth: depth)
        return nodes
    }

    /// The first byte at or after `start` that may start a construct or break the line (`upper`
    /// if none). Unchecked: this loop sees every byte of every paragraph.
    func nextSpecial(from start: Int, to end: Int? = nil) -> Int {
        let end = end ?? upper
        return bytes.withUnsafeBufferPointer { bytes in
            ModifierCharacter.isSpecial.withUnsafeBufferPointer { special in
                var index = start
                while index < end, !special[Int(bytes[index])] { index += 1 }
                return index
            }
        }
    }

    /// True when no byte of `range` can start a construct or break the line.
    func isPlain(_ range: Range<Int>) -> Bool {
        nextSpecial(from: range.lowerBound, to: range.upperBound) == range.upperBound
    }

    /// `range` as one text node, or nothing when it is empty.
    private func oneTextNode(_ range: Range<Int>) -> [NorgInline] {
        range.isEmpty ? [] : [buffer.textNode(range)]
    }

    /// A nested level (description, free-form content, link target).
    func nested(_ range: Range<Int>, escapes: Bool? = nil, blocking extra: AttachedModifier? = nil) -> [NorgInline] {
        // Most link descriptions are plain: their one text node, without a scanner of their own.
        if isPlain(range) { return oneTextNode(range) }
        var blocked = self.blocked
        if let extra { blocked.insert(extra) }
        var scanner = InlineScanner(buffer: buffer, range: range, escapes: escapes ?? self.escapes,
                                    blocked: blocked, depth: depth + 1, triesSinglePass: triesSinglePass)
        return scanner.parse()
    }

    /// Appends this level's tokens to `tokens` (empty, reused capacity).
    mutating func scan(into tokens: inout [InlineToken]) {
        // About one token per dozen bytes in prose with markup; growing from empty costs copies.
        tokens.reserveCapacity((upper - lower) / 12 + 2)
        var textStart = lower
        var position = lower
        /// Modifiers (by slot) that had a possible opener so far: a closer before any is text.
        var openersSeen: UInt16 = 0
        func flush(_ tokens: inout [InlineToken], to end: Int) {
            if textStart < end { tokens.append(.text(textStart..<end)) }
        }
        while position < upper {
            position = nextSpecial(from: position)
            guard position < upper else { break }
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                flush(&tokens, to: position)
                tokens.append(.softBreak(position))
                position += 1
                textStart = position
            case UInt8(ascii: "\\") where escapes:
                flush(&tokens, to: position)
                let end = escapeEnd(at: position)
                tokens.append(.escape(position..<end))
                position = end
                textStart = end
            case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"):
                guard let match = matchLinkable(at: position) else {
                    position += 1
                    continue
                }
                flush(&tokens, to: position)
                let extent = match.range
                atoms.append(build(consume match))
                tokens.append(.node(atoms.count - 1, extent, isModifier: false))
                position = extent.upperBound
                textStart = position
            case UInt8(ascii: ":"):
                guard mayBeLinkModifier(at: position) else {
                    position += 1
                    continue
                }
                flush(&tokens, to: position)
                tokens.append(.colon(position))
                position += 1
                textStart = position
            case UInt8(ascii: "\\"):
                position += 1
            default:
                var runEnd = position + 1
                while runEnd < upper, bytes[runEnd] == byte { runEnd += 1 }
                if runEnd - position > 1 {
                    // Two or more of the same modifier character are always raw text.
                    position = runEnd
                    continue
                }
                if let (node, end) = modifierAtom(at: position) {
                    flush(&tokens, to: position)
                    atoms.append(node)
                    tokens.append(.node(atoms.count - 1, position..<end, isModifier: true))
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
                guard canOpen || canClose else {
                    position += 1
                    continue
                }
                if canOpen { openersSeen |= bit }
                flush(&tokens, to: position)
                let delimiter = InlineDelimiter(modifier: modifier, position: position, canOpen: canOpen, canClose: canClose)
                tokens.append(.delimiter(delimiter))
                position += 1
                textStart = position
                if delimiter.canClose, let (attributes, end) = modifierExtension(at: position) {
                    extensions.append(attributes)
                    tokens.append(.extensionCandidate(position..<end, extensions.count - 1))
                    position = end
                    textStart = end
                }
            }
        }
        flush(&tokens, to: upper)
    }

    /// A `:` can only be a link modifier between a word and a modifier character, or a modifier
    /// character (or the `)` of its extension) and a word; any other `:` is plain text.
    func mayBeLinkModifier(at position: Int) -> Bool {
        if position + 1 < upper, ModifierCharacter.isModifier(bytes[position + 1]),
           buffer.characterClass(before: position) == .regular { return true }
        guard position > lower, buffer.characterClass(at: position + 1) == .regular else { return false }
        let previous = bytes[position - 1]
        return ModifierCharacter.isModifier(previous) || previous == UInt8(ascii: ")")
    }

    /// Where `\x` starting at `position` ends; a backslash before a line ending (or at the very
    /// end) escapes the line ending.
    func escapeEnd(at position: Int) -> Int {
        let next = position + 1
        if next >= upper || bytes[next] == 0x0A { return min(next + 1, upper) }
        return next + buffer.scalarLength(at: next)
    }

    /// A verbatim or free-form modifier starting at `position`, with its extension.
    mutating func modifierAtom(at position: Int) -> (NorgInline, Int)? {
        let byte = bytes[position]
        let verbatim = ModifierCharacter.verbatim(byte)
        if position + 1 < upper, bytes[position + 1] == UInt8(ascii: "|"),
           buffer.characterClass(before: position) != .regular,
           let close = findFreeFormCloser(byte, from: position + 2, verbatim: verbatim != nil) {
            let content = (position + 2)..<close
            var end = close + 2
            var attributes: [ModifierAttribute] = []
            if let (found, extensionEnd) = modifierExtension(at: end) {
                attributes = found
                end = extensionEnd
            }
            let range = buffer.range(position..<end)
            if let verbatim {
                return (.verbatim(VerbatimSpan(modifier: verbatim, content: buffer.string(content), isFreeForm: true,
                                               attributes: attributes, range: range)), end)
            }
            let modifier = ModifierCharacter.styled(byte)!
            let children = nested(content, escapes: false, blocking: modifier)
            return (.styled(StyledSpan(modifier: modifier, children: children, isFreeForm: true,
                                       attributes: attributes, range: range)), end)
        }
        guard let verbatim, buffer.canOpen(at: position),
              let close = findVerbatimCloser(byte, from: position + 1) else { return nil }
        var end = close + 1
        var attributes: [ModifierAttribute] = []
        if let (found, extensionEnd) = modifierExtension(at: end) {
            attributes = found
            end = extensionEnd
        }
        return (.verbatim(VerbatimSpan(modifier: verbatim, content: buffer.string((position + 1)..<close),
                                       attributes: attributes, range: buffer.range(position..<end))), end)
    }
}
