// The AppKit declarations the reader app's macOS branch uses (Examples/NorgReader/NorgReaderApp.swift),
// for check-swiftui's macOS pass. Not SwiftUI, so swiftui-stub-check has no fingerprints for them: each
// line cites the Apple documentation page it copies. Methods imported from Objective-C are implicitly
// @discardableResult in Swift, hence the attribute below.

/// https://developer.apple.com/documentation/appkit/nsapplication (macOS 10.0)
@MainActor open class NSApplication {
    /// https://developer.apple.com/documentation/appkit/nsapplication/shared (macOS 10.0)
    public class var shared: NSApplication { fatalError() }
    /// https://developer.apple.com/documentation/appkit/nsapplication/setactivationpolicy(_:) (macOS 10.6)
    @discardableResult public func setActivationPolicy(_ activationPolicy: NSApplication.ActivationPolicy) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/appkit/nsapplication/activate() (macOS 14.0)
    public func activate() {}
    /// https://developer.apple.com/documentation/appkit/nsapplication/activationpolicy-swift.enum (macOS 10.6)
    public enum ActivationPolicy : Int, @unchecked Sendable {
        /// https://developer.apple.com/documentation/appkit/nsapplication/activationpolicy-swift.enum/regular
        case regular = 0
        /// https://developer.apple.com/documentation/appkit/nsapplication/activationpolicy-swift.enum/accessory
        case accessory = 1
        /// https://developer.apple.com/documentation/appkit/nsapplication/activationpolicy-swift.enum/prohibited
        case prohibited = 2
    }
}

// What SwiftMath's macOS API (Stubs/SwiftMath) is built on.
import Foundation

/// https://developer.apple.com/documentation/appkit/nsview (macOS 10.0)
@MainActor open class NSView {
    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:) (macOS 10.0)
    public init(frame frameRect: NSRect) {}
    /// NSObject's `init()`, inherited: https://developer.apple.com/documentation/objectivec/nsobject/init() (macOS 10.0)
    public convenience init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/appkit/nsview/frame (macOS 10.0)
    open var frame: NSRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsview/layoutsubtreeifneeded() (macOS 10.7)
    open func layoutSubtreeIfNeeded() {}
}

/// https://developer.apple.com/documentation/foundation/nsrect (macOS 10.0): CGRect under another name.
public typealias NSRect = CGRect

/// https://developer.apple.com/documentation/appkit/nscolor (macOS 10.0)
open class NSColor: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nscolor/black (macOS 10.0)
    open class var black: NSColor { NSColor() }
}

/// https://developer.apple.com/documentation/appkit/nsimage (macOS 10.0)
open class NSImage: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsimage/size (macOS 10.0)
    open var size: NSSize { .zero }
}

/// https://developer.apple.com/documentation/foundation/nssize (macOS 10.0): CGSize under another name.
public typealias NSSize = CGSize
