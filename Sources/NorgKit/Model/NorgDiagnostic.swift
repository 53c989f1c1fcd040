/// A problem found while parsing: the document is still complete, the diagnostic says what was
/// read differently from what the author probably meant (an unclosed tag, a link that resolves
/// nowhere, nesting clamped to the model's limit).
public struct NorgDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case warning
        case error
    }

    public var severity: Severity
    public var message: String
    public var range: SourceRange

    public init(severity: Severity = .warning, message: String, range: SourceRange) {
        self.severity = severity
        self.message = message
        self.range = range
    }

    public var description: String { "\(range.start.line):\(range.start.column): \(severity.rawValue): \(message)" }
}
