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
        whitespace, the rest of an extension chain like `(# A| )`) is kept. The file is replaced
        atomically (a temporary file in the same folder, then a rename) and keeps its permissions.

        STATUS is one of: \(TaskStatus.allCases.map(\.rawValue).joined(separator: ", ")).

        options:
          --expect STATUS  refuse unless the task currently has this status

        The file is left untouched, with one line saying why and exit status 1, when the line is
        out of range, holds no task (also inside `@code`, `|comment` or `|example`), does not have
        the expected status, or is a recurring task with a timestamp (`(+ 5th Jan)`), which one
        status character cannot hold. Setting the status a task already has changes nothing.

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

        // Write through a symbolic link to the file it names, so the rename replaces the note itself.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let data = FileManager.default.contents(atPath: target) else {
            throw .failure("cannot read \(path)")
        }
        let bytes = [UInt8](data)
        let updated: [UInt8]
        do {
            updated = try TaskWriter.setStatus(newStatus, line: line, in: bytes, expecting: expected)
        } catch {
            throw .failure("\(path): \(error.description)")
        }
        if updated != bytes { try replaceAtomically(target, with: updated) }
        io.out("\(path):\(line): \(newStatus.rawValue)\n")
        return 0
    }

    private static func status(_ name: String) throws(CommandError) -> TaskStatus {
        guard let status = TaskStatus(rawValue: name) else {
            throw .usage("unknown status '\(name)'; expected one of \(TaskStatus.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return status
    }

    /// Writes `bytes` to a new file beside `path` with the same permissions, flushes it, and renames
    /// it over `path`: readers see either the old or the new file, never a partial one.
    private static func replaceAtomically(_ path: String, with bytes: [UInt8]) throws(CommandError) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let permissions = (attributes?[.posixPermissions] as? NSNumber)?.uint16Value ?? 0o644
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).\(UUID().uuidString).tmp"

        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode_t(permissions))
        guard descriptor >= 0 else { throw .failure("cannot write beside \(path): \(errorText())") }
        var written = 0
        var failed = false
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result <= 0 { failed = true; return }
                written += result
            }
        }
        // The umask may have narrowed the mode given to open; set it exactly.
        if !failed, fchmod(descriptor, mode_t(permissions)) != 0 || fsync(descriptor) != 0 { failed = true }
        let reason = errorText()
        close(descriptor)
        if failed || rename(temporary, path) != 0 {
            let message = failed ? reason : errorText()
            unlink(temporary)
            throw .failure("cannot replace \(path): \(message)")
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
