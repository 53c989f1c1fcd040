// Every public declaration here is documented: check-docs must accept this file.

/// A heading's level and title.
public struct Heading: Sendable {
    /// The level, 1 for `*`.
    public var level: Int
    /// The title's text; set only by the parser.
    public private(set) var title: String

    /// Makes a heading.
    /// - Parameters:
    ///   - level: The number of `*`.
    ///   - title: The title text.
    @inlinable
    public init(level: Int, title: String) {
        self.level = level
        self.title = title
    }

    /**
     The title in upper case; allocates a new string.
     */
    @available(macOS 14, *)
    @discardableResult
    public func shouted() -> String { title.uppercased() }

    /** A one-line block doc comment. */
    public static let empty = Heading(level: 1, title: "")

    /// A multi-line attribute may sit between the comment and the declaration.
    @available(*, deprecated,
               message: "use shouted()")
    public func loud() -> String { shouted() }

    // Not public: no comment needed.
    var scratch: Int { 0 }
    private func helper() {}
    internal let count = 0
    package var fast: Int { 1 }
}

/// Kinds of detached modifier.
public enum Kind: String, Sendable {
    /// A heading.
    case heading
    /// Definitions, footnotes and tables; one comment covers the line.
    case definition, footnote, table
    /// Spans several lines.
    case custom(
        name: String,
        case: Int
    )

    /// A switch inside a public enum: its `case` labels are not declarations.
    public var isRanged: Bool {
        switch self {
        case .definition, .footnote: return true
        default: return false
        }
    }
}

/// Reads Norg documents.
public protocol Reading {
    /// The type of a read document.
    associatedtype Output
    /// The document read so far.
    var output: Output { get }
    /// Reads one more line.
    mutating func read(_ line: String)
}

// An extension line is not a declaration.
public extension Heading {
    /// The title with its level's stars in front.
    var marked: String { String(repeating: "*", count: level) + " " + title }
    // A private member of a public extension stays private.
    private var hidden: Int { 0 }
}

extension Heading: Equatable {
    /// Equal when level and title are.
    public static func == (lhs: Heading, rhs: Heading) -> Bool {
        lhs.level == rhs.level && lhs.title == rhs.title
    }
    // Internal members of a plain extension need nothing.
    func internalHelper() {}
}

#if canImport(SwiftUI)
import SwiftUI

/// A view inside `#if canImport(SwiftUI)` is still checked.
@MainActor
public struct HeadingView: View {
    /// The heading shown.
    public let heading: Heading
    /// The view's content.
    public var body: some View { Text(heading.title) }
}
#endif

/// Strings and comments that look like declarations change nothing.
public let fakes = """
    public func notADeclaration() {
    """
/// After a multi-line string the checker is back in code.
public let braces = "{ public var x {" + #"}"# + "\"}"
/* A block comment: public func alsoNotADeclaration() { */
/// Open classes count like public ones.
open class Renderer {
    /// Subclasses override this.
    open func render() {}
    /// A class method.
    public class func make() -> Renderer { Renderer() }
    /// Isolated state.
    public nonisolated(unsafe) static var shared = Renderer()
    /// A subscript.
    public subscript(index: Int) -> Int { index }
    /// A failable initializer.
    public init?(code: Int) { if code < 0 { return nil } }
    /// A plain initializer.
    public init() {}
}

/// An alias.
public typealias Level = Int

func open(_ path: String) {}
func usesOpen() { open("x") }

/// Interpolations holding strings, and raw multi-line strings, stay strings.
public let interpolated = "\(["{", "}"].count) { \("public var no {")"
/// A raw multi-line string whose text holds `"""` and braces.
public let raw = #"""
    public struct NotOne { """ }
    """#

/// A protocol whose requirements carry attributes.
public protocol Highlighting {
    /// Attributes may sit between the comment and a requirement.
    @MainActor
    static var name: String { get }
}

/// Cases with attributes.
public enum Legacy {
    /// An old spelling.
    @available(*, deprecated)
    case old
    /// A case whose doc comment is a block.
    case new
}
