import Foundation
import NorgKit

enum SetStatusCommand: NorgCommand {
    static let name = "set-status"
    static let summary = "Change one task's status in a file, in place."
    static var help: String {
        """
        usage: norg set-status FILE LINE STATUS [--expect STATUS]

        Set the status of the task on LINE (1-based, as `norg tasks` lists it) of FILE to STATUS.
        Only that task's status character changes; every other byte of the file (line endings,
        whitespace, the rest of an extension chain like `(# A| )`) is kept.

        The file is written in place, never replaced: under an exclusive lock (flock; other `norg`
        runs wait up to 10 s for it), the file is read again and the task verified on it, then the
        one status byte is written at its offset and flushed to storage. So a change made meanwhile
        by anyone else stays; the owner, group, mode and hard links stay as they are; a symbolic
        link is written through to its file; and a crash leaves either the old status or the new.
        Editors do not take the lock: the re-read is what keeps their saved changes.

        STATUS is one of: \(TaskStatus.allCases.map(\.rawValue).joined(separator: ", ")).

        options:
          --expect STATUS  refuse unless the task currently has this status

        The file is left untouched, with one line saying why and exit status 1, when it cannot be
        opened for writing, is not a regular file, is read-only by its mode (no write bit, refused
        even for root), stays locked for the whole wait, or when the line is out of range, holds
        no task (also inside `@code`, `|comment` or `|example`), does not have the expected
        status, or is a recurring task with a timestamp (`(+ 5th Jan)`), which one status
        character cannot hold. Setting the status a task already has changes nothing.

        """
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        var positional: [String] = []
        var expected: TaskStatus?
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            if let value = try reader.value(of: "--expect", in: argument, missing: "--expect needs a status") {
                expected = try status(value)
            } else if argument.hasPrefix("-") && argument.count > 1 && Int(argument) == nil {
                throw .usage("unknown option '\(argument)'; run `norg set-status --help`")
            } else {
                positional.append(argument)
            }
        }
        guard positional.count == 3 else {
            throw .usage("expected FILE LINE STATUS; run `norg set-status --help`")
        }
        let path = positional[0]
        guard let line = Int(positional[1]), line >= 1 else {
            throw .usage("LINE must be a positive number, not '\(positional[1])'")
        }
        let newStatus = try status(positional[2])

        do {
            try TaskWriter.setStatus(newStatus, line: line, inFileAt: URL(fileURLWithPath: path), expecting: expected)
        } catch {
            throw .failure("\(path): \(error.description)")
        }
        io.out("\(path):\(line): \(newStatus.rawValue)\n")
        return 0
    }

    private static func status(_ name: String) throws(CommandError) -> TaskStatus {
        guard let status = TaskStatus(rawValue: name) else {
            throw .usage("unknown status '\(name)'; expected one of \(TaskStatus.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return status
    }
}
