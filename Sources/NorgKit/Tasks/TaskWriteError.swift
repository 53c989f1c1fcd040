/// Why `TaskWriter` refused to change a status. The source is never changed when one is thrown.
public enum TaskWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line number is not a line of the source (lines are 1-based).
    case lineOutOfRange(line: Int, lineCount: Int)
    /// The line holds no task: no detached modifier with a status extension there, or one inside
    /// content that holds no tasks (`@code`, `|comment`, `|example`). A detached modifier whose
    /// extensions have no status (`- (# A) text`) is not a task either: giving it one would insert
    /// text, not replace a character.
    case noTask(line: Int)
    /// The task's status is not the one the caller expected.
    case statusMismatch(line: Int, expected: TaskStatus, found: TaskStatus)
    /// The line's text is not the text the caller expected.
    case lineTextMismatch(line: Int)
    /// A recurring status with a timestamp (`(+ 5th Jan)`) cannot become another status by replacing
    /// its character: no other status takes a parameter, and dropping the timestamp would lose it.
    case statusHasParameter(line: Int)
    /// The document's tree and the line's own text disagree about the task, or the edited source did
    /// not read back as intended; nothing is written rather than risking the note.
    case inconsistentSource(line: Int)

    public var description: String {
        switch self {
        case let .lineOutOfRange(line, lineCount):
            "line \(line) is out of range (the file has \(lineCount) line\(lineCount == 1 ? "" : "s"))"
        case let .noTask(line):
            "line \(line) holds no task"
        case let .statusMismatch(line, expected, found):
            "the task on line \(line) is \(found.rawValue), not \(expected.rawValue)"
        case let .lineTextMismatch(line):
            "line \(line) no longer holds the expected text"
        case let .statusHasParameter(line):
            "the task on line \(line) is recurring with a timestamp, which a single status character cannot keep"
        case let .inconsistentSource(line):
            "the task on line \(line) could not be located exactly; nothing was changed"
        }
    }
}
