/// Why `TaskWriter` refused to change a status. The source is never changed when one is thrown, and
/// neither is a file, except after `fileNotWritten`, `fileNotSynced` and `fileChangedWhileWriting`,
/// which say so. The file cases
/// carry the system's reason (`strerror`); their descriptions read after the file's name
/// (`notes.norg: is read-only (mode 0444); nothing was changed`).
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
    /// Its description says how to end the recurrence by hand.
    case statusHasParameter(line: Int)
    /// The document's tree and the line's own text disagree about the task, or the edited source did
    /// not read back as intended; nothing is written rather than risking the note.
    case inconsistentSource(line: Int)
    /// The file could not be opened for reading and writing (missing, a folder, not permitted).
    case fileNotOpened(reason: String)
    /// The file is not a regular file (a device, a FIFO, a socket).
    case fileNotRegular
    /// The file's mode (its permission bits) gives no one write permission. It is refused even for
    /// root, whom the system would let write, as an editor's plain write refuses it.
    case fileReadOnly(mode: UInt32)
    /// The file's advisory lock could not be taken (`flock` failed for a reason other than another
    /// holder).
    case fileNotLocked(reason: String)
    /// Another writer held the file's lock for the whole bounded wait.
    case fileLockTimedOut(waited: Duration)
    /// Reading the file under the lock failed.
    case fileNotRead(reason: String)
    /// The file holds more than the caller's byte limit (`limit` bytes); it was not read further.
    case fileTooLarge(limit: Int)
    /// Another program (an editor saving in place, or by renaming a new file over it) changed or
    /// replaced the file after it was read under the lock; nothing was written. Trying again reads
    /// the file as it is now.
    case fileChangedBeforeWrite
    /// After the write the file no longer begins with the edited bytes: another program rewrote it
    /// at that very moment, and the new status may be lost or may have landed in its new content.
    case fileChangedWhileWriting
    /// The edit would change the file's length, which an in-place write of status bytes never does.
    case editChangesLength
    /// Writing the changed bytes failed part way: some of them may be in the file.
    case fileNotWritten(reason: String)
    /// The changed bytes were written but could not be flushed to storage.
    case fileNotSynced(reason: String)

    /// One line for the user, naming the line, status or file problem (`line 12 is out of range (the
    /// file has 9 lines)`).
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
            // Says how to do by hand what one changed character cannot: the date goes with the `+`.
            "the task on line \(line) recurs on a date (as `(+ 5th Jan)`), which one status character cannot keep; "
                + "to end the recurrence, edit line \(line) by hand, replacing the status and its date with the new "
                + "status (`(+ 5th Jan)` becomes `(x)` when done)"
        case let .inconsistentSource(line):
            "the task on line \(line) could not be located exactly; nothing was changed"
        case let .fileNotOpened(reason):
            "cannot open for reading and writing: \(reason)"
        case .fileNotRegular:
            "is not a regular file; nothing was changed"
        case let .fileReadOnly(mode):
            "is read-only (mode \(octal(mode))); nothing was changed"
        case let .fileNotLocked(reason):
            "cannot lock for writing: \(reason); nothing was changed"
        case let .fileLockTimedOut(waited):
            "is locked by another writer (waited \(waited)); nothing was changed"
        case let .fileNotRead(reason):
            "cannot read: \(reason); nothing was changed"
        case let .fileTooLarge(limit):
            "is larger than the limit of \(limit) bytes; nothing was changed"
        case .fileChangedBeforeWrite:
            "was changed by another program while the edit was made; nothing was changed (try again)"
        case .fileChangedWhileWriting:
            "was changed by another program while the status was written; check the file"
        case .editChangesLength:
            "the edit would change the file's length; nothing was changed"
        case let .fileNotWritten(reason):
            "cannot write: \(reason); the new status may be partly written"
        case let .fileNotSynced(reason):
            "the new status was written but not flushed to storage: \(reason)"
        }
    }

    /// A mode as `ls` and `chmod` write it: `0444`.
    private func octal(_ mode: UInt32) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return "0" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
