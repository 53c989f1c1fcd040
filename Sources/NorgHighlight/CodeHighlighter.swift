/// Splits code into highlighted tokens by its language's table.
///
/// ```swift
/// if let swift = CodeLanguage(named: "swift") {
///     for token in CodeHighlighter.tokens(in: "let x = 1", language: swift) { … }
/// }
/// ```
///
/// Any bytes are accepted (invalid UTF-8 and NUL included) and the cost is linear in the code:
/// an unclosed string or comment runs to its end (or its line's end) and nothing is scanned twice
/// but for a bounded look ahead.
public enum CodeHighlighter {
    /// The tokens of `code`, in order, not overlapping; offsets are into `code.utf8`.
    public static func tokens(in code: String, language: CodeLanguage) -> [CodeToken] {
        var code = code
        return code.withUTF8 { tokens(in: $0, language: language) }
    }

    /// The tokens of UTF-8 `bytes`, in order, not overlapping.
    public static func tokens(in bytes: UnsafeBufferPointer<UInt8>, language: CodeLanguage) -> [CodeToken] {
        var scanner = CodeScanner(bytes: bytes, table: language.table)
        scanner.scan()
        return scanner.tokens
    }

    /// The tokens of UTF-8 `bytes`, in order, not overlapping.
    public static func tokens(in bytes: [UInt8], language: CodeLanguage) -> [CodeToken] {
        bytes.withUnsafeBufferPointer { tokens(in: $0, language: language) }
    }

    /// The tokens of `code` in the language called `languageName` (a name or alias); none when the
    /// language is unknown.
    public static func tokens(in code: String, languageNamed languageName: String) -> [CodeToken] {
        guard let language = CodeLanguage(named: languageName) else { return [] }
        return tokens(in: code, language: language)
    }
}
