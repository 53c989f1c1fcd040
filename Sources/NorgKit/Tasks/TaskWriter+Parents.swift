extension TaskWriter {
    /// The source with the tasks enclosing the one on `line` following their children, as Neorg's
    /// todo items do: counting each parent's direct child tasks, cancelled ones left out, a
    /// parent becomes done when all are done, pending when some are done or pending, undone when
    /// none are; a parent whose children are all cancelled is left as it is. Only parents that
    /// are undone, pending or done change (urgent, on hold, needs input, recurring and cancelled
    /// are the author's call), and a change goes on up to the parent's parent.
    ///
    /// Each change is one status character, made and verified like `setStatus`; the source keeps
    /// its length.
    public static func updatingParents(ofLine line: Int, in bytes: [UInt8]) throws(TaskWriteError) -> [UInt8] {
        var found = SourceText.withBytes(bytes) { TaskScanner.scanWithExtensions(BlockParser(source: $0).parseDocument()) }
        guard var current = found.tasks.firstIndex(where: { $0.line == line }) else { throw .noTask(line: line) }
        var updated = bytes
        while let parent = found.parents[current] {
            let children = found.tasks.indices.filter { found.parents[$0] == parent && found.tasks[$0].status != .cancelled }
            let status = found.tasks[parent].status
            guard !children.isEmpty, status == .undone || status == .pending || status == .done else { break }
            let done = children.count { found.tasks[$0].status == .done }
            let pending = children.count { found.tasks[$0].status == .pending }
            let wanted: TaskStatus = done == children.count ? .done : done + pending > 0 ? .pending : .undone
            if wanted != status {
                updated = try setStatus(wanted, line: found.tasks[parent].line, in: updated, expecting: status)
                found.tasks[parent].status = wanted
            }
            current = parent
        }
        return updated
    }

    /// The `String` variant of `updatingParents(ofLine:in:)`.
    public static func updatingParents(ofLine line: Int, in source: String) throws(TaskWriteError) -> String {
        String(decoding: try updatingParents(ofLine: line, in: Array(source.utf8)), as: UTF8.self)
    }
}
