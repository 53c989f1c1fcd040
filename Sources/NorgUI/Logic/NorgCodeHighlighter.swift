import Foundation

/// Colours the code of `@code` blocks: set one as `NorgTheme.codeHighlighter` (by default
/// `NorgBuiltInCodeHighlighter`; nil shows code plain in the theme's code font).
///
/// Return the code with SwiftUI attributes on its runs (`foregroundColor`, `font`, …), or runs
/// marked with `NorgAttributes.CodeTokenKey` for the theme's `codeColors` to colour, keeping its
/// characters; return nil to show it plain. It runs when a code block is first shown, on the main
/// actor, so keep it quick or cache by the code.
public protocol NorgCodeHighlighter: Sendable {
    /// `language` is the block's language as written (`@code swift`), nil when it names none;
    /// `|example` blocks ask for `"norg"`.
    func highlight(code: String, language: String?) -> AttributedString?
}

enum NorgCodeHighlighting {
    /// The text a code block shows: the highlighter's, or the plain code.
    static func text(of code: String, language: String?, using highlighter: (any NorgCodeHighlighter)?)
        -> AttributedString {
        let language = language.flatMap { $0.isEmpty ? nil : $0 }
        return highlighter?.highlight(code: code, language: language) ?? AttributedString(code)
    }
}
