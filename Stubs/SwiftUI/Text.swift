import Foundation

public struct Text : Equatable, Sendable {
    @inlinable public init(verbatim content: String) {}
    @_disfavoredOverload public init<S>(_ content: S) where S : StringProtocol {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    @_disfavoredOverload public init(_ attributedContent: AttributedString) {}
    @_disfavoredOverload public init(_ resource: LocalizedStringResource) {}
    public static func == (a: Text, b: Text) -> Bool { true }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

extension Text : View {
    public typealias Body = Never
}

extension Text {
    nonisolated public func font(_ font: Font?) -> Text { self }
    nonisolated public func bold() -> Text { self }
    nonisolated public func bold(_ isActive: Bool) -> Text { self }
    nonisolated public func italic() -> Text { self }
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle { self }
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

extension Text {
    public init(_ image: Image) {}
}

extension Text {
    public struct LineStyle : Hashable, Sendable {
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
        public static let single: Text.LineStyle = Text.LineStyle()
        public struct Pattern : Sendable {
            public static let solid: Text.LineStyle.Pattern = Text.LineStyle.Pattern()
        }
    }
}

public struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}
    public typealias StringLiteralType = String
    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias UnicodeScalarLiteralType = String
    public struct StringInterpolation : StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public typealias StringLiteralType = String
    }
    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { true }
}

extension LocalizedStringKey : Sendable {}
extension LocalizedStringKey.StringInterpolation : Sendable {}

extension AttributeScopes {
    public struct SwiftUIAttributes : AttributeScope {
        public let font: AttributeScopes.SwiftUIAttributes.FontAttribute
        public let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        public let backgroundColor: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
        public let strikethroughStyle: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute
        public let underlineStyle: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
        public let baselineOffset: AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes
    }
    public var swiftUI: AttributeScopes.SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    public enum FontAttribute : AttributedStringKey {
        public typealias Value = Font
        public static let name: String = "SwiftUI.Font"
    }
    public enum ForegroundColorAttribute : AttributedStringKey {
        public typealias Value = Color
        public static let name: String = "SwiftUI.ForegroundColor"
    }
    public enum BackgroundColorAttribute : AttributedStringKey {
        public typealias Value = Color
        public static let name: String = "SwiftUI.BackgroundColor"
    }
    public enum StrikethroughStyleAttribute : AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name: String = "SwiftUI.StrikethroughStyle"
    }
    public enum UnderlineStyleAttribute : AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name: String = "SwiftUI.UnderlineStyle"
    }
    public enum BaselineOffsetAttribute : CodableAttributedStringKey {
        public typealias Value = CGFloat
        public static let name: String = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    public subscript<T>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T where T : AttributedStringKey { self[T.self] }
}
