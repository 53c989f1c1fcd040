import Foundation

public struct Color : Hashable, CustomStringConvertible, Sendable {
    public func hash(into hasher: inout Hasher) {}
    public static func == (lhs: Color, rhs: Color) -> Bool { true }
    public var description: String { "Color" }
}

extension Color {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public static let red: Color = Color()
    public static let orange: Color = Color()
    public static let green: Color = Color()
    public static let blue: Color = Color()
    public static let purple: Color = Color()
    public static let pink: Color = Color()
    public static let gray: Color = Color()
    public static let teal: Color = Color()
    public static let indigo: Color = Color()
    public static let brown: Color = Color()
    public static let mint: Color = Color()
    public static let cyan: Color = Color()
    public static let black: Color = Color()
    public static let white: Color = Color()
    public static let clear: Color = Color()
    public static let primary: Color = Color()
    public static let secondary: Color = Color()
    public static var accentColor: Color { Color() }
    public func opacity(_ opacity: Double) -> Color { self }
}

extension Color : View {
    public typealias Body = Never
}

extension Color : ShapeStyle {}

public protocol ShapeStyle : Sendable {
}

public struct AnyShapeStyle : ShapeStyle {
    public init<S>(_ style: S) where S : ShapeStyle {}
    public typealias Resolved = Never
}

public struct HierarchicalShapeStyle : ShapeStyle {
    public static let primary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let secondary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let tertiary: HierarchicalShapeStyle = HierarchicalShapeStyle()
    public static let quaternary: HierarchicalShapeStyle = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
