// The code-colouring API a host uses: the built-in highlighter and the theme's token colours.
import SwiftUI
import NorgUI
import NorgHighlight

@MainActor func codeColorsContract() -> NorgTheme {
    var theme = NorgTheme.default
    theme.codeColors.keyword = .purple
    theme.codeColors.comment = .gray
    let colors: NorgCodeColors = theme.codeColors
    let string: Color = colors.color(for: CodeTokenKind.string)
    theme.codeColors.string = string
    theme.codeHighlighter = NorgBuiltInCodeHighlighter()
    return theme
}
