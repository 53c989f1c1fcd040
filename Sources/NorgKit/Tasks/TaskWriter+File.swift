#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TaskWriter {
    /// Sets the status of the task on `line` of the file at `url`, in place, without losing a change
    /// anyone else made to the file.
    ///
    /// It opens the file (following a symbolic link to the file it names), takes an exclusive
    /// advisory lock (`flock`, waiting up to 10 seconds for another holder), reads the file again,
    /// applies `setStatus(_:line:in:expecting:lineText:)` to what it read (so a task that moved,
    /// changed or lost the expected status or text is refused, and nothing is written), writes the
    /// one changed byte at its offset, flushes it to storage and unlocks. The file is never truncated
    /// or replaced: its owner, group, mode and hard links stay as they are, and a crash leaves either
    /// the old status character or the new one. A file whose mode lets no one write it (`0444`) is
    /// refused, even for root.
    ///
    /// The lock binds only writers that take it (the `norg` command and other callers of this
    /// method); an editor does not, and what protects its change is the re-read under the lock.
    ///
    /// - Parameters:
    ///   - status: The new status. Setting the status the task already has writes nothing.
    ///   - line: The 1-based line of the task's detached modifier (`NorgTask.line`).
    ///   - url: A file URL.
    ///   - expected: If given, the status the caller saw; a different status on that line is refused.
    ///   - lineText: If given, the text the caller saw on that line (`lineText(_:in:)` of its copy of
    ///     the source); any other text is refused.
    ///   - updatingParents: Also let the enclosing tasks follow their children
    ///     (`updatingParents(ofLine:in:)`), in the same locked, verified write.
    /// - Returns: The file as it is now, to refresh the caller's copy of it.
    @discardableResult
    public static func setStatus(_ status: TaskStatus, line: Int, inFileAt url: URL, expecting expected: TaskStatus? = nil,
                                 lineText: String? = nil, updatingParents: Bool = false) throws(TaskWriteError) -> TaskFileEdit {
        try editFile(at: url, statusEdit(status, line: line, expecting: expected, lineText: lineText,
                                         updatingParents: updatingParents))
    }

    /// The edit `setStatus(_:line:inFileAt:…)` makes to the bytes it reads: `status` may be nil to
    /// toggle the status found there (`TaskStatus.toggled`, what a tap does).
    package static func statusEdit(_ status: TaskStatus?, line: Int, expecting expected: TaskStatus?, lineText: String?,
                                   updatingParents: Bool) -> ([UInt8]) throws(TaskWriteError) -> [UInt8] {
        { bytes throws(TaskWriteError) in
            var wanted = status
            var expected = expected
            if wanted == nil {
                let current = SourceText.withBytes(bytes) { text in
                    TaskScanner.scan(BlockParser(source: text).parseDocument()).first { $0.line == line }?.status
                }
                guard let current else { throw .noTask(line: line) }
                if let expected, expected != current { throw .statusMismatch(line: line, expected: expected, found: current) }
                wanted = current.toggled
                expected = current
            }
            var updated = try setStatus(wanted!, line: line, in: bytes, expecting: expected, lineText: lineText)
            if updatingParents { updated = try TaskWriter.updatingParents(ofLine: line, in: updated) }
            return updated
        }
    }

    /// Rewrites the pre-1.0 tasks of the file at `url` (`- [x]` → `- (x)`, `LegacyTasks`) in
    /// place, under the same lock and with the same checks as `setStatus(_:line:inFileAt:…)`.
    @discardableResult
    public static func upgradeLegacyTasks(inFileAt url: URL) throws(TaskWriteError) -> TaskFileEdit {
        try editFile(at: url) { bytes throws(TaskWriteError) in try LegacyTasks.upgraded(bytes).bytes }
    }

    /// Edits the file at `url` in place under its lock: reads it, lets `edit` compute the new bytes
    /// from what was read (refusing by throwing), and writes the bytes that differ at their offsets,
    /// then flushes. `edit` must keep the length (status edits replace one byte with one byte).
    static func editFile(at url: URL, lockWait: Duration = .seconds(10),
                         _ edit: ([UInt8]) throws(TaskWriteError) -> [UInt8]) throws(TaskWriteError) -> TaskFileEdit {
        guard url.isFileURL else { throw .fileNotOpened(reason: "not a file URL") }
        let path: [CChar]? = url.withUnsafeFileSystemRepresentation { pointer in
            pointer.map { start in
                var end = 0
                while start[end] != 0 { end += 1 }
                return Array(UnsafeBufferPointer(start: start, count: end + 1))
            }
        }
        guard let path else { throw .fileNotOpened(reason: "the URL has no file system path") }
        return try editFile(atPath: path, lockWait: lockWait, edit)
    }

    /// The same for a NUL-terminated file system path, for callers that hold a name's bytes (a
    /// command-line argument that is not UTF-8). A file of more than `byteLimit` bytes is refused
    /// (`fileTooLarge`) without reading past the limit.
    ///
    /// Editors do not take the lock, so right before writing, the file must still be the one read
    /// (`LockedFile.checkUnchanged`: the path names it and it still begins with the bytes read), and
    /// each write must replace bytes inside the file as it is then; otherwise nothing is written
    /// (`fileChangedBeforeWrite`). After the write the file must begin with the edited bytes: when
    /// another program rewrote it in the instant between the check and the write, which no lock an
    /// editor ignores can close, that is said (`fileChangedWhileWriting`), not hidden.
    package static func editFile(atPath path: [CChar], lockWait: Duration = .seconds(10), byteLimit: Int? = nil,
                                 _ edit: ([UInt8]) throws(TaskWriteError) -> [UInt8]) throws(TaskWriteError) -> TaskFileEdit {
        let file = try LockedFile.locking(path, waitingAtMost: lockWait)
        let original = try file.read(limit: byteLimit)
        let identity = try file.stamp().identity
        let updated = try edit(original)
        guard updated.count == original.count else { throw .editChangesLength }
        let changed = original.indices.filter { original[$0] != updated[$0] }
        guard !changed.isEmpty else { return TaskFileEdit(bytes: updated, changedOffsets: changed) }
        try file.checkUnchanged(holding: original, identity: identity, path: path)
        // One write per run of adjacent changed bytes.
        var runStart = 0
        while runStart < changed.count {
            var runEnd = runStart + 1
            while runEnd < changed.count, changed[runEnd] == changed[runEnd - 1] + 1 { runEnd += 1 }
            do {
                try file.write(updated[changed[runStart]...changed[runEnd - 1]], at: changed[runStart])
            } catch .fileChangedBeforeWrite where runStart > 0 {
                throw .fileChangedWhileWriting
            }
            runStart = runEnd
        }
        try file.sync()
        guard try file.starts(with: updated) else { throw .fileChangedWhileWriting }
        return TaskFileEdit(bytes: updated, changedOffsets: changed)
    }
}
