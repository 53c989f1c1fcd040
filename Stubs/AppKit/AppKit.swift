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
