#if canImport(SwiftUI)
import SwiftUI
import NorgKit

/// The fonts, colours and symbols NorgUI renders with.
///
/// Start from `NorgTheme.default`, change what you need and apply it with `.norgTheme(_:)`:
/// ```swift
/// var theme = NorgTheme.default
/// theme.linkColor = .purple
/// NorgView(document: document).norgTheme(theme)
/// ```
/// Fonts are text styles by default, so every view follows Dynamic Type.
public struct NorgTheme: Sendable {
    /// Heading text, per level (1-based; deeper levels get the level-6 font). Default:
    /// `.title.bold()` for level 1 down to `.subheadline`.
    public var heading: @Sendable (Int) -> Font
    /// Paragraphs, list items, quotes. Default: `.body`.
    public var body: Font
    /// Definition, footnote and table-cell titles. Default: `.body.bold()`.
    public var termFont: Font
    /// Verbatim inline spans (code between backticks). Default: `.pink`.
    public var verbatimColor: Color
    /// `!spoiler!` text. Default: `.secondary`.
    public var spoilerForeground: Color
    /// `!spoiler!` background. Default: `.secondary.opacity(0.25)`.
    public var spoilerBackground: Color
    /// Links and anchors. Default: `.accentColor`.
    public var linkColor: Color
    /// `^superscript^` baseline offset, in points at the default text size (rows scale it with
    /// Dynamic Type). Default: `5`.
    public var superscriptOffset: CGFloat
    /// `,subscript,` baseline offset, in points at the default text size (rows scale it with
    /// Dynamic Type). Default: `-3`.
    public var subscriptOffset: CGFloat
    /// Quote text. Default: `.secondary`.
    public var quoteColor: Color
    /// A quote's vertical bar. Default: `.secondary`.
    public var quoteBarColor: Color
    /// Behind code blocks and ranged tags. Default: `.quaternary`.
    public var codeBackground: AnyShapeStyle
    /// Code blocks, ranged tags, verbatim spans and untypeset math. Default:
    /// `.system(.callout, design: .monospaced)`.
    public var codeFont: Font
    /// A task's priority, date and recurrence badges after its text. Default: `.caption`.
    public var badgeFont: Font
    /// The text of task badges. Default: `.secondary`.
    public var badgeColor: Color
    /// Behind task badges. Default: `.secondary.opacity(0.15)`.
    public var badgeBackground: Color
    /// Indentation per nesting level, in points. Default: `18`.
    public var indentWidth: CGFloat
    /// A task status symbol's colour. Default: `.green` for done, `.red` for urgent, `.blue` for
    /// pending and recurring, `.secondary` for the rest.
    public var statusTint: @Sendable (TaskStatus) -> Color
    /// A task status symbol (an SF Symbol name). Default: `circle`, `checkmark.circle.fill`,
    /// `circle.lefthalf.filled` for pending, and so on.
    public var statusSymbol: @Sendable (TaskStatus) -> String
    /// A task status's name in the long-press menu and for accessibility. Default:
    /// `TaskStatus.displayName`, from the package's string catalog.
    public var statusLabel: @Sendable (TaskStatus) -> LocalizedStringResource
    /// Typesets `@math` blocks; nil shows their TeX in `codeFont`. With the `SwiftMathSupport`
    /// trait the default is a SwiftMath renderer.
    public var mathRenderer: (any NorgMathRenderer)?
    /// Colours `@code` blocks by language: by default `NorgBuiltInCodeHighlighter`, in
    /// `codeColors`; nil shows code plain in `codeFont`.
    public var codeHighlighter: (any NorgCodeHighlighter)?
    /// False (the default): collapsible sections toggle only from their chevron, so links and task
    /// symbols in a section's own row stay tappable. True: sections use the `DisclosureGroupStyle`
    /// the host sets around the view with `.disclosureGroupStyle(_:)`.
    public var usesHostDisclosureGroupStyle: Bool
    /// The colours of highlighted code's token kinds (runs a highlighter marked with
    /// `NorgAttributes.CodeTokenKey`).
    public var codeColors: NorgCodeColors = NorgCodeColors()

    /// The default theme (the values listed in NorgUI.docc/Theming.md and the seed README).
    public static let `default` = NorgTheme()

    /// The default values of every property, as listed in the property tables of
    /// NorgUI.docc/Theming.md and of the seed README (`NorgTheme.default`); change the properties
    /// from there.
    public init() {
        heading = { level in
            switch level {
            case ...1: .title.bold()
            case 2: .title2.bold()
            case 3: .title3.bold()
            case 4: .headline
            case 5: .subheadline.bold()
            default: .subheadline
            }
        }
        body = .body
        termFont = .body.bold()
        verbatimColor = .pink
        spoilerForeground = .secondary
        spoilerBackground = .secondary.opacity(0.25)
        linkColor = .accentColor
        superscriptOffset = 5
        subscriptOffset = -3
        quoteColor = .secondary
        quoteBarColor = .secondary
        codeBackground = AnyShapeStyle(.quaternary)
        codeFont = .system(.callout, design: .monospaced)
        badgeFont = .caption
        badgeColor = .secondary
        badgeBackground = .secondary.opacity(0.15)
        indentWidth = 18
        statusTint = { status in
            switch status {
            case .done: .green
            case .urgent: .red
            case .pending, .recurring: .blue
            case .undone, .onHold, .cancelled, .uncertain: .secondary
            }
        }
        statusSymbol = { status in
            switch status {
            case .undone: "circle"
            case .done: "checkmark.circle.fill"
            case .pending: "circle.lefthalf.filled"
            case .onHold: "pause.circle"
            case .cancelled: "xmark.circle"
            case .urgent: "exclamationmark.circle.fill"
            case .recurring: "arrow.clockwise.circle"
            case .uncertain: "questionmark.circle"
            }
        }
        statusLabel = { $0.displayName }
        mathRenderer = NorgTheme.defaultMathRenderer
        codeHighlighter = NorgCodeHighlighting.defaultHighlighter
        usesHostDisclosureGroupStyle = false
    }
}
#endif
