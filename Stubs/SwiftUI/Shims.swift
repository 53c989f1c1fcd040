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

// Foundation's inline presentation intent (iOS 15 / macOS 12): what Markdown's `**` and `*` become, and
// what `Text` draws bold or italic relative to the font around it. Linux's Foundation lacks both types.
public struct InlinePresentationIntent : OptionSet, Hashable, Codable, Sendable { // shim: Foundation, `InlinePresentationIntent`
    public var rawValue: UInt // shim: Foundation
    public init(rawValue: UInt) { self.rawValue = rawValue } // shim: Foundation
    public static var emphasized: InlinePresentationIntent { get { fatalError() } } // shim: Foundation
    public static var stronglyEmphasized: InlinePresentationIntent { get { fatalError() } } // shim: Foundation
}

extension AttributeScopes.FoundationAttributes {
    public enum InlinePresentationIntentAttribute : CodableAttributedStringKey { // shim: Foundation, `AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute`
        public typealias Value = InlinePresentationIntent // shim: Foundation
        public static let name = "NSInlinePresentationIntent" // shim: Foundation
    }
}
