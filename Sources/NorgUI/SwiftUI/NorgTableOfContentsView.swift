#if canImport(SwiftUI)
import SwiftUI
import NorgKit

/// A `.toc`: its title over the document's headings, indented by level, each a link routed like
/// any internal link; or, for a later `.toc`, one link back to the first.
struct NorgTableOfContentsView: View {
    @Environment(\.norgTheme) private var theme
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1
    let toc: NorgTableOfContents
    let actions: NorgRowActions

    var body: some View {
        switch toc.form {
        case .full(let entries):
            VStack(alignment: .leading, spacing: 4 * scale) {
                Text(toc.title).font(theme.termFont)
                    .accessibilityAddTraits(.isHeader)
                // By position: a heading the link index gives no id shares the empty id.
                ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                    link(entry.runs)
                        .padding(.leading, CGFloat(max(entry.level, 1) - 1) * theme.indentWidth * scale)
                }
            }
        case .reference:
            link(NorgInlineRuns.attributedString([.link(toc.referenceLink)]))
        }
    }

    /// One link, its tap routed through the row actions like a link in a paragraph.
    private func link(_ runs: AttributedString) -> some View {
        Text(NorgThemedText.apply(theme, to: runs, linkURL: NorgLinkRouter.url(for:)))
            .fixedSize(horizontal: false, vertical: true)
            .environment(\.openURL, actions.urlAction(for: NorgLinkRouter(runs: runs)))
    }
}
#endif
