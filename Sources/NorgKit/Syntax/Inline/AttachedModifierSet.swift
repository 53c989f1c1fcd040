/// The attached modifiers open around a level of inline content (a modifier cannot nest in itself),
/// as a bitmask: every nested level (each link description, each styled span) takes a copy, and a
/// `Set` would be a reference to retain and release each time.
struct AttachedModifierSet: Equatable, ExpressibleByArrayLiteral {
    private var bits: UInt8 = 0

    init(arrayLiteral modifiers: AttachedModifier...) {
        for modifier in modifiers { insert(modifier) }
    }

    var isEmpty: Bool { bits == 0 }

    func contains(_ modifier: AttachedModifier) -> Bool {
        bits & Self.bit(modifier) != 0
    }

    /// Whether `modifier` may open inside these modifiers: neither it (a modifier cannot nest in
    /// itself) nor the one it excludes (superscript and subscript) is among them.
    func admits(_ modifier: AttachedModifier) -> Bool {
        if contains(modifier) { return false }
        guard let excluded = modifier.excludes else { return true }
        return !contains(excluded)
    }

    mutating func insert(_ modifier: AttachedModifier) {
        bits |= Self.bit(modifier)
    }

    mutating func remove(_ modifier: AttachedModifier) {
        bits &= ~Self.bit(modifier)
    }

    private static func bit(_ modifier: AttachedModifier) -> UInt8 {
        switch modifier {
        case .bold: 1
        case .italic: 2
        case .underline: 4
        case .strikethrough: 8
        case .spoiler: 16
        case .superscript: 32
        case .subscript: 64
        case .null: 128
        }
    }
}
