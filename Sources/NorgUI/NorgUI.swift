@_exported import NorgKit

// NorgUI's views use text selection (`.textSelection`), which SwiftUI does not offer on tvOS or
// watchOS, and pull-down task menus and collapsible sections written for touch and pointer. Stop
// the build there with a reason rather than with a list of unavailable APIs.
#if canImport(SwiftUI) && (os(tvOS) || os(watchOS))
#error("NorgUI supports iOS 18, macOS 15 and visionOS 2; on tvOS and watchOS use NorgKit (or NorgHTML) directly.")
#endif
