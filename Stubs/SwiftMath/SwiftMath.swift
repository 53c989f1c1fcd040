// The slice of SwiftMath's public API that NorgUI's SwiftMathRenderer calls, for check-swiftui's
// SwiftMath passes (the `SwiftMathSupport` trait). SwiftMath is mgriebling/SwiftMath on GitHub
// (the package's dependency, from 1.7.0); each declaration cites the file of its public source that
// declares it, under Sources/SwiftMath/MathRender/. Bodies are placeholders: nothing here runs.
import Foundation
#if canImport(UIKit)
import UIKit

/// MTConfig.swift: `public typealias MTView = UIView` (iOS).
public typealias MTView = UIView
/// MTConfig.swift: `public typealias MTColor = UIColor` (iOS).
public typealias MTColor = UIColor
/// MTConfig.swift: `public typealias MTImage = UIImage` (iOS).
public typealias MTImage = UIImage
#else
import AppKit

/// MTConfig.swift: `public typealias MTView = NSView` (macOS).
public typealias MTView = NSView
/// MTConfig.swift: `public typealias MTColor = NSColor` (macOS).
public typealias MTColor = NSColor
/// MTConfig.swift: `public typealias MTImage = NSImage` (macOS).
public typealias MTImage = NSImage
#endif

/// MTMathUILabel.swift: `public enum MTMathUILabelMode { case display; case text }`.
public enum MTMathUILabelMode {
    case display
    case text
}

/// MTMathUILabel.swift: `public enum MTTextAlignment : UInt { case left; case center; case right }`.
public enum MTTextAlignment: UInt {
    case left
    case center
    case right
}

/// MTMathListDisplay.swift: `public class MTDisplay: NSObject`, with public `ascent`, `descent`, `width`.
public class MTDisplay {
    /// MTMathListDisplay.swift: `public var ascent: CGFloat`.
    public var ascent: CGFloat = 0
    /// MTMathListDisplay.swift: `public var descent: CGFloat`.
    public var descent: CGFloat = 0
    /// MTMathListDisplay.swift: `public var width: CGFloat`.
    public var width: CGFloat = 0
}

/// MTMathListDisplay.swift: `public class MTMathListDisplay : MTDisplay`.
public class MTMathListDisplay: MTDisplay {}

/// MTMathUILabel.swift: `public class MTMathUILabel : MTView`.
public class MTMathUILabel: MTView {
    /// MTMathUILabel.swift: `public var latex: String`.
    public var latex: String = ""
    /// MTMathUILabel.swift: `public var error: NSError? { get }`.
    public var error: NSError? { nil }
    /// MTMathUILabel.swift: `public var fontSize: CGFloat`.
    public var fontSize: CGFloat = 0
    /// MTMathUILabel.swift: `public var labelMode: MTMathUILabelMode`.
    public var labelMode: MTMathUILabelMode = .display
    /// MTMathUILabel.swift: `public var displayList: MTMathListDisplay? { get }`.
    public var displayList: MTMathListDisplay? { nil }
    #if !canImport(UIKit)
    /// MTMathUILabel.swift, macOS: `public func sizeThatFits(_ size: CGSize) -> CGSize` (iOS overrides UIView's).
    public func sizeThatFits(_ size: CGSize) -> CGSize { size }
    #endif
}

/// MTMathImage.swift: `public class MTMathImage`.
public class MTMathImage {
    /// MTMathImage.swift: `public init(latex: String, fontSize: CGFloat, textColor: MTColor,
    /// labelMode: MTMathUILabelMode = .display, textAlignment: MTTextAlignment = .center)`.
    public init(latex: String, fontSize: CGFloat, textColor: MTColor, labelMode: MTMathUILabelMode = .display,
                textAlignment: MTTextAlignment = .center) {}
    /// MTMathImage.swift: `public func asImage() -> (NSError?, MTImage?)`.
    public func asImage() -> (NSError?, MTImage?) { (nil, nil) }
}
