#if canImport(SwiftUI)
import SwiftUI

/// Typesets TeX for NorgUI: set one as `NorgTheme.mathRenderer`.
public protocol NorgMathRenderer: Sendable {
    /// `display` is true for `@math` blocks, false for inline `$…$`.
    @MainActor func render(tex: String, display: Bool) -> AnyView
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
