import Foundation

@MainActor @preconcurrency public struct VStack<Content> : View where Content : View {
    @inlinable nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

@MainActor @preconcurrency public struct HStack<Content> : View where Content : View {
    @inlinable nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

@MainActor @preconcurrency public struct LazyVStack<Content> : View where Content : View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

@MainActor @preconcurrency public struct ScrollView<Content> : View where Content : View {
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

extension ScrollView {
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

@MainActor @preconcurrency public struct Spacer {
    @MainActor @preconcurrency public init(minLength: CGFloat? = nil) {}
    public typealias Body = Never
}

extension Spacer : View {}

@MainActor @preconcurrency public struct Divider : View {
    nonisolated public init() {}
    public typealias Body = Never
}

@MainActor @preconcurrency public struct Grid<Content> where Content : View {
    @MainActor @preconcurrency public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

extension Grid : View {}

@MainActor @preconcurrency public struct GridRow<Content> where Content : View {
    @MainActor @preconcurrency public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

extension GridRow : View {}

public struct PinnedScrollableViews : OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

public struct Alignment : Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center: Alignment = Alignment(horizontal: .center, vertical: .center)
    public static let leading: Alignment = Alignment(horizontal: .leading, vertical: .center)
    public static let topLeading: Alignment = Alignment(horizontal: .leading, vertical: .top)
    public static let trailing: Alignment = Alignment(horizontal: .trailing, vertical: .center)
}

extension Alignment : Sendable {}

public struct HorizontalAlignment : Equatable {
    public static let leading: HorizontalAlignment = HorizontalAlignment()
    public static let center: HorizontalAlignment = HorizontalAlignment()
    public static let trailing: HorizontalAlignment = HorizontalAlignment()
}

extension HorizontalAlignment : Sendable {}

public struct VerticalAlignment : Equatable {
    public static let top: VerticalAlignment = VerticalAlignment()
    public static let center: VerticalAlignment = VerticalAlignment()
    public static let firstTextBaseline: VerticalAlignment = VerticalAlignment()
}

extension VerticalAlignment : Sendable {}

public enum Edge : Int8, CaseIterable {
    case top
    case leading
    case bottom
    case trailing
    public struct Set : OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top: Edge.Set = Edge.Set(rawValue: 1)
        public static let leading: Edge.Set = Edge.Set(rawValue: 2)
        public static let all: Edge.Set = Edge.Set(rawValue: 15)
        public static let vertical: Edge.Set = Edge.Set(rawValue: 5)
        public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
    }
}

extension Edge : Sendable {}
extension Edge.Set : Sendable {}

public enum Axis : Int8, CaseIterable {
    case horizontal
    case vertical
    public struct Set : OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal: Axis.Set = Axis.Set(rawValue: 1)
        public static let vertical: Axis.Set = Axis.Set(rawValue: 2)
    }
}

extension Axis : Sendable {}
extension Axis.Set : Sendable {}

public struct EdgeInsets : Equatable {
    public init() {}
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

extension EdgeInsets : Sendable {}

public struct Group<Content> {
    public typealias Body = Never
}

extension Group : View where Content : View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@MainActor @preconcurrency public struct ScrollViewReader<Content> : View where Content : View {
    @MainActor @preconcurrency public var content: (ScrollViewProxy) -> Content
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { fatalError() }
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

public struct ScrollViewProxy {
    public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID : Hashable {}
}
