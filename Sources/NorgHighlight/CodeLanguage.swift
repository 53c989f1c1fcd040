/// A language the highlighter knows, found by its name or a common alias, in any case:
/// `CodeLanguage(named: "py")` is Python, `CodeLanguage(named: "C++")` is C++.
public struct CodeLanguage: Sendable, Hashable, CustomStringConvertible {
    /// The language's canonical name (`swift`, `python`, `cpp`, …).
    public let name: String
    /// The other names it is found by (`py`, `python3`).
    public let aliases: [String]
    /// The language's table, built the first time the language is used (a `static let`), so a
    /// process pays only for the languages its code is in.
    private let tableAccess: @Sendable () -> LanguageTable
    var table: LanguageTable { tableAccess() }

    init(name: String, aliases: [String] = [], table: @escaping @Sendable () -> LanguageTable) {
        self.name = name
        self.aliases = aliases
        self.tableAccess = table
    }

    /// The language called `name` (its name or an alias, ignoring case and surrounding spaces);
    /// nil for a language the highlighter does not know.
    public init?(named name: String) {
        // A code block asks once per block: the name is trimmed, ASCII-lowercased and packed into
        // two integers byte by byte, then looked up among the packed names (no `String` made).
        var name = name
        guard let found = name.withUTF8({ CodeLanguage.index(ofPackedName: $0) }) else { return nil }
        self = CodeLanguage.known[found]
    }

    /// The index in `known` of the language called `bytes` (trimmed and lowercased here).
    private static func index(ofPackedName bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard start < end, end - start <= 16 else { return nil }
        let key = PackedName(bytes, start, end)
        // Open addressing in a table at least twice the names' count: a probe or two.
        return packedNames.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = key.slotHash & mask
            while slots[slot].index >= 0 {
                let name = slots[slot].name
                if name.low == key.low, name.high == key.high, name.length == key.length { return slots[slot].index }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Up to 16 bytes of a name, ASCII-lowercased, in two integers, with its length.
    private struct PackedName: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length = 0

        init() {}

        /// A slot for the name in a table of a power of two size (the table masks it).
        var slotHash: Int {
            Int(truncatingIfNeeded: ((low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)) >> 40)
        }

        @inline(__always)
        init(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
            length = end - start
            for offset in 0..<length {
                var byte = bytes[start + offset]
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                if offset < 8 {
                    low |= UInt64(byte) << (8 * UInt64(offset))
                } else {
                    high |= UInt64(byte) << (8 * UInt64(offset - 8))
                }
            }
        }
    }

    /// Every language, in alphabetical order of name.
    public static var all: [CodeLanguage] { known }

    /// The canonical name (`swift`).
    public var description: String { name }

    /// Languages are the same when their canonical names are.
    public static func == (lhs: CodeLanguage, rhs: CodeLanguage) -> Bool { lhs.name == rhs.name }
    /// Hashes the canonical name, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static let known: [CodeLanguage] = [
        .c, .cpp, .css, .go, .html, .javascript, .json, .lua, .norg, .python, .rust, .shell, .sql,
        .swift, .toml, .typescript, .yaml,
    ]

    /// Every name and alias, packed, with its language's index in `known`, by open addressing
    /// (an empty slot's index is -1).
    private static let packedNames: [(name: PackedName, index: Int)] = {
        let count = known.reduce(0) { $0 + 1 + $1.aliases.count }
        var size = 16
        while size < count * 2 { size *= 2 }
        var slots = [(name: PackedName, index: Int)](repeating: (PackedName(), -1), count: size)
        func insert(_ name: String, _ index: Int) {
            var name = name
            precondition(name.utf8.count <= 16, "\(name) is too long to pack")
            let packed = name.withUTF8 { PackedName($0, 0, $0.count) }
            var slot = packed.slotHash & (size - 1)
            while slots[slot].index >= 0 {
                precondition(slots[slot].name != packed, "\(name) names two languages")
                slot = (slot + 1) & (size - 1)
            }
            slots[slot] = (packed, index)
        }
        for (index, language) in known.enumerated() {
            insert(language.name, index)
            for alias in language.aliases { insert(alias, index) }
        }
        return slots
    }()
}
