#if canImport(SwiftUI)
import SwiftUI

/// A paragraph whose `$math$` spans the theme's `NorgMathRenderer` typesets: one `Text` of its
/// text runs and `Text(Image)` for each span the renderer draws (its TeX in the code font for any it
/// does not), so it wraps like text, keeps the baseline and is read by VoiceOver as one element.
struct NorgInlineMathText: View {
    /// Inline math starts at the platform's body size (13 pt on macOS) and follows Dynamic Type
    /// like the body text around it.
    @ScaledMetric(relativeTo: .body) private var fontSize: CGFloat = NorgPlatform.current.bodySize
    let segments: [NorgInlineSegment]
    let renderer: any NorgMathRenderer

    var body: some View {
        segments.reduce(Text(verbatim: "")) { text, segment in
            switch segment {
            case .text(let run):
                text + Text(run)
            case .math(let tex, let run):
                if let math = renderer.inlineImage(tex: tex, fontSize: fontSize) {
                    text + Text(math.image.renderingMode(.template)).baselineOffset(-math.baselineHeight)
                } else {
                    text + Text(run)
                }
            }
        }
        .accessibilityLabel(Text(verbatim: NorgInlineFlowLogic.spokenText(segments)))
    }
}
#endif
