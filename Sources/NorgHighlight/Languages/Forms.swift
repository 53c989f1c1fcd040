/// Comment, string and sigil forms that several languages share.
extension LanguageRules.Delimited<[UInt8]> {
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
        // A byte loop: a table is built when its language is first used, during a render.
        var list = list
        return list.withUTF8 { bytes in
            var words: [String] = []
            var start = 0
            for index in 0...bytes.count
            where index == bytes.count || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") {
                if index > start {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                start = index + 1
            }
            return words
        }
    }
}
