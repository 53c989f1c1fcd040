#if canImport(SwiftUI)
import SwiftUI
import NorgHighlight

/// The colours of highlighted code, one per token kind (`NorgTheme.codeColors`). The defaults are
/// system colours, which adapt to light and dark mode and to increased contrast.
public struct NorgCodeColors: Sendable {
    public var keyword: Color
    public var type: Color
    /// `true`, `nil`, `self`; shell variables.
    public var constant: Color
    public var string: Color
    public var number: Color
    public var comment: Color
    public var function: Color
    /// Annotations and directives (`@MainActor`, `#if`), HTML attribute names, Norg tags.
    public var attribute: Color
    /// HTML and XML element names, CSS selectors.
    public var tag: Color
    /// JSON, YAML and TOML keys, CSS properties.
    public var key: Color
    /// Norg headings, TOML tables.
    public var heading: Color
    public var link: Color
    public var punctuation: Color

    public init() {
        keyword = .pink
        type = .purple
        constant = .orange
        string = .red
        number = .blue
        comment = .secondary
        function = .teal
        attribute = .brown
        tag = .blue
        key = .indigo
        heading = .primary
        link = .accentColor
        punctuation = .secondary
    }

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
