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

    /// As `ModifierPairing.isAllowed`: admitted by the enclosing levels' modifiers and by the open ones.
    func allows(_ modifier: AttachedModifier, blocked: AttachedModifierSet) -> Bool {
        blocked.admits(modifier) && open.admits(modifier)
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
