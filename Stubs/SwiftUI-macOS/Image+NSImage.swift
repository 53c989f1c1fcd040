// SwiftUI declarations that exist on macOS only and so have no fingerprint in the iOS 18 interface
// swiftui-stub-check reads. Compiled into the macOS pass's stub SwiftUI only; each line cites Apple's page.
#if canImport(AppKit)
import AppKit

extension Image {
    /// https://developer.apple.com/documentation/swiftui/image/init(nsimage:) (macOS 10.15)
    public init(nsImage: NSImage) {}
}
#endif
