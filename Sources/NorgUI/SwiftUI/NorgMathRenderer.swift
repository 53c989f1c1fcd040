#if canImport(SwiftUI)
import SwiftUI

/// Typesets TeX for NorgUI: set one as `NorgTheme.mathRenderer`.
public protocol NorgMathRenderer: Sendable {
    /// `display` is true for `@math` blocks, false for inline `$…$` where no image is given.
    @MainActor func render(tex: String, display: Bool) -> AnyView

    /// Inline `$…$` math as an image that sits in the paragraph's `Text` (a view cannot), typeset at
    /// `fontSize` points (the body size under the current Dynamic Type setting). NorgUI draws it as
    /// a template, so it takes the text's colour. The default returns nil: the TeX shows in the
    /// code font, within the text.
    @MainActor func inlineImage(tex: String, fontSize: CGFloat) -> NorgInlineMathImage?
}

extension NorgMathRenderer {
    /// No image: inline math shows as TeX in the code font, within the text.
    @MainActor public func inlineImage(tex: String, fontSize: CGFloat) -> NorgInlineMathImage? { nil }
}

/// Typeset inline math: its image (only its alpha matters: it is drawn in the text's colour) and
/// where its baseline lies.
public struct NorgInlineMathImage: Sendable {
    /// The typeset math; drawn as a template in the surrounding text's colour.
    public var image: Image
    /// The distance from the image's bottom edge up to the math's baseline (the depth of `y`, `\frac`),
    /// so the math sits on the text's baseline.
    public var baselineHeight: CGFloat

    /// Typeset inline math whose baseline lies `baselineHeight` points above the image's bottom edge.
    public init(image: Image, baselineHeight: CGFloat) {
        self.image = image
        self.baselineHeight = baselineHeight
    }
}

extension NorgTheme {
    /// nil (math shows as TeX) unless the `SwiftMathSupport` trait provides a renderer.
    static var defaultMathRenderer: (any NorgMathRenderer)? {
        #if SwiftMathSupport && canImport(SwiftMath)
        SwiftMathRenderer()
        #else
        nil
        #endif
    }
}
#endif
