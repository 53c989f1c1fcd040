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
        // ASCII-lowercased and trimmed byte by byte: a code block asks once per block.
        var bytes = name.utf8[...]
        while let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { bytes.removeFirst() }
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes.removeLast() }
        guard bytes.count <= 32 else { return nil }
        let key = String(decoding: bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 },
                         as: UTF8.self)
        guard let language = CodeLanguage.byName[key] else { return nil }
        self = language
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

    private static let byName: [String: CodeLanguage] = {
        var table: [String: CodeLanguage] = [:]
        for language in known {
            for name in [language.name] + language.aliases {
                precondition(table[name] == nil, "\(name) names two languages")
                table[name] = language
            }
        }
        return table
    }()
}
