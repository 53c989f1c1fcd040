import Foundation

public struct EnvironmentValues : CustomStringConvertible {
    public init() {}
    public subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey {
        get { K.defaultValue }
        set {}
    }
    public var description: String { "EnvironmentValues" }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public protocol DynamicProperty {
}

@propertyWrapper public struct Environment<Value> : DynamicProperty {
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    @inlinable public var wrappedValue: Value { fatalError() }
}

extension Environment : Sendable where Value : Sendable {}

@propertyWrapper public struct State<Value> : DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State : Sendable where Value : Sendable {}

@propertyWrapper public struct ScaledMetric<Value> : DynamicProperty where Value : BinaryFloatingPoint {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Binding : @unchecked Sendable where Value : Sendable {}

@preconcurrency @MainActor public struct OpenURLAction {
    @preconcurrency @MainActor public init(handler: @escaping (URL) -> OpenURLAction.Result) {}
    @MainActor @preconcurrency public func callAsFunction(_ url: URL) {}
    @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {}
    public struct Result : Sendable {
        public static let handled: OpenURLAction.Result = OpenURLAction.Result()
        public static let discarded: OpenURLAction.Result = OpenURLAction.Result()
        public static let systemAction: OpenURLAction.Result = OpenURLAction.Result()
        public static func systemAction(_ url: URL) -> OpenURLAction.Result { OpenURLAction.Result() }
    }
}

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { fatalError() }
        set {}
    }
}
