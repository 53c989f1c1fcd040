import Foundation
import NorgHighlight

/// NorgUI's default code highlighter: NorgHighlight's tables for Swift, Lua, Python,
/// JavaScript/TypeScript, C/C++, Rust, Go, shell, JSON, YAML, TOML, HTML/XML, CSS, SQL and Norg
/// (`CodeLanguage`). It marks each token's run with its kind (`NorgAttributes.CodeTokenKey`) and no
/// colour: the view colours the kinds with the theme's `codeColors`. Other languages show plain.
public struct NorgBuiltInCodeHighlighter: NorgCodeHighlighter, Hashable {
    /// The highlighter; it holds no state (the language tables are NorgHighlight's).
    public init() {}

    /// `code` with each token's run marked with its `CodeTokenKind`, or nil (plain code) when
    /// `language` is nil or not one of `CodeLanguage`'s names. Allocates the attributed copy of the code.
    public func highlight(code: String, language: String?) -> AttributedString? {
        guard let language, let codeLanguage = CodeLanguage(named: language) else { return nil }
        return NorgCodeHighlighting.marked(code, tokens: CodeHighlighter.tokens(in: code, language: codeLanguage))
    }
}

extension NorgAttributes {
    /// The kind of code token a run of a highlighted code block is (`NorgBuiltInCodeHighlighter`);
    /// a custom highlighter may mark its runs with it too, to be coloured by the theme.
    public enum CodeTokenKey: AttributedStringKey {
        /// The attribute's value: keyword, string, comment, number …
        public typealias Value = CodeTokenKind
        /// The attribute's name in the `AttributedString`.
        public static let name = "NorgUI.CodeTokenKind"
    }
}

extension NorgCodeHighlighting {
    /// The highlighter a theme starts with.
    static let defaultHighlighter: any NorgCodeHighlighter = NorgBuiltInCodeHighlighter()

    /// `code` with each token's run marked with its kind. Tokens are in order, so one walk along
    /// the code's UTF-8 view places them all.
    static func marked(_ code: String, tokens: [CodeToken]) -> AttributedString {
        AttributedString(code, markingRunsOf: tokens, at: \.range) { run, token in
            run[NorgAttributes.CodeTokenKey.self] = token.kind
        }
    }
}
