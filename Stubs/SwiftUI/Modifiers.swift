import Foundation

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fatalError() }
    nonisolated public func scaledToFit() -> some View { fatalError() }
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle { fatalError() }
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle { fatalError() }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    nonisolated public func textSelection<S>(_ selectability: S) -> some View where S : TextSelectability { fatalError() }
    nonisolated public func tint<S>(_ tint: S?) -> some View where S : ShapeStyle { fatalError() }
    nonisolated public func hidden() -> some View { fatalError() }
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View { fatalError() }
    nonisolated public func disclosureGroupStyle<S>(_ style: S) -> some View where S : DisclosureGroupStyle { fatalError() }
}

extension View {
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
    nonisolated public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View where Content : View { fatalError() }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { self }
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { self }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> { self }
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Content, Modifier> { self }
}

public enum AccessibilityHeadingLevel : UInt {
    case unspecified
    case h1
    case h2
    case h3
    case h4
    case h5
    case h6
}

extension AccessibilityHeadingLevel : Sendable {}

public struct AccessibilityTraits : SetAlgebra, Sendable {
    public static let isHeader: AccessibilityTraits = AccessibilityTraits()
    public static let isImage: AccessibilityTraits = AccessibilityTraits()
    public init() {}
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { (false, self) }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { true }
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
}

public struct AccessibilityChildBehavior : Hashable {
    public static let ignore: AccessibilityChildBehavior = AccessibilityChildBehavior()
    public static let contain: AccessibilityChildBehavior = AccessibilityChildBehavior()
    public static let combine: AccessibilityChildBehavior = AccessibilityChildBehavior()
}

extension AccessibilityChildBehavior : Sendable {}

public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability : TextSelectability {
    public static let allowsSelection: Bool = true
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
