/// One item of a detached modifier extension, e.g. the `x` and `# A` of `- (x|# A) Task`.
public struct DetachedModifierExtension: Sendable, Hashable {
    /// What the item says, by its type character.
    public enum Kind: Sendable, Hashable {
        /// A TODO status; `recurring` may carry a timestamp parameter (`(+ 5th Jan)`).
        case status(TaskStatus)
        /// `#`: priority, free text such as `A` or `HIGH`.
        case priority
        /// `@`: a timestamp.
        case timestamp
        /// `<`: a due date.
        case due
        /// `>`: a start date.
        case start
    }

    /// What the item says.
    public var kind: Kind
    /// The parameter text after the type character, trimmed; nil when there is none.
    public var parameter: String?
    /// The range of this item inside the parentheses (from its type character to before `|` or `)`).
    public var range: SourceRange
    /// The range of the type character alone: what a status write-back replaces.
    public var characterRange: SourceRange

    /// An extension item.
    public init(kind: Kind, parameter: String?, range: SourceRange, characterRange: SourceRange) {
        self.kind = kind
        self.parameter = parameter
        self.range = range
        self.characterRange = characterRange
    }

    /// The TODO status, when the item is one.
    public var status: TaskStatus? {
        if case .status(let status) = kind { return status }
        return nil
    }
}

extension Array where Element == DetachedModifierExtension {
    /// The TODO status among these extensions, if any.
    public var taskStatus: TaskStatus? { lazy.compactMap(\.status).first }

    /// The parameter of the first extension of the given kind.
    public func parameter(of kind: DetachedModifierExtension.Kind) -> String? {
        first(where: { $0.kind == kind })?.parameter
    }
}
