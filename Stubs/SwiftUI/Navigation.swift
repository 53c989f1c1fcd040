// Navigation, lists and the controls of an app's window (Examples/NorgReader).

@MainActor @preconcurrency public struct NavigationSplitView<Sidebar, Content, Detail> : View where Sidebar : View, Content : View, Detail : View {
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@MainActor @preconcurrency public struct List<SelectionValue, Content> : View where SelectionValue : Hashable, Content : View {
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never // stub-only: SwiftUI declares List's `body` only where iOS does not see it
}

public struct Section<Parent, Content, Footer> {
}

extension Section : View where Parent : View, Content : View, Footer : View {
    public typealias Body = Never
}

extension Section where Parent == Text, Content : View, Footer == EmptyView {
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : StringProtocol {}
}

@MainActor @preconcurrency public struct Picker<Label, SelectionValue, Content> : View where Label : View, SelectionValue : Hashable, Content : View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

extension Picker where Label == Text {
    @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S : StringProtocol {}
}

@MainActor @preconcurrency public struct Toggle<Label> : View where Label : View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

extension Toggle where Label == Text {
    @_disfavoredOverload nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol {}
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String) where S : StringProtocol {}
}

extension View {
    @inlinable nonisolated public func id<ID>(_ id: ID) -> some View where ID : Hashable { fatalError() }
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable { fatalError() }
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content : View { fatalError() }
    @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol { fatalError() }
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable { fatalError() }
    nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable { fatalError() }
}
