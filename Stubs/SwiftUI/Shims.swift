// Foundation types that Apple platforms have and Linux's Foundation lacks. SwiftUI re-exports
// Foundation, so NorgUI sees them through `import SwiftUI` exactly as on Apple platforms.
import Foundation

public struct LocalizedStringResource : Equatable, Sendable { // shim: Foundation (iOS 16 / macOS 13), `LocalizedStringResource`
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {} // shim: Foundation
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {} // shim: Foundation
    public enum BundleDescription : Sendable { // shim: Foundation, `LocalizedStringResource.BundleDescription` (also has `.forClass(AnyClass)`)
        case main
        case atURL(URL)
    }
}

extension String {
    public struct LocalizationValue : Equatable, ExpressibleByStringInterpolation, Sendable { // shim: Foundation (iOS 15 / macOS 12), `String.LocalizationValue`
        public init(_ value: String) {} // shim: Foundation
        public init(stringLiteral value: String) {} // shim: Foundation
        public init(stringInterpolation: DefaultStringInterpolation) {} // shim: Foundation declares its own `StringInterpolation`
    }
}
