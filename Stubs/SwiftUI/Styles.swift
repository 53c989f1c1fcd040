// Menu and button styles, and the modifiers the task symbol's macOS branch uses (NorgTaskView).

extension View {
    nonisolated public func menuStyle<S>(_ style: S) -> some View where S : MenuStyle { fatalError() }
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle { fatalError() }
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View { fatalError() }
    nonisolated public func fixedSize() -> some View { fatalError() }
}

@preconcurrency @MainActor public protocol MenuStyle {
}

@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
}

@MainActor @preconcurrency public struct ButtonMenuStyle : MenuStyle {
    @MainActor @preconcurrency public init() {}
}

extension MenuStyle where Self == ButtonMenuStyle {
    @MainActor @preconcurrency public static var button: ButtonMenuStyle { get { fatalError() } }
}

@MainActor @preconcurrency public struct PlainButtonStyle : PrimitiveButtonStyle {
    @MainActor @preconcurrency public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    @MainActor @preconcurrency public static var plain: PlainButtonStyle { get { fatalError() } }
}

@frozen public enum Visibility : Hashable, CaseIterable {
    case automatic
    case visible
    case hidden
}
