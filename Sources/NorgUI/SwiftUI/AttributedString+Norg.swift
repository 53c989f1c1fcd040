#if canImport(SwiftUI)
import SwiftUI
import NorgKit

extension AttributedString {
    /// Inline Norg content styled with `theme`: bold, italic, underline, strike-through, spoiler
    /// colours, superscript/subscript offsets, verbatim colour and code font, math in the code font,
    /// link colour, and `.link` for external links (so a `Text` opens them through `openURL`).
    ///
    /// Runs that need no font change carry no font, so the surrounding `Text` font applies.
    public init(norg inlines: [NorgInline], theme: NorgTheme) {
        self = NorgThemedText.apply(theme, to: NorgInlineRuns.attributedString(inlines), baseFont: theme.body,
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

    /// `baseFont` is the font bold and italic runs derive from (the body or a heading font);
    /// `linkURL` gives the URL a link run carries (nil: the run gets no `.link`).
    static func apply(_ theme: NorgTheme, to runs: AttributedString, baseFont: Font,
                      linkURL: (InlineLink) -> URL?) -> AttributedString {
        var styled = runs
        for run in runs.runs {
            guard let style = run.norgStyle else { continue }
            let range = run.range
            if style.contains(.verbatim) || style.contains(.math) || style.contains(.variable) {
                styled[range][FontKey.self] = theme.codeFont
            } else if style.contains(.bold) || style.contains(.italic) {
                var font = baseFont
                if style.contains(.bold) { font = font.bold() }
                if style.contains(.italic) { font = font.italic() }
                styled[range][FontKey.self] = font
            }
            if style.contains(.verbatim) || style.contains(.variable) {
                styled[range][ForegroundKey.self] = theme.verbatimColor
            }
            if style.contains(.underline) { styled[range][UnderlineKey.self] = .single }
            if style.contains(.strikethrough) { styled[range][StrikethroughKey.self] = .single }
            if style.contains(.spoiler) {
                styled[range][ForegroundKey.self] = theme.spoilerForeground
                styled[range][BackgroundKey.self] = theme.spoilerBackground
            }
            if style.contains(.superscript) {
                styled[range][BaselineKey.self] = theme.superscriptOffset
            } else if style.contains(.subscript) {
                styled[range][BaselineKey.self] = theme.subscriptOffset
            }
            if style.contains(.link) {
                styled[range][ForegroundKey.self] = theme.linkColor
                if let link = run.norgLink, let url = linkURL(link) { styled[range][LinkKey.self] = url }
            }
        }
        return styled
    }
}
#endif
