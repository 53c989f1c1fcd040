import Foundation

/// Colours the code of `@code` blocks: set one as `NorgTheme.codeHighlighter` (by default
/// `NorgBuiltInCodeHighlighter`; nil shows code plain in the theme's code font).
///
/// Return the code with SwiftUI attributes on its runs (`foregroundColor`, `font`, …), or runs
/// marked with `NorgAttributes.CodeTokenKey` for the theme's `codeColors` to colour, keeping its
/// characters; return nil to show it plain. It runs on the main actor when a code block is first
/// shown; `NorgView` keeps the result for the document, per highlighter: a highlighter that is
/// `Hashable` is told apart by its value, any other by its type, so one whose output depends on its
/// stored properties should be `Hashable`.
public protocol NorgCodeHighlighter: Sendable {
    /// `language` is the block's language as written (`@code swift`), nil when it names none;
    /// `|example` blocks ask for `"norg"`.
    func highlight(code: String, language: String?) -> AttributedString?
}

enum NorgCodeHighlighting {
    /// What tells highlighters apart for caching their output: none, a `Hashable` highlighter's
    /// value, or any other's type.
    enum Identity: Hashable {
        case none
        case value(AnyHashable)
        case type(ObjectIdentifier)
    }

    static func identity(of highlighter: (any NorgCodeHighlighter)?) -> Identity {
        guard let highlighter else { return .none }
        if let hashable = highlighter as? any Hashable { return .value(AnyHashable(hashable)) }
        return .type(ObjectIdentifier(type(of: highlighter)))
    }

    /// The text a code block shows: the highlighter's, or the plain code.
    static func text(of code: String, language: String?, using highlighter: (any NorgCodeHighlighter)?)
        -> AttributedString {
        let language = language.flatMap { $0.isEmpty ? nil : $0 }
        return highlighter?.highlight(code: code, language: language) ?? AttributedString(code)
    }
}
