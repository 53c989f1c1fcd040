import Foundation

// Disclosure: the chevron's rotation and the animated toggle (NorgDisclosureGroupStyle, NorgView).

public struct Angle {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
}

public struct Animation : Equatable, Sendable {
    public static func == (lhs: Animation, rhs: Animation) -> Bool { true }
}

extension Animation {
    public static let `default`: Animation = Animation()
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

extension View {
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { fatalError() }
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> { self }
}
