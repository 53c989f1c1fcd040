#if canImport(SwiftUI)
import SwiftUI
import NorgHighlight

/// The colours of highlighted code, one per token kind (`NorgTheme.codeColors`). The defaults are
/// system colours, which adapt to light and dark mode and to increased contrast.
public struct NorgCodeColors: Sendable, Hashable {
    /// Keywords (`func`, `if`, `return`).
    public var keyword: Color = .pink
    /// Type names.
    public var type: Color = .purple
    /// `true`, `nil`, `self`; shell variables.
    public var constant: Color = .orange
    /// String and character literals.
    public var string: Color = .red
    /// Number literals.
    public var number: Color = .blue
    /// Comments.
    public var comment: Color = .secondary
    /// Names of functions called or declared.
    public var function: Color = .teal
    /// Annotations and directives (`@MainActor`, `#if`), HTML attribute names, Norg tags.
    public var attribute: Color = .brown
    /// HTML and XML element names, CSS selectors.
    public var tag: Color = .blue
    /// JSON, YAML and TOML keys, CSS properties.
    public var key: Color = .indigo
    /// Norg headings, TOML tables.
    public var heading: Color = .primary
    /// Links and URLs.
    public var link: Color = .accentColor
    /// Operators and punctuation.
    public var punctuation: Color = .secondary

    /// The default colours: system colours, which adapt to light and dark mode and to increased
    /// contrast.
    public init() {}

    /// The colour of a token of `kind`.
    public func color(for kind: CodeTokenKind) -> Color {
        switch kind {
        case .keyword: keyword
        case .type: type
        case .constant: constant
        case .string: string
        case .number: number
        case .comment: comment
        case .function: function
        case .attribute: attribute
        case .tag: tag
        case .key: key
        case .heading: heading
        case .link: link
        case .punctuation: punctuation
        }
    }
}

/// Colours the runs a highlighter marked with a token kind.
enum NorgThemedCode {
    typealias ForegroundKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute

    /// `text` with every run marked with a `CodeTokenKind` and no colour of its own in `colors`.
    static func apply(_ colors: NorgCodeColors, to text: AttributedString) -> AttributedString {
        var styled = text
        for (kind, range) in text.runs[NorgAttributes.CodeTokenKey.self] {
            guard let kind, text[range][ForegroundKey.self] == nil else { continue }
            styled[range][ForegroundKey.self] = colors.color(for: kind)
        }
        return styled
    }
}
#endif
