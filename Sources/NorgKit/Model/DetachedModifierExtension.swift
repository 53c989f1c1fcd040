/// One item of a detached modifier extension, e.g. the `x` and `# A` of `- (x|# A) Task`.
///
/// Any detached modifier (heading, list item, quote, definition …) may carry extensions: right after
/// the modifier's whitespace, `(` + a type character (+ whitespace and a parameter), items chained
/// with `|`, closed by `)` and followed by whitespace. Anything else there is plain text.
public struct DetachedModifierExtension: Sendable, Hashable {
    /// What the item's type character says.
    public enum Kind: Sendable, Hashable {
        /// A TODO status; `recurring` may carry a timestamp parameter (`(+ 5th Jan)`).
        case status(TaskStatus)
        /// `#`: a priority, its parameter free text such as `A`, `0` or `HIGH`.
        case priority
        /// `@`: a timestamp, in the parameter (`(@ Tue 5th Feb)`).
        case timestamp
        /// `<`: the date the item is due by, in the parameter (`(< Tue 5th Feb)`).
        case due
        /// `>`: the date work on the item starts, in the parameter (`(> Tue 5th Feb)`).
        case start
    }

    /// The status, priority or date this item gives.
    public var kind: Kind
    /// The parameter text after the type character and its whitespace, up to `|` or `)`, trimmed:
    /// the priority of `# A`, the date of `< 5th Feb`; nil when there is none.
    public var parameter: String?
    /// The range of this item inside the parentheses (from its type character to before `|` or `)`).
    public var range: SourceRange
    /// The range of the type character alone: what a status write-back replaces.
    public var characterRange: SourceRange

    /// An item with the given parts, for building trees by hand; the parser fills every field from
    /// the source.
    public init(kind: Kind, parameter: String?, range: SourceRange, characterRange: SourceRange) {
        self.kind = kind
        self.parameter = parameter
        self.range = range
        self.characterRange = characterRange
    }

    /// The TODO status, when this item is one (`kind` is `.status`); nil for a priority or a date.
    public var status: TaskStatus? {
        if case .status(let status) = kind { return status }
        return nil
    }
}

extension Array where Element == DetachedModifierExtension {
    /// The TODO status among these extensions, if any.
    public var taskStatus: TaskStatus? { lazy.compactMap(\.status).first }

    /// The parameter of the first extension of the given kind; nil when no extension has that kind
    /// or the first one has no parameter.
    public func parameter(of kind: DetachedModifierExtension.Kind) -> String? {
        first(where: { $0.kind == kind })?.parameter
    }
}
