#if canImport(SwiftUI)
import SwiftUI

/// Inline content whose `$math$` spans the theme's `NorgMathRenderer` typesets (`display: false`),
/// laid out as a flow of words and math views.
struct NorgInlineMathText: View {
    let segments: [NorgInlineSegment]
    let renderer: any NorgMathRenderer

    var body: some View {
        NorgInlineFlow {
            ForEach(Array(segments.enumerated()), id: \.offset) { _, segment in
                switch segment {
                case .text(let text): Text(text)
                case .math(let tex): renderer.render(tex: tex, display: false)
                }
            }
        }
    }
}

/// Lays subviews out left to right, wrapping like text.
struct NorgInlineFlow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        NorgInlineFlowLogic.arrange(subviews.map { $0.sizeThatFits(.unspecified) },
                                    width: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let origins = NorgInlineFlowLogic.arrange(sizes, width: bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}
#endif
