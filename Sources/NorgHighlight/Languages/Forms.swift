/// Comment, string and sigil forms that several languages share.
extension LanguageRules.Delimited {
    static func block(_ open: String, _ close: String, nests: Bool = false) -> Self {
        Self(open: Array(open.utf8), close: Array(close.utf8), kind: .comment, nests: nests)
    }

    /// A string between `quote`s (or `open` … `close`), backslash escapes unless `escapes` is false.
    static func string(_ open: String, _ close: String? = nil, escapes: Bool = true, multiline: Bool = false) -> Self {
        Self(open: Array(open.utf8), close: Array((close ?? open).utf8), kind: .string, escapes: escapes,
             multiline: multiline)
    }

    static let cComment = block("/*", "*/")
    static let doubleQuoted = string("\"")
    static let singleQuoted = string("'")
}

extension LanguageRules.Sigil {
    static func word(_ prefix: Character, _ kind: CodeTokenKind) -> Self {
        Self(prefix: prefix.asciiValue!, kind: kind)
    }
}

extension CodeLanguage {
    /// The words of a space- or line-separated list.
    static func words(_ list: String) -> [String] {
        list.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") })
            .map { String(decoding: $0, as: UTF8.self) }
    }
}
