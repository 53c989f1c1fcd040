#if SwiftMathSupport && canImport(SwiftMath) && canImport(SwiftUI)
import SwiftMath
import SwiftUI

/// Typesets TeX with SwiftMath; the default `NorgTheme.mathRenderer` with the `SwiftMathSupport` trait.
///
/// Math is drawn into an image used as a template, so it takes the foreground style around it
/// (light and dark mode, `.secondary` in quotes) as SwiftUI resolves it; its size follows Dynamic
/// Type. Display math scrolls horizontally when wider than the view.
public struct SwiftMathRenderer: NorgMathRenderer {
    /// Point size of typeset math at the default Dynamic Type size (it scales with the setting);
    /// by default the platform's body size: 17 on iOS and visionOS, 13 on macOS.
    public var fontSize: CGFloat

    /// A renderer typesetting at `fontSize` points at the default Dynamic Type size (nil: the
    /// platform's body size).
    public init(fontSize: CGFloat? = nil) {
        self.fontSize = fontSize ?? NorgPlatform.current.bodySize
    }

    /// `@math` blocks (`display: true`) and inline math without an image: the typeset math in a
    /// horizontal scroll view, or the TeX in a monospaced font when SwiftMath cannot read it.
    @MainActor public func render(tex: String, display: Bool) -> AnyView {
        AnyView(SwiftMathBlock(tex: tex, display: display, baseSize: fontSize))
    }

    /// `fontSize` is the body size under the current Dynamic Type setting; this renderer's own
    /// `fontSize` scales it (the platform's body size, the default, keeps it).
    @MainActor public func inlineImage(tex: String, fontSize: CGFloat) -> NorgInlineMathImage? {
        SwiftMathTypesetter.image(tex: tex, fontSize: fontSize * self.fontSize / NorgPlatform.current.bodySize, mode: .text)
    }
}

/// Display math: the typeset image in a horizontal scroll view, read by VoiceOver as its TeX; TeX in
/// a monospaced font when SwiftMath cannot typeset it.
private struct SwiftMathBlock: View {
    @ScaledMetric(relativeTo: .body) private var scale: CGFloat = 1
    let tex: String
    let display: Bool
    let baseSize: CGFloat

    var body: some View {
        if let math = SwiftMathTypesetter.image(tex: tex, fontSize: baseSize * scale, mode: display ? .display : .text) {
            ScrollView(.horizontal) {
                math.image.renderingMode(.template)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: tex))
        } else {
            Text(verbatim: tex)
                .font(.system(.body, design: .monospaced))
        }
    }
}

@MainActor
private enum SwiftMathTypesetter {
    private struct Key: Hashable {
        var tex: String
        var fontSize: CGFloat
        var display: Bool
    }

    /// Typeset math by TeX, size and mode: `body` runs again on every Dynamic Type or colour-scheme
    /// change, and each typesetting builds a label and an image. Emptied when it reaches `limit`.
    private static var cache: [Key: NorgInlineMathImage?] = [:]
    private static let limit = 512

    /// The image of `tex` (drawn in black: only its alpha is used, as a template) and the height of
    /// its baseline above the image's bottom edge; nil when SwiftMath cannot read the TeX.
    static func image(tex: String, fontSize: CGFloat, mode: MTMathUILabelMode) -> NorgInlineMathImage? {
        let key = Key(tex: tex, fontSize: fontSize, display: mode == .display)
        if let cached = cache[key] { return cached }
        let made = typeset(tex: tex, fontSize: fontSize, mode: mode)
        if cache.count >= limit { cache.removeAll() }
        cache[key] = made
        return made
    }

    private static func typeset(tex: String, fontSize: CGFloat, mode: MTMathUILabelMode) -> NorgInlineMathImage? {
        // The label typesets the TeX once more to tell the depth below the baseline, which the
        // image does not report.
        let label = MTMathUILabel()
        label.latex = tex
        guard label.error == nil else { return nil }
        label.labelMode = mode
        label.fontSize = fontSize
        let size = label.sizeThatFits(.zero)
        guard size.width > 0, size.height > 0 else { return nil }
        label.frame = CGRect(origin: .zero, size: size)
        #if canImport(UIKit)
        label.layoutIfNeeded()
        #else
        label.layoutSubtreeIfNeeded()
        #endif
        guard let display = label.displayList else { return nil }

        let (error, rendered) = MTMathImage(latex: tex, fontSize: fontSize, textColor: .black, labelMode: mode,
                                           textAlignment: .left).asImage()
        guard error == nil, let rendered else { return nil }
        // MTMathImage centres ink shorter than half the font size vertically; the baseline moves with it.
        let ink = display.ascent + display.descent
        let baseline = (ink - max(ink, fontSize / 2)) / 2 + display.descent
        #if canImport(UIKit)
        let image = Image(uiImage: rendered)
        #else
        let image = Image(nsImage: rendered)
        #endif
        return NorgInlineMathImage(image: image, baselineHeight: baseline)
    }
}
#endif
