import NorgHighlight

/// `code`'s tokens in `language` as `kind text` lines, for golden comparisons.
func tokenTexts(_ code: String, _ language: String) -> [String] {
    guard let language = CodeLanguage(named: language) else { return ["unknown language"] }
    let bytes = Array(code.utf8)
    return CodeHighlighter.tokens(in: code, language: language).map { token in
        "\(token.kind.rawValue) \(String(decoding: bytes[token.range], as: UTF8.self))"
    }
}
