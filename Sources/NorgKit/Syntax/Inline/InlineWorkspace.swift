/// What the inline parser keeps from one paragraph to the next within one parse: scratch arrays
/// whose capacity is reused (a fresh array per paragraph, level and pass would be a large share
/// of parsing), and what it noticed on the way.
///
/// One per `InlineParser`, so one per parse: never shared between threads. Its levels are only
/// ever swapped out and handed back whole, one access at a time, so they skip the run-time
/// exclusivity checks (which, with the buffer's arrays, would run on every access to a paragraph's
/// scratch: a noticeable share of parsing).
final class InlineWorkspace {
    /// One set of scanning and pairing arrays per nesting level: a description or free-form
    /// content is parsed while its enclosing level's arrays are still in use.
    @exclusivity(unchecked) private var levels: [InlineScratch] = []
    /// The nodes of the levels the single pass is building (`InlineScanner.parseInOnePass`).
    let nodes = NodeStack<NorgInline>()
    /// False makes every level take the token pass (tests compare the two passes).
    var allowsSinglePass = true
    /// How many levels the single pass handed over to the token pass (tests check both are taken).
    var handOvers = 0
    /// Set when the parser built an anchor declaration or a link into this document: only then
    /// does `LinkPass` need the document's link index.
    var needsLinkIndex = false
    /// Set when it built any of those, an anchor definition or an inline link target: the inline
    /// nodes the link index records (`ParseNotes.mayHoldInlineLinkables`).
    var builtLinkables = false

    /// The scratch arrays of level `depth`, emptied; hand them back with `recycle(_:depth:)`.
    func scratch(depth: Int) -> InlineScratch {
        while levels.count <= depth { levels.append(InlineScratch()) }
        var scratch = InlineScratch()
        swap(&scratch, &levels[depth])
        scratch.removeAll()
        return scratch
    }

    func recycle(_ scratch: InlineScratch, depth: Int) {
        levels[depth] = scratch
    }

    /// `array`, emptied, keeping its capacity; `array` itself is left empty.
    static func take<Element>(_ array: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        taken.empty()
        return taken
    }
}

/// The arrays one level of inline content needs while it is scanned and paired.
struct InlineScratch {
    var tokens: [InlineToken] = []
    /// The finished nodes tokens refer to (kept apart so tokens stay small to copy).
    var atoms: [NorgInline] = []
    /// For each token, the token it pairs with (`ModifierPairing.pair`).
    var partner: [Int] = []
    var stack: [Int] = []
    var pieces: [InlinePiece] = []
    var frames: [PairingFrame] = []

    mutating func removeAll() {
        tokens.empty()
        atoms.empty()
        partner.empty()
        stack.empty()
        pieces.empty()
        frames.empty()
    }
}

/// An open styled span while pairing assembles nodes: its opening delimiter's token and where its
/// pieces start in the level's one pieces array.
struct PairingFrame {
    var opener: Int
    var start: Int
}

extension Array {
    /// Removes every element and keeps the capacity; an array that is empty already costs nothing.
    /// `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`, which costs more
    /// than a few `removeLast()`s, so a few elements (a paragraph's one or two lines) are removed one
    /// by one.
    mutating func empty() {
        if count > 4 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}
