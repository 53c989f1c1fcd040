// Every NorgTheme property of the seed's table, read into a constant of exactly the table's type and
// written back with a value of that type; the defaults' expressions from the table type-check too.
import SwiftUI
import NorgKit
import NorgUI

@MainActor func themeContract() -> NorgTheme {
    var theme = NorgTheme.default
    let heading: (Int) -> Font = theme.heading
    let body: Font = theme.body
    let termFont: Font = theme.termFont
    let verbatimColor: Color = theme.verbatimColor
    let spoilerForeground: Color = theme.spoilerForeground
    let spoilerBackground: Color = theme.spoilerBackground
    let linkColor: Color = theme.linkColor
    let superscriptOffset: CGFloat = theme.superscriptOffset
    let subscriptOffset: CGFloat = theme.subscriptOffset
    let quoteColor: Color = theme.quoteColor
    let quoteBarColor: Color = theme.quoteBarColor
    let codeBackground: AnyShapeStyle = theme.codeBackground
    let codeFont: Font = theme.codeFont
    let indentWidth: CGFloat = theme.indentWidth
    let statusTint: (TaskStatus) -> Color = theme.statusTint
    let statusSymbol: (TaskStatus) -> String = theme.statusSymbol
    let statusLabel: (TaskStatus) -> LocalizedStringResource = theme.statusLabel
    let mathRenderer: (any NorgMathRenderer)? = theme.mathRenderer
    let usesHostDisclosureGroupStyle: Bool = theme.usesHostDisclosureGroupStyle
    let badgeFont: Font = theme.badgeFont
    let badgeColor: Color = theme.badgeColor
    let badgeBackground: Color = theme.badgeBackground
    let codeHighlighter: (any NorgCodeHighlighter)? = theme.codeHighlighter
    _ = (heading, statusTint, statusSymbol, statusLabel, mathRenderer, codeHighlighter)

    theme.heading = { level in level == 1 ? .title.bold() : .subheadline }
    theme.body = body
    theme.termFont = termFont
    theme.verbatimColor = verbatimColor
    theme.spoilerForeground = spoilerForeground
    theme.spoilerBackground = spoilerBackground
    theme.linkColor = linkColor
    theme.superscriptOffset = superscriptOffset
    theme.subscriptOffset = subscriptOffset
    theme.quoteColor = quoteColor
    theme.quoteBarColor = quoteBarColor
    theme.codeBackground = codeBackground
    theme.codeFont = codeFont
    theme.indentWidth = indentWidth
    theme.statusTint = { _ in .green }
    theme.statusSymbol = { _ in "circle" }
    theme.statusLabel = { $0.displayName }
    theme.mathRenderer = nil
    theme.usesHostDisclosureGroupStyle = usesHostDisclosureGroupStyle
    theme.badgeFont = badgeFont
    theme.badgeColor = badgeColor
    theme.badgeBackground = badgeBackground
    theme.codeHighlighter = nil

    // The table's defaults, as expressions.
    theme.body = .body
    theme.termFont = .body.bold()
    theme.verbatimColor = .pink
    theme.spoilerForeground = .secondary
    theme.spoilerBackground = .secondary.opacity(0.25)
    theme.linkColor = .accentColor
    theme.superscriptOffset = 5
    theme.subscriptOffset = -3
    theme.codeBackground = AnyShapeStyle(.quaternary)
    theme.codeFont = .system(.callout, design: .monospaced)
    theme.badgeFont = .caption
    theme.badgeColor = .secondary
    theme.badgeBackground = .secondary.opacity(0.15)
    theme.indentWidth = 18
    theme.usesHostDisclosureGroupStyle = false
    return theme
}
