// Each line ending in the marker must be reported, and no other.

public struct Plain { // undocumented
    public var a: Int // undocumented
    public private(set) var b: Int // undocumented
    var internalOnly: Int
    @inlinable public init(a: Int, // undocumented
                           b: Int) {
        self.a = a
        self.b = b
    }
    /// A doc comment separated by a blank line does not count.

    public func detached() {} // undocumented
    /// A plain comment in between breaks it.
    // swiftlint:disable:next
    public func interrupted() {} // undocumented
    /* A block comment that is not a doc comment. */
    public func blockNotDoc() {} // undocumented
    @discardableResult
    public static func make() -> Plain { Plain(a: 0, b: 0) } // undocumented
    public func multiLine<T>( // undocumented
        _ value: T
    ) -> T where T: Equatable {
        func local() {}
        return value
    }
}

public enum Kind { // undocumented
    case heading // undocumented
    case definition, footnote, table // undocumented
    /// Documented.
    case list
    indirect case nested(Kind) // undocumented
    public static let all: [Kind] = [.heading] // undocumented
}

enum InternalKind {
    case notPublic
}

public protocol Reading { // undocumented
    associatedtype Output // undocumented
    var output: Output { get } // undocumented
    func read(_ line: String) // undocumented
    static func make() -> Self // undocumented
}

public extension Plain {
    var doubled: Int { a * 2 } // undocumented
    static let zero = 0 // undocumented
    fileprivate func hidden() {}
    internal func alsoHidden() {}
    private(set) var settable: Int { get { a } set { } } // undocumented
}

extension Plain {
    public func inPlainExtension() {} // undocumented
    func notPublic() {}
}

#if canImport(SwiftUI)
@MainActor
public struct PlainView: View { // undocumented
    public var body: some View { // undocumented
        Text("{")
    }
}
#endif

open class Base { // undocumented
    open func render() {} // undocumented
    public class func make() -> Base { Base() } // undocumented
    public subscript(i: Int) -> Int { i } // undocumented
    public init?(code: Int) { nil } // undocumented
    public typealias Alias = Int // undocumented
}

public let text = "public func notMe() {" // undocumented
public func afterString() {} // undocumented

public extension Plain {
    struct Inner { // undocumented
        var hidden: Int
        public var shown: Int // undocumented
    }
}

public struct Conditional { // undocumented
    /// A doc comment cut off from its declaration by an #if line.
    #if os(Linux)
    public var linuxOnly: Int // undocumented
    #endif
}

public protocol WithAttributes { // undocumented
    @MainActor
    static var name: String { get } // undocumented
}

public let interpolated = "\(["{"].count)" // undocumented
