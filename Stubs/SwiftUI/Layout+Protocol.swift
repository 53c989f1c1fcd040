import Foundation

public protocol Animatable {
}

public protocol Layout : Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func makeCache(subviews: Self.Subviews) -> Self.Cache
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    @_disfavoredOverload public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V : View { fatalError() }
}

public struct LayoutSubviews : Equatable, RandomAccessCollection, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews
    public typealias Iterator = IndexingIterator<LayoutSubviews>
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> LayoutSubviews.Element { fatalError() }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { true }
}

public struct LayoutSubview : Equatable {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { true }
}

extension LayoutSubview : Sendable {}

public struct ProposedViewSize : Equatable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let unspecified: ProposedViewSize = ProposedViewSize(width: nil, height: nil)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool { true }
}

extension ProposedViewSize : Sendable {}

public struct UnitPoint : Hashable {
    public static let top: UnitPoint = UnitPoint()
    public static let topLeading: UnitPoint = UnitPoint()
    public static let center: UnitPoint = UnitPoint()
}

extension UnitPoint : Sendable {}
