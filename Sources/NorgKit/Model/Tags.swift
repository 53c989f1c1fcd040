/// `@name parameters` … `@end`: content kept verbatim (no markup, no escapes).
public struct VerbatimRangedTag: Sendable, Hashable {
    public var name: String
    public var parameters: [String]
    /// The lines between the opening and the `@end` line, joined with `\n`, their common leading
    /// indentation removed (indentation is never significant in Norg, but code keeps its relative shape).
    public var content: String
    public var contentRange: SourceRange
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

    public init(name: String, parameters: [String], content: String, contentRange: SourceRange,
                range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.name = name
        self.parameters = parameters
        self.content = content
        self.contentRange = contentRange
        self.range = range
        self.carryovers = carryovers
    }

    /// The language of `@code lang`, if given.
    public var language: String? { name == "code" ? parameters.first : nil }
}

/// `|name parameters` … `|end` (standard) or `=name` … `=end` (macro definition): Norg content.
public struct RangedTag: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `|comment`, `|example`, `|details`, `|group` …
        case standard
        /// `=name … =end`.
        case macro
    }

    public var kind: Kind
    public var name: String
    public var parameters: [String]
    public var content: [NorgBlock]
    /// The source between the opening and closing lines, exactly as written (for `|example`).
    public var rawContent: String
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

    public init(kind: Kind, name: String, parameters: [String], content: [NorgBlock], rawContent: String,
                range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.content = content
        self.rawContent = rawContent
        self.range = range
        self.carryovers = carryovers
    }
}

/// `.name parameters`: a one-line tag such as `.image https://… alt` or `.toc`.
public struct InfirmTag: Sendable, Hashable {
    public var name: String
    public var parameters: [String]
    public var range: SourceRange
    public var carryovers: [CarryoverTag]

    public init(name: String, parameters: [String], range: SourceRange, carryovers: [CarryoverTag] = []) {
        self.name = name
        self.parameters = parameters
        self.range = range
        self.carryovers = carryovers
    }
}
