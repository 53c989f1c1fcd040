// The UIKit declarations NorgUI's iOS code reaches through SwiftMath (Sources/NorgUI/SwiftUI/
// SwiftMathRenderer.swift), for check-swiftui's SwiftMath passes. Not SwiftUI, so swiftui-stub-check
// has no fingerprints for them: each line cites the Apple documentation page it copies.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiview (iOS 2.0)
@MainActor open class UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (iOS 2.0)
    public init(frame: CGRect) {}
    /// NSObject's `init()`, inherited: https://developer.apple.com/documentation/objectivec/nsobject/init() (iOS 2.0)
    public convenience init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/frame (iOS 2.0)
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (iOS 2.0)
    open func layoutIfNeeded() {}
    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) (iOS 2.0)
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
}

/// https://developer.apple.com/documentation/uikit/uicolor (iOS 2.0)
open class UIColor: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/black (iOS 2.0)
    open class var black: UIColor { UIColor() }
}

/// https://developer.apple.com/documentation/uikit/uiimage (iOS 2.0)
open class UIImage: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/size (iOS 2.0)
    open var size: CGSize { .zero }
}
