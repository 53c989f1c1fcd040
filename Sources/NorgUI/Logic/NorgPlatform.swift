import Foundation

/// The Apple platform NorgUI is built for, where its look or metrics differ.
package enum NorgPlatform: Sendable, CaseIterable {
    case iOS
    case macOS
    case visionOS

    /// The platform being built for (iOS on Linux, where no view runs).
    package static var current: NorgPlatform {
        #if os(macOS)
        .macOS
        #elseif os(visionOS)
        .visionOS
        #else
        .iOS
        #endif
    }

    /// The body text size at the default text size, in points (Apple's typography tables: 17 on
    /// iOS and visionOS, 13 on macOS): what inline and display math is typeset at before Dynamic
    /// Type scales it (macOS has no Dynamic Type).
    package var bodySize: CGFloat {
        switch self {
        case .iOS, .visionOS: 17
        case .macOS: 13
        }
    }
}
