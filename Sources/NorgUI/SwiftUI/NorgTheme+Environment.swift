#if canImport(SwiftUI)
import SwiftUI

private struct NorgThemeKey: EnvironmentKey {
    static let defaultValue = NorgTheme.default
}

extension EnvironmentValues {
    /// The theme NorgUI views read; set it with `.norgTheme(_:)`.
    public var norgTheme: NorgTheme {
        get { self[NorgThemeKey.self] }
        set { self[NorgThemeKey.self] = newValue }
    }
}

extension View {
    /// Renders the NorgUI views inside this view with `theme`.
    nonisolated public func norgTheme(_ theme: NorgTheme) -> some View {
        environment(\.norgTheme, theme)
    }
}
#endif
