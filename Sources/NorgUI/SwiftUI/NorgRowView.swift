#if canImport(SwiftUI)
import SwiftUI
import NorgKit

/// One row: its quote bars, indentation and content; a task row gets its status symbol.
///
/// The row's text is styled here, when the row is shown, and its links are routed by the row.
struct NorgRowView: View {
    @Environment(\.norgTheme) private var theme
    /// Indents, quote bars and gaps grow with Dynamic Type, like the text beside them.
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1
    let node: NorgOutlineNode
    let actions: NorgRowActions

    private var row: NorgRow { node.row }

    var body: some View {
        let runs = actions.rendered.text(row: row.id, part: .runs) { row.runs }
        Group {
            if row.quoteDepth > 0 {
                // Fixed vertical size lets the bars stretch to the text's height and no further.
                HStack(alignment: .top, spacing: 8 * scale) {
                    ForEach(0..<row.quoteDepth, id: \.self) { _ in
                        theme.quoteBarColor
                            .frame(width: 3 * scale)
                    }
                    content(runs)
                }
                .fixedSize(horizontal: false, vertical: true)
            } else {
                content(runs)
            }
        }
        .padding(.leading, CGFloat(row.indent) * theme.indentWidth * scale)
        .padding(.top, gap)
        .environment(\.openURL, actions.urlAction(for: NorgLinkRouter(runs: runs)))
    }

    /// The space above the row: 10 points between blocks, 4 within a list, scaled.
    private var gap: CGFloat {
        switch row.gap {
        case .none: 0
        case .withinList: 4 * scale
        case .block: 10 * scale
        }
    }

    @ViewBuilder private func content(_ runs: AttributedString) -> some View {
        switch row.kind {
        case .heading(let level, _):
            text(runs, font: theme.heading(level))
                .font(theme.heading(level))
        case .paragraph:
            if row.quoteDepth > 0 {
                text(runs, font: theme.body)
                    .foregroundStyle(theme.quoteColor)
            } else {
                text(runs, font: theme.body)
            }
        case .listItem(let marker, _):
            HStack(alignment: .firstTextBaseline, spacing: 6 * scale) {
                if marker.isShown(besideTask: row.task != nil) {
                    // The list's widest marker, invisible, sizes a column every marker of the list
                    // shares, so "9." and "10." items line up.
                    Text(row.markerColumn)
                        .hidden()
                        .overlay(alignment: .trailing) {
                            // Bullets are decoration; numbers are content VoiceOver should read.
                            if case .bullet = marker {
                                Text(marker.text)
                                    .accessibilityHidden(true)
                            } else {
                                Text(marker.text)
                            }
                        }
                }
                text(runs, font: theme.body)
            }
        case .term:
            taskOrText(NorgThemedText.apply(theme, to: runs, linkURL: NorgLinkRouter.url(for:), scale: scale), font: theme.termFont)
                .font(theme.termFont)
        case .code(let language, let source):
            NorgCodeBlock(id: row.id, source: source, language: language, rendered: actions.rendered)
        case .example(let source):
            NorgCodeBlock(id: row.id, source: source, language: "norg", rendered: actions.rendered)
        case .math(let tex):
            if let renderer = theme.mathRenderer {
                renderer.render(tex: tex, display: true)
            } else {
                NorgCodeBlock(id: row.id, source: tex, language: nil, rendered: actions.rendered, highlights: false)
            }
        case .rule:
            Divider()
        case .image(let source, let alt):
            NorgImage(source: source, alt: alt)
        case .table(let table):
            NorgTableGrid(table: table, actions: actions)
        case .details(let title):
            NorgDetails(title: title, children: node.children, actions: actions)
        case .tableOfContents(let toc):
            NorgTableOfContentsView(toc: toc, actions: actions)
        case .tableOfContentsEntry(let entry):
            NorgTableOfContentsEntryView(entry: entry, actions: actions)
        }
    }

    /// Themed runs, behind a task symbol when the row is a task.
    /// With a math renderer, inline math is typeset into the text (unless the row is a task, whose
    /// text is an `AttributedString` and shows its TeX).
    @ViewBuilder private func text(_ runs: AttributedString, font: Font) -> some View {
        let styled = NorgThemedText.apply(theme, to: runs, linkURL: NorgLinkRouter.url(for:), scale: scale)
        if let renderer = theme.mathRenderer, row.task == nil, NorgInlineFlowLogic.containsMath(runs) {
            NorgInlineMathText(segments: NorgInlineFlowLogic.segments(styled), renderer: renderer)
                .norgHeadingAccessibility(row.accessibilityHeadingLevel)
        } else {
            taskOrText(styled, font: font)
        }
    }

    /// A task row's `NorgTaskView`, otherwise the text; a heading's text carries the header trait
    /// and its level (on the text only, never on a task's status menu).
    @ViewBuilder private func taskOrText(_ styled: AttributedString, font: Font) -> some View {
        if let status = row.task {
            let line = row.line
            let setStatus = actions.setStatus
            NorgTaskView(status: status, text: styled, headingLevel: row.accessibilityHeadingLevel,
                         onToggle: { setStatus(line, status.toggled) },
                         onSetStatus: { setStatus(line, $0) })
        } else {
            Text(styled)
                .norgHeadingAccessibility(row.accessibilityHeadingLevel)
        }
    }
}

/// A verbatim block: code font on the code background (coloured by the theme's `codeHighlighter`,
/// if any, in its `codeColors`), horizontally scrollable, selectable, read by VoiceOver as one element.
/// The coloured text is made once per document, highlighter and colours (`NorgRenderCache`).
struct NorgCodeBlock: View {
    @Environment(\.norgTheme) private var theme
    /// The row's id: what the cache keeps the text under.
    let id: String
    let source: String
    let language: String?
    let rendered: NorgRenderCache
    /// False for untypeset math, which is TeX rather than code in a language.
    var highlights = true

    var body: some View {
        let highlighter = highlights ? theme.codeHighlighter : nil
        let colors = theme.codeColors
        let variant = AnyHashable([AnyHashable(NorgCodeHighlighting.identity(of: highlighter)), AnyHashable(colors)])
        let text = rendered.text(row: id, part: .code, variant: variant) {
            NorgThemedCode.apply(colors, to: NorgCodeHighlighting.text(of: source, language: language, using: highlighter))
        }
        ScrollView(.horizontal) {
            Text(text)
                .font(theme.codeFont)
                .textSelection(.enabled)
                .padding(10)
        }
        .background(theme.codeBackground)
        .accessibilityElement(children: .combine)
    }
}

/// `|details`: its content in a group that starts collapsed, loaded lazily once opened.
struct NorgDetails: View {
    @State private var isExpanded = false
    let title: String
    let children: [NorgOutlineNode]
    let actions: NorgRowActions

    var body: some View {
        DisclosureGroup(isExpanded: $isExpanded) {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(children) { child in
                    NorgNodeView(node: child, actions: actions)
                }
            }
        } label: {
            if title.isEmpty {
                Text(LocalizedStringResource("details.title", defaultValue: "Details", bundle: .norgUI))
            } else {
                Text(title)
            }
        }
        .environment(\.norgDisclosureTitle, title)
    }
}
#endif
