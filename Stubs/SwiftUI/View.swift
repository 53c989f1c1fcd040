// View, result builder and the structural views the builder produces.

// Like Apple's SwiftUI, importing this module makes Foundation's types (URL, AttributedString …) visible.
@_exported import Foundation

@preconcurrency @MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension View where Body == Never {
    public var body: Never { fatalError() } // stub-only: SwiftUI's primitive views get `body` from internal SwiftUI code
}

extension Never: View {
    public typealias Body = Never // stub-only: SwiftUI's interface declares Never's conformance without a public member
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content : View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content : View { content }
    @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View { TupleView((repeat each content)) }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content : View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View { fatalError() }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View { AnyView(content) }
}

@MainActor @preconcurrency public struct EmptyView : View {
    @inlinable nonisolated public init() {}
    public typealias Body = Never
}

@MainActor @preconcurrency public struct TupleView<T> : View {
    nonisolated public init(_ value: T) {}
    public typealias Body = Never
}

public struct _ConditionalContent<TrueContent, FalseContent> {
}

extension _ConditionalContent : View where TrueContent : View, FalseContent : View {
    public typealias Body = Never
}

extension Optional : View where Wrapped : View {
    public typealias Body = Never
}

@MainActor @preconcurrency public struct AnyView : View {
    nonisolated public init<V>(_ view: V) where V : View {}
    public typealias Body = Never
}

@preconcurrency @MainActor public protocol ViewModifier {
    associatedtype Body : View
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent : View where Content : View, Modifier : ViewModifier {
    public typealias Body = Never
    @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body { fatalError() }
}

@MainActor @preconcurrency public struct AccessibilityAttachmentModifier : ViewModifier {
    public typealias Body = Never
}
