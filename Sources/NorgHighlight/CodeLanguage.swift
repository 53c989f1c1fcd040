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
        // two integers byte by byte, then compared against the packed names (no `String` made).
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
        return packedNames.withUnsafeBufferPointer { names in
            for entry in names where entry.name.low == key.low && entry.name.high == key.high
                && entry.name.length == key.length {
                return entry.index
            }
            return nil
        }
    }

    /// Up to 16 bytes of a name, ASCII-lowercased, in two integers, with its length.
    private struct PackedName: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length = 0

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

    public var description: String { name }

    public static func == (lhs: CodeLanguage, rhs: CodeLanguage) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static let known: [CodeLanguage] = [
        .c, .cpp, .css, .go, .html, .javascript, .json, .lua, .norg, .python, .rust, .shell, .sql,
        .swift, .toml, .typescript, .yaml,
    ]

    /// Every name and alias, packed, with its language's index in `known`.
    private static let packedNames: [(name: PackedName, index: Int)] = {
        var names: [(name: PackedName, index: Int)] = []
        for (index, language) in known.enumerated() {
            for name in [language.name] + language.aliases {
                let bytes = Array(name.utf8)
                precondition(bytes.count <= 16, "\(name) is too long to pack")
                let packed = bytes.withUnsafeBufferPointer { PackedName($0, 0, $0.count) }
                precondition(!names.contains { $0.name == packed }, "\(name) names two languages")
                names.append((packed, index))
            }
        }
        return names
    }()
}
