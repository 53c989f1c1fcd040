import Foundation

public struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach : View where Content : View {
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Content : View, Data.Element : Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content : View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content : View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

@MainActor @preconcurrency public struct Button<Label> : View where Label : View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol {}
}

@MainActor @preconcurrency public struct Menu<Label, Content> : View where Label : View, Content : View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

extension Menu {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {}
}

@MainActor @preconcurrency public struct Label<Title, Icon> : View where Title : View, Icon : View {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

public struct Image : Equatable, Sendable {
    public static func == (lhs: Image, rhs: Image) -> Bool { true }
}

extension Image : View {
    public typealias Body = Never
}

extension Image {
    public init(systemName: String) {}
    public enum ResizingMode : Sendable {
        case tile
        case stretch
    }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    public enum TemplateRenderingMode : Sendable {
        case template
        case original
    }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
}

@MainActor @preconcurrency public struct AsyncImage<Content> : View where Content : View {
    nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    nonisolated public init<I, P>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P>, I : View, P : View {}
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@MainActor @preconcurrency public struct DisclosureGroup<Label, Content> : View where Label : View, Content : View {
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

@preconcurrency @MainActor public protocol DisclosureGroupStyle {
    associatedtype Body : View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

public struct DisclosureGroupStyleConfiguration {
    @MainActor @preconcurrency public struct Label : View {
        public typealias Body = Never
    }
    public let label: DisclosureGroupStyleConfiguration.Label
    @MainActor @preconcurrency public struct Content : View {
        public typealias Body = Never
    }
    public let content: DisclosureGroupStyleConfiguration.Content
    @Binding public var isExpanded: Bool
}
