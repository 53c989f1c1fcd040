/// A problem found while parsing (or, for task dates, while scanning tasks): the document is still
/// complete, the diagnostic says what was read differently from what the author probably meant (an
/// unclosed tag, a link that resolves nowhere, nesting clamped to the model's limit).
public struct NorgDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is; the raw value is the word `description` and the JSON print.
    public enum Severity: String, Sendable, Hashable {
        /// The input was read one way where the author may have meant another. Every diagnostic
        /// NorgKit makes is a warning, since any input parses to a complete document.
        case warning
        /// For a caller's own checks that should fail (NorgKit reports none).
        case error
    }

    /// `warning` for everything the parser, the link pass and `TaskScanner` report.
    public var severity: Severity
    /// One line that says what was found and how it was read, such as “`|example` has no matching
    /// `|end`; read as text”.
    public var message: String
    /// Where the problem is: the line it concerns (from its first to its last non-whitespace
    /// character), the link or anchor that resolves nowhere, or the task with an unreadable date.
    public var range: SourceRange

    /// A diagnostic at `range`, a warning unless `severity` says otherwise.
    public init(severity: Severity = .warning, message: String, range: SourceRange) {
        self.severity = severity
        self.message = message
        self.range = range
    }

    /// `line:column: severity: message`, as compilers print diagnostics (builds a new `String`).
    public var description: String { "\(range.start.line):\(range.start.column): \(severity.rawValue): \(message)" }
}
