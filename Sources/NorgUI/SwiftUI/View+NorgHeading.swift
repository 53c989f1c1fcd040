#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// A heading's header trait and level (1…6); other views (`level` nil) stay as they are.
    @ViewBuilder func norgHeadingAccessibility(_ level: Int?) -> some View {
        if let level {
            accessibilityAddTraits(.isHeader)
                .accessibilityHeading(AccessibilityHeadingLevel(rawValue: UInt(level)) ?? .unspecified)
        } else {
            self
        }
    }
}
#endif
