/// One level of inline content (a paragraph, or the inside of a description, free-form modifier or
/// link target). Left to right, its walk (`nextStep`) takes the constructs by the spec's
/// precedence (linkables, verbatim free-form, escapes, verbatim, free-form) as finished nodes and
/// finds the single non-verbatim modifier characters that may pair. The single pass
/// (`parseInOnePass`) pairs them as it goes; a level it cannot decide alone is scanned into tokens
/// (`scan(into:)`) for `ModifierPairing`.
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

    /// Per modifier character, a search for its verbatim closer (`slot`) or its free-form closer
    /// (`slotCount + slot`) from here or later fails. Empty until the first failure, so plain
    /// paragraphs allocate nothing for it. (What the token pass collects is passed to `scan`, not
    /// kept here: every field with a reference costs a release when a scanner goes, per level.)
    var failedSearches: [Int] = []
    /// The last search for `}`, `]`, `>`: where it started and what it found (-1: nothing).
    var closerMemo = CloserMemo()
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
        var tokens: [InlineToken] = []
        swap(&tokens, &scratch.tokens)
        var extensions: [[ModifierAttribute]] = []
        scan(into: &tokens, atoms: &scratch.atoms, extensions: &extensions)
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
    @inline(__always)
    func nextSpecial(from start: Int, to end: Int? = nil) -> Int {
        let end = end ?? upper
        return bytes.withUnsafeBufferPointer { bytes in
            ModifierCharacter.isSpecial.withUnsafeBufferPointer { special in
                var index = start
                // Prose is mostly lowercase letters and spaces, which are never special: eight bytes
                // a step while they are all such, then the first other byte is looked up.
                if let base = bytes.baseAddress {
                    while index + 8 <= end {
                        let other = ByteWord.notLowercaseOrSpace(ByteWord.load(base, at: index))
                        guard other != 0 else {
                            index += 8
                            continue
                        }
                        let at = index + ByteWord.offset(of: other)
                        if special[Int(bytes[at])] { return at }
                        index = at + 1
                    }
                }
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

    /// Appends this level's tokens to `tokens` (empty, reused capacity), the finished nodes they
    /// refer to to `atoms` and the attributes of their extension candidates to `extensions`.
    mutating func scan(into tokens: inout [InlineToken], atoms: inout [NorgInline],
                       extensions: inout [[ModifierAttribute]]) {
        // About one token per dozen bytes in prose with markup; growing from empty costs copies.
        tokens.reserveCapacity((upper - lower) / 12 + 2)
        var textStart = lower
        var position = lower
        var openersSeen: UInt16 = 0
        func flush(_ tokens: inout [InlineToken], to end: Int) {
            if textStart < end { tokens.append(.text(textStart..<end)) }
        }
        while let step = nextStep(&position, &openersSeen) {
            // `consume`: matching a copy of `.node` would copy its tuple through the runtime's
            // generic witness, once per finished node.
            switch consume step {
            case .softBreak(let at):
                flush(&tokens, to: at)
                tokens.append(.softBreak(at))
            case .escape(let range):
                flush(&tokens, to: range.lowerBound)
                tokens.append(.escape(range))
            case .node(let node, let range, let isModifier):
                flush(&tokens, to: range.lowerBound)
                atoms.append(node)
                tokens.append(.node(atoms.count - 1, range, isModifier: isModifier))
            case .colon(let at):
                flush(&tokens, to: at)
                tokens.append(.colon(at))
            case .delimiter(let delimiter):
                flush(&tokens, to: delimiter.position)
                tokens.append(.delimiter(delimiter))
                if delimiter.canClose, let (attributes, end) = modifierExtension(at: position) {
                    extensions.append(attributes)
                    tokens.append(.extensionCandidate(position..<end, extensions.count - 1))
                    position = end
                }
            }
            textStart = position
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
                return (.verbatim(VerbatimSpan(modifier: verbatim, contentText: buffer.text(content),
                                               isFreeForm: true, attributes: attributes, range: range)), end)
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
        // Inline math keeps its backslashes: TeX reads them itself (`\\frac`, `\\$`).
        let content = buffer.verbatimText((position + 1)..<close, escapes: escapes && verbatim != .math)
        return (.verbatim(VerbatimSpan(modifier: verbatim, contentText: content,
                                       attributes: attributes, range: buffer.range(position..<end))), end)
    }
}
