/// The second pass: pairs non-verbatim attached modifier characters and builds the nodes.
///
/// A stack of open modifiers, one per kind at most (the same modifier cannot nest). An opener
/// counts only if a closer of its kind follows somewhere; a closer closes the top of the stack.
/// A closer of a modifier that has other modifiers open above it is skipped ("don't close to cut
/// other markup") and taints those inner modifiers: if the outer one then never closes, the two
/// were "closed in the wrong order" and neither applies (spec, Invalid Examples).
struct ModifierPairing {
    let buffer: InlineBuffer
    let tokens: [InlineToken]
    /// The attributes of the tokens' extension candidates.
    let extensions: [[ModifierAttribute]]
    let blocked: AttachedModifierSet
    /// The level's arrays: `atoms` holds the scanner's finished nodes, then the styled spans built
    /// here; the others are this pass's working arrays, handed back to the workspace afterwards.
    var scratch: InlineScratch

    private var atoms: [NorgInline] {
        get { scratch.atoms }
        _modify { yield &scratch.atoms }
    }

    mutating func build() -> [NorgInline] {
        let hasMarkup = tokens.contains { token in
            switch token {
            case .delimiter, .colon, .extensionCandidate: true
            default: false
            }
        }
        guard hasMarkup else { return plainNodes() }
        let partner = pair()
        return assemble(partner)
    }

    /// Text, soft breaks and finished nodes only: nothing to pair. Each token becomes one node of
    /// an array of exactly their count, finished nodes moved out of `atoms` (a trivial node left in
    /// their place). `atoms` stays the level's scratch array: handing it over as the result would
    /// leave the next paragraphs to grow a new one from nothing, an allocation or more per
    /// paragraph.
    private mutating func plainNodes() -> [NorgInline] {
        var nodes: [NorgInline] = []
        nodes.reserveCapacity(tokens.count)
        for token in tokens {
            switch token {
            case .text(let range):
                nodes.append(buffer.textNode(range))
            case .softBreak(let position):
                nodes.append(.softBreak(range: buffer.range(position..<(position + 1))))
            case .escape(let range):
                nodes.append(buffer.escape(range))
            case .node(let atom, _, _):
                var node = NorgInline.vacated
                swap(&node, &atoms[atom])
                nodes.append(node)
            case .delimiter, .colon, .extensionCandidate:
                break
            }
        }
        return nodes
    }

    private func delimiter(_ index: Int) -> InlineDelimiter? {
        if case .delimiter(let delimiter) = tokens[index] { return delimiter }
        return nil
    }

    /// For each token, the index of the delimiter it pairs with, or -1.
    private mutating func pair() -> [Int] {
        var partner = scratch.partner
        scratch.partner = []
        defer { scratch.partner = partner }
        partner.append(contentsOf: repeatElement(-1, count: tokens.count))
        // Indexed by modifier slot (a dictionary keyed by the modifier costs a hash per delimiter).
        // One lane per modifier slot, on the stack (`ModifierCharacter.slotCount` is 11).
        var lastCloser = SIMD16<Int>(repeating: -1)
        var anyCloser = false
        for index in tokens.indices {
            if let delimiter = delimiter(index), delimiter.canClose {
                lastCloser[delimiter.modifier.slot] = index
                anyCloser = true
            }
        }
        guard anyCloser else { return partner }
        var stack = scratch.stack
        scratch.stack = []
        defer { scratch.stack = stack }
        var taints: [(inner: Int, outer: Int)] = []
        for index in tokens.indices {
            guard let delimiter = delimiter(index) else { continue }
            if delimiter.canClose,
               let level = stack.lastIndex(where: { self.delimiter($0)?.modifier == delimiter.modifier }) {
                if level == stack.count - 1 {
                    partner[stack[level]] = index
                    partner[index] = stack[level]
                    stack.removeLast()
                } else {
                    for inner in stack[(level + 1)...] { taints.append((inner, stack[level])) }
                }
                continue
            }
            guard delimiter.canOpen, lastCloser[delimiter.modifier.slot] > index,
                  isAllowed(delimiter.modifier, inside: stack) else { continue }
            stack.append(index)
        }
        // Pairs that swallowed the closer of a modifier that never closed are invalid.
        var changed = !taints.isEmpty
        while changed {
            changed = false
            for taint in taints where partner[taint.inner] >= 0 && partner[taint.outer] < 0 {
                partner[partner[taint.inner]] = -1
                partner[taint.inner] = -1
                changed = true
            }
        }
        return partner
    }

    private func isAllowed(_ modifier: AttachedModifier, inside stack: [Int]) -> Bool {
        guard blocked.admits(modifier) else { return false }
        var open: AttachedModifierSet = []
        for index in stack { open.insert(delimiter(index)!.modifier) }
        return open.admits(modifier)
    }

    private mutating func assemble(_ partner: [Int]) -> [NorgInline] {
        // One pieces array for the level; a span's pieces start after the boundary its frame marks.
        var frames = scratch.frames
        var pieces = scratch.pieces
        (scratch.frames, scratch.pieces) = ([], [])
        defer { (scratch.frames, scratch.pieces) = (frames, pieces) }
        frames.append(PairingFrame(opener: -1, start: 0))
        pieces.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            switch tokens[index] {
            case .text(let range):
                pieces.appendText(range)
            case .softBreak(let position):
                atoms.append(.softBreak(range: buffer.range(position..<(position + 1))))
                pieces.append(.node(atoms.count - 1))
            case .node(let atom, _, _):
                pieces.append(.node(atom))
            case .escape(let range):
                atoms.append(buffer.escape(range))
                pieces.append(.node(atoms.count - 1))
            case .extensionCandidate(let range, _):
                pieces.appendText(range)
            case .colon(let position):
                if isLinkModifier(at: index, position: position, partner: partner) {
                    atoms.append(.linkModifier(range: buffer.range(position..<(position + 1))))
                    pieces.append(.node(atoms.count - 1))
                } else {
                    pieces.appendText(position..<(position + 1))
                }
            case .delimiter(let delimiter):
                let other = partner[index]
                if other > index {
                    frames.append(PairingFrame(opener: index, start: pieces.count))
                    // A span's first text must not merge with the text before its opener.
                    pieces.append(.boundary)
                } else if other >= 0, frames.count > 1 {
                    let frame = frames.removeLast()
                    let opener = self.delimiter(frame.opener)!
                    var end = delimiter.position + 1
                    var attributes: [ModifierAttribute] = []
                    if index + 1 < tokens.count, case .extensionCandidate(let range, let found) = tokens[index + 1] {
                        attributes = extensions[found]
                        end = range.upperBound
                        index += 1
                    }
                    let children = pieces[(frame.start + 1)...].nodes(buffer, &atoms)
                    pieces.removeSubrange(frame.start...)
                    let span = StyledSpan(modifier: delimiter.modifier, children: children,
                                          attributes: attributes, range: buffer.range(opener.position..<end))
                    atoms.append(.styled(span))
                    pieces.append(.node(atoms.count - 1))
                } else {
                    pieces.appendText(delimiter.position..<(delimiter.position + 1))
                }
            }
        }
        return pieces[...].nodes(buffer, &atoms)
    }

    /// `:` between a word and an opening modifier, or a closing modifier and a word (spec, Link Modifier).
    private func isLinkModifier(at index: Int, position: Int, partner: [Int]) -> Bool {
        if buffer.characterClass(before: position) == .regular, index + 1 < tokens.count {
            switch tokens[index + 1] {
            case .delimiter(let next) where partner[index + 1] > index + 1 && next.position == position + 1:
                return true
            case .node(_, let range, true) where range.lowerBound == position + 1:
                return true
            default:
                break
            }
        }
        if buffer.characterClass(at: position + 1) == .regular, index > 0 {
            switch tokens[index - 1] {
            case .delimiter(let previous) where partner[index - 1] >= 0 && partner[index - 1] < index - 1
                && previous.position + 1 == position:
                return true
            case .node(_, let range, true) where range.upperBound == position:
                return true
            case .extensionCandidate(let range, _) where range.upperBound == position && index > 1:
                return partner[index - 2] >= 0 && partner[index - 2] < index - 2
            default:
                break
            }
        }
        return false
    }
}

extension AttachedModifier {
    /// The modifier's slot in `ModifierCharacter`'s per-character tables.
    var slot: Int {
        switch self {
        case .bold: 0
        case .italic: 1
        case .underline: 2
        case .strikethrough: 3
        case .spoiler: 4
        case .superscript: 5
        case .subscript: 6
        case .null: 7
        }
    }
}

extension NorgInline {
    /// What a slot of finished nodes holds once its node was moved out (or before one is moved in).
    static let vacated = NorgInline.linkModifier(range: SourceRange.empty)
}

/// Inline content under construction: adjacent text ranges merge into one text node.
enum InlinePiece {
    case text(Range<Int>)
    /// An index into the finished nodes.
    case node(Int)
    /// Where an open span's pieces begin: keeps text from merging across it, and makes no node.
    case boundary
}

extension Array where Element == InlinePiece {
    mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if case .text(let previous)? = last, previous.upperBound == range.lowerBound {
            self[count - 1] = .text(previous.lowerBound..<range.upperBound)
        } else {
            append(.text(range))
        }
    }
}

extension ArraySlice where Element == InlinePiece {
    /// The nodes of these pieces. Each finished node is used once, so it is moved out of `atoms`
    /// (a trivial node left in its place) rather than copied and later released twice.
    func nodes(_ buffer: InlineBuffer, _ atoms: inout [NorgInline]) -> [NorgInline] {
        var nodes: [NorgInline] = []
        nodes.reserveCapacity(count)
        for piece in self {
            switch piece {
            case .text(let range):
                nodes.append(buffer.textNode(range))
            case .node(let atom):
                var node = NorgInline.vacated
                swap(&node, &atoms[atom])
                nodes.append(node)
            case .boundary:
                break
            }
        }
        return nodes
    }
}
