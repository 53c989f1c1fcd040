#if SwiftMathSupport && canImport(SwiftMath) && canImport(SwiftUI)
import SwiftMath
import SwiftUI

/// Typesets TeX with SwiftMath; the default `NorgTheme.mathRenderer` with the `SwiftMathSupport` trait.
public struct SwiftMathRenderer: NorgMathRenderer {
    /// Point size of typeset math.
    public var fontSize: CGFloat

    public init(fontSize: CGFloat = 17) {
        self.fontSize = fontSize
    }

    @MainActor public func render(tex: String, display: Bool) -> AnyView {
        AnyView(SwiftMathLabel(tex: tex, display: display, fontSize: fontSize).accessibilityLabel(Text(tex)))
    }
}

#if canImport(UIKit)
private struct SwiftMathLabel: UIViewRepresentable {
    let tex: String
    let display: Bool
    let fontSize: CGFloat

    func makeUIView(context: Context) -> MTMathUILabel { MTMathUILabel() }

    func updateUIView(_ label: MTMathUILabel, context: Context) {
        label.latex = tex
        label.fontSize = fontSize
        label.labelMode = display ? .display : .text
        label.textAlignment = display ? .center : .left
    }
}
#elseif canImport(AppKit)
private struct SwiftMathLabel: NSViewRepresentable {
    let tex: String
    let display: Bool
    let fontSize: CGFloat

    func makeNSView(context: Context) -> MTMathUILabel { MTMathUILabel() }

    func updateNSView(_ label: MTMathUILabel, context: Context) {
        label.latex = tex
        label.fontSize = fontSize
        label.labelMode = display ? .display : .text
        label.textAlignment = display ? .center : .left
    }
}
#endif
#endif
