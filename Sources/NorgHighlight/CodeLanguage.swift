/// A language the highlighter knows, found by its name or a common alias, in any case:
/// `CodeLanguage(named: "py")` is Python, `CodeLanguage(named: "C++")` is C++.
public struct CodeLanguage: Sendable, Hashable, CustomStringConvertible {
    /// The language's canonical name (`swift`, `python`, `cpp`, …).
    public let name: String
    /// The other names it is found by (`py`, `python3`).
    public let aliases: [String]
    let table: LanguageTable

    init(name: String, aliases: [String] = [], rules: LanguageRules) {
        self.name = name
        self.aliases = aliases
        self.table = LanguageTable(rules)
    }

    /// The language called `name` (its name or an alias, ignoring case and surrounding spaces);
    /// nil for a language the highlighter does not know.
    public init?(named name: String) {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let trimmed = name.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        guard trimmed.count <= 32, let language = CodeLanguage.byName[String(trimmed).lowercased()] else {
            return nil
        }
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
