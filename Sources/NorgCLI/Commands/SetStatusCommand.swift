import NorgKit

enum SetStatusCommand: NorgCommand {
    static let name = "set-status"
    static let summary = "Change one task's status in a file, in place."
    /// The printed line only confirms the edit: exit 0 stays 0 when it cannot be printed.
    static let outputOnlyConfirms = true
    static let operands = "FILE LINE STATUS"
    static let otherForms = ["FILE:LINE STATUS ...", "FILE LINE --toggle ..."]
    static var about: String {
        """
        Set the status of the task on LINE (1-based, as `norg tasks` lists it) of FILE to STATUS.
        Only that task's status character changes; every other byte of the file (line endings,
        whitespace, the rest of an extension chain like `(# A| )`) is kept. `FILE:LINE`, as
        `norg tasks` prints it, names the task too (when FILE:LINE is not itself a file).

        STATUS is a name or a character, in any case, with `-`, `_` and spaces ignored:
        \(TaskStatus.spokenNames).
        `-` is the status pending (set-status reads no standard input); `' '` is undone.

        The file is written in place, never replaced: under an exclusive lock (flock; other `norg`
        runs wait up to 10 s for it), the file is read again and the task verified on it, then the
        one status byte is written at its offset and flushed to storage. So a change made meanwhile
        by anyone else stays; the owner, group, mode and hard links stay as they are; a symbolic
        link is written through to its file; and a crash leaves either the old status or the new.
        Editors do not take the lock: the re-read is what keeps their saved changes, and right
        before the write the file must still be the one read (same file at the path, same bytes;
        lines appended meanwhile are fine), or nothing is written and the run can be repeated.
        """
    }

    static let expect = CommandOption.value(
        "--expect", "STATUS", "refuse unless the task currently has this status")
    static let toggle = CommandOption.flag(
        "--toggle", "instead of STATUS, do what a tap does: done becomes undone, anything else done")
    static let updateParents = CommandOption.flag(
        "--update-parents",
        "the enclosing tasks follow their direct children, cancelled ones not counted: all done makes a "
            + "parent done, some done or pending makes it pending, none undone; only undone, pending or "
            + "done parents change; in the same locked, verified write")
    static let options = [expect, toggle, updateParents]

    static let details = """
    Prints `FILE:LINE: status` for each task whose status changed (none when it already had
    it).

    examples:
      norg set-status notes.norg 12 done
      norg set-status notes.norg:12 x --update-parents
      norg set-status notes.norg 12 --toggle

    The file is left untouched, with one line saying why and exit status 1, when it cannot be
    opened for writing, is not a regular file, is read-only by its mode (no write bit, refused
    even for root), stays locked for the whole wait, or when the line is out of range, holds
    no task (also inside `@code`, `|comment` or `|example`, or commented out), was changed or
    replaced by another program while the edit was made, does not have the expected
    status, or is a recurring task with a date (`(+ 5th Jan)`), which one status
    character cannot hold: to end such a recurrence, edit the line by hand (`(+ 5th Jan)`
    becomes `(x)`).

    exit status: 0 the file holds the new status (even when the confirmation could not be
    printed), 1 refused or failed with nothing written, 2 bad arguments or an unknown status.
    """

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let expected = try arguments.value(expect).map(status)
        let toggling = arguments.has(toggle)
        let (path, line, rest) = try target(arguments.operands)
        guard rest.count == (toggling ? 0 : 1) else {
            throw .usage(toggling ? "--toggle takes no STATUS" : "expected FILE LINE STATUS; run `norg set-status --help`")
        }
        let newStatus = toggling ? nil : try status(rest[rest.startIndex])

        let edit = TaskWriter.statusEdit(newStatus, line: line, expecting: expected, lineText: nil,
                                         updatingParents: arguments.has(updateParents))
        let result: TaskFileEdit
        do {
            result = try TaskWriter.editFile(atPath: RawPath.systemPath(path), byteLimit: io.inputLimit.bytes, edit)
        } catch .fileTooLarge {
            throw io.inputLimit.refusal(path)
        } catch {
            throw .failure("\(path): \(error.description)")
        }
        for (changedLine, status) in changes(in: result) {
            io.out(TerminalText.escaped("\(path):\(changedLine): \(status.rawValue)") + "\n")
        }
        return 0
    }

    /// FILE LINE, or FILE:LINE when that is not a file itself; the arguments after them.
    private static func target(_ positional: [String]) throws(CommandError) -> (String, Int, ArraySlice<String>) {
        guard let first = positional.first else { throw .usage("expected FILE LINE STATUS; run `norg set-status --help`") }
        if !LocalFile.exists(first), let colon = first.lastIndex(of: ":"),
           let line = Int(first[first.index(after: colon)...]), line >= 1, colon > first.startIndex {
            return (String(first[..<colon]), line, positional.dropFirst())
        }
        guard positional.count >= 2 else { throw .usage("expected FILE LINE STATUS; run `norg set-status --help`") }
        guard let line = Int(positional[1]), line >= 1 else {
            throw .usage("LINE must be a positive number, not '\(positional[1])'")
        }
        return (first, line, positional.dropFirst(2))
    }

    /// Each status byte the edit changed (the edit verified them), with its 1-based line, in order.
    private static func changes(in edit: TaskFileEdit) -> [(line: Int, status: TaskStatus)] {
        var changes: [(line: Int, status: TaskStatus)] = []
        var line = 1
        var offset = 0
        for changed in edit.changedOffsets {
            while offset < changed {
                if edit.bytes[offset] == 0x0A || (edit.bytes[offset] == 0x0D && edit.bytes[offset + 1] != 0x0A) { line += 1 }
                offset += 1
            }
            if let status = TaskStatus(character: Character(Unicode.Scalar(edit.bytes[changed]))) {
                changes.append((line, status))
            }
        }
        return changes
    }

    private static func status(_ name: String) throws(CommandError) -> TaskStatus {
        guard let status = TaskStatus(spokenName: name) else {
            throw .usage("unknown status '\(name)'; expected one of \(TaskStatus.spokenNames)")
        }
        return status
    }
}
