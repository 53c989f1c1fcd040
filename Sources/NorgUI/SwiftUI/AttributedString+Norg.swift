#if canImport(SwiftUI)
import SwiftUI
import NorgKit

extension AttributedString {
    /// Inline Norg content styled with `theme`: bold, italic, underline, strike-through, spoiler
    /// colours, superscript/subscript offsets, verbatim colour and code font, math in the code font,
    /// link colour, and `.link` for external links (so a `Text` opens them through `openURL`).
    ///
    /// Only code runs carry a font. Bold and italic runs carry an inline presentation intent
    /// (`.stronglyEmphasized`, `.emphasized`), which `Text` resolves against the font around it, as
    /// it does for Markdown's `**` and `*`: a bold run in a heading or a caption stays that size.
    public init(norg inlines: [NorgInline], theme: NorgTheme = .default) {
        self = NorgThemedText.apply(theme, to: NorgInlineRuns.attributedString(inlines),
                                    linkURL: NorgLinkPolicy.externalURL(of:))
    }

    /// A task listed away from its document, styled with `theme`: its text, then its priority,
    /// dates, recurrence and timestamp as badges (`NorgInlineRuns.attributedString(task:)`), for a
    /// `NorgTaskView` in a task list.
    public init(norgTask task: NorgTask, theme: NorgTheme = .default) {
        self = NorgThemedText.apply(theme, to: NorgInlineRuns.attributedString(task: task),
                                    linkURL: NorgLinkPolicy.externalURL(of:))
    }
}

/// Maps `NorgStyle` runs to SwiftUI attributes.
enum NorgThemedText {
    typealias FontKey = AttributeScopes.SwiftUIAttributes.FontAttribute
    typealias ForegroundKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
    typealias BackgroundKey = AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
    typealias UnderlineKey = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
    typealias StrikethroughKey = AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute
    typealias BaselineKey = AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute
    typealias LinkKey = AttributeScopes.FoundationAttributes.LinkAttribute
    typealias IntentKey = AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute

    /// `linkURL` gives the URL a link run carries (nil: the run gets no `.link`). `scale` is the
    /// Dynamic Type factor the theme's superscript and subscript offsets (given for the default
    /// size) are multiplied by.
    static func apply(_ theme: NorgTheme, to runs: AttributedString,
                      linkURL: (InlineLink) -> URL?, scale: CGFloat = 1) -> AttributedString {
        var styled = runs
        for run in runs.runs {
            guard let style = run.norgStyle else { continue }
            let look = NorgRunAppearance(style)
            let range = run.range
            switch look.font {
            case .inherited: break
            case .code: styled[range][FontKey.self] = theme.codeFont
            case .badge: styled[range][FontKey.self] = theme.badgeFont
            case .emphasized(let bold, let italic):
                var intent: InlinePresentationIntent = []
                if bold { intent.insert(.stronglyEmphasized) }
                if italic { intent.insert(.emphasized) }
                styled[range][IntentKey.self] = intent
            }
            switch look.foreground {
            case nil: break
            case .verbatim?: styled[range][ForegroundKey.self] = theme.verbatimColor
            case .spoiler?: styled[range][ForegroundKey.self] = theme.spoilerForeground
            case .link?: styled[range][ForegroundKey.self] = theme.linkColor
            case .badge?:
                styled[range][ForegroundKey.self] = theme.badgeColor
                styled[range][BackgroundKey.self] = theme.badgeBackground
            }
            // Smaller: the footnote text style, which follows Dynamic Type (a `Font` cannot be
            // scaled relative to the one around it).
            if look.isSmaller { styled[range][FontKey.self] = .footnote }
            if look.spoilerBackground { styled[range][BackgroundKey.self] = theme.spoilerBackground }
            if look.underline { styled[range][UnderlineKey.self] = .single }
            if look.strikethrough { styled[range][StrikethroughKey.self] = .single }
            switch look.baseline {
            case nil: break
            case .superscript?: styled[range][BaselineKey.self] = theme.superscriptOffset * scale
            case .subscript?: styled[range][BaselineKey.self] = theme.subscriptOffset * scale
            }
            if look.isLink, let link = run.norgLink, let url = linkURL(link) { styled[range][LinkKey.self] = url }
        }
        return styled
    }
}
#endif
