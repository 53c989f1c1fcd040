#if canImport(SwiftUI)
import SwiftUI
import NorgKit

/// A `.toc`: the first one's title (its entries are rows of their own, built lazily), or, for a
/// later `.toc`, one link back to the first.
struct NorgTableOfContentsView: View {
    @Environment(\.norgTheme) private var theme
    let toc: NorgTableOfContents
    let actions: NorgRowActions

    var body: some View {
        switch toc.form {
        case .full:
            Text(toc.title).font(theme.termFont)
                .accessibilityAddTraits(.isHeader)
        case .reference:
            let link = toc.referenceLink
            NorgTableOfContentsLink(runs: NorgInlineRuns.attributedString([.link(link)]),
                                    open: { actions.openLink(link) })
        }
    }
}

/// One heading of the first `.toc`, a link to it: a tap scrolls to the heading by its id where the
/// host opted in (`norgScrollTarget(_:)`), else goes where any internal link goes.
struct NorgTableOfContentsEntryView: View {
    let entry: NorgTableOfContents.Entry
    let actions: NorgRowActions

    var body: some View {
        NorgTableOfContentsLink(runs: entry.runs, open: { actions.openTableOfContentsEntry(entry) })
    }
}

/// A `.toc` link: its text themed, its tap handed to `open`.
private struct NorgTableOfContentsLink: View {
    @Environment(\.norgTheme) private var theme
    let runs: AttributedString
    let open: @MainActor () -> Void

    var body: some View {
        Text(NorgThemedText.apply(theme, to: runs, linkURL: NorgLinkRouter.url(for:)))
            .fixedSize(horizontal: false, vertical: true)
            .environment(\.openURL, OpenURLAction { _ in
                open()
                return .handled
            })
    }
}
#endif
