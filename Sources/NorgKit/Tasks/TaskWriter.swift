/// Writes a task's new status back into Norg source, changing that one status character and no
/// other byte: line endings (LF, CRLF, CR), trailing whitespace, tabs, a byte-order mark and the
/// other items of an extension chain (`(# A| )` → `(# A|x)`) stay exactly as they were.
///
/// ```swift
/// let updated = try TaskWriter.setStatus(.done, line: 3, in: source)                   // in memory
/// let edit = try TaskWriter.setStatus(.done, line: 3, inFileAt: url, expecting: .undone)  // a file
/// ```
///
/// The task is found in the parsed document (so a `- ( )` line inside `@code` or `|comment` is not
/// one), its status character is located again by reading the line's own bytes, and both must
/// agree. The result is parsed again and must hold the new status on that line. Any doubt throws a
/// `TaskWriteError` instead of editing.
public enum TaskWriter {
    /// The source with the task on `line` set to `status`.
    ///
    /// - Parameters:
    ///   - status: The new status. Setting the status a task already has returns `source` unchanged.
    ///   - line: The 1-based line of the task's detached modifier (`NorgTask.line`).
    ///   - expected: If given, the status the caller saw; a different status on that line is refused.
    ///   - lineText: If given, the text the caller saw on that line (without its line ending or a
    ///     leading byte-order mark); any other text is refused.
    public static func setStatus(_ status: TaskStatus, line: Int, in source: String, expecting expected: TaskStatus? = nil,
                                 lineText: String? = nil) throws(TaskWriteError) -> String {
        let bytes = try setStatus(status, line: line, in: Array(source.utf8), expecting: expected, lineText: lineText)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes variant, for files: invalid UTF-8 elsewhere in the source is kept byte for byte.
    public static func setStatus(_ status: TaskStatus, line: Int, in bytes: [UInt8], expecting expected: TaskStatus? = nil,
                                 lineText: String? = nil) throws(TaskWriteError) -> [UInt8] {
        let located = SourceText.withBytes(bytes) { text -> Result<DetachedModifierExtension, TaskWriteError> in
            guard line >= 1, line <= text.lineCount else {
                return .failure(.lineOutOfRange(line: line, lineCount: text.lineCount))
            }
            if let lineText, Self.text(ofLine: line, in: text) != lineText { return .failure(.lineTextMismatch(line: line)) }
            return Result { () throws(TaskWriteError) in try locateStatus(line: line, in: text) }
        }
        let item = try located.get()
        guard let current = item.status else { throw .inconsistentSource(line: line) }
        if let expected, expected != current {
            throw .statusMismatch(line: line, expected: expected, found: current)
        }
        if current == status { return bytes }
        if item.parameter != nil { throw .statusHasParameter(line: line) }

        let offset = item.characterRange.start.offset
        var updated = bytes
        updated[offset] = UInt8(ascii: status.character.unicodeScalars.first!)
        // Read the result back: the same task, now with the new status, at the same byte.
        guard let check = SourceText.withBytes(updated, { try? locateStatus(line: line, in: $0) }),
              check.characterRange == item.characterRange,
              check.status == status else {
            throw .inconsistentSource(line: line)
        }
        return updated
    }

    /// The same change for a task as `TaskScanner` reported it, refused unless the source still has
    /// that task with that status on its line.
    public static func setStatus(_ status: TaskStatus, of task: NorgTask, in source: String) throws(TaskWriteError) -> String {
        try setStatus(status, line: task.line, in: source, expecting: task.status)
    }

    /// The text of `line` in `source` as the `lineText` of `setStatus` compares it (without its line
    /// ending, or a byte-order mark on line 1), or nil if `source` has no such line: what a caller
    /// that shows `source` passes, so that a file edited meanwhile is refused unless the line still
    /// reads as shown.
    public static func lineText(_ line: Int, in source: String) -> String? {
        SourceText.withText(source) { text in
            line >= 1 && line <= text.lineCount ? Self.text(ofLine: line, in: text) : nil
        }
    }

    /// The status extension of the task on `line`, where the document's tree and the line's own
    /// reading agree on its place and value.
    private static func locateStatus(line: Int, in text: SourceText) throws(TaskWriteError) -> DetachedModifierExtension {
        let document = BlockParser(source: text).parseDocument()
        let found = TaskScanner.scanWithExtensions(document)
        guard let index = found.tasks.firstIndex(where: { $0.line == line }),
              let modelStatus = found.extensions[index].firstStatusItem else {
            throw .noTask(line: line)
        }
        guard let item = ExtensionLine(source: text, line: line)?.statusItem,
              item.characterRange == modelStatus.characterRange,
              item.characterRange.end.offset == item.characterRange.start.offset + 1,
              item.status == modelStatus.status else {
            throw .inconsistentSource(line: line)
        }
        return item
    }

    /// The text of a line without its ending, and without a byte-order mark on line 1.
    private static func text(ofLine line: Int, in text: SourceText) -> String {
        var start = text.lineStarts[line - 1]
        var end = line < text.lineStarts.count ? text.lineStarts[line] : text.bytes.count
        while end > start, text.bytes[end - 1] == 0x0A || text.bytes[end - 1] == 0x0D { end -= 1 }
        if start == 0, end >= 3, text.bytes[0] == 0xEF, text.bytes[1] == 0xBB, text.bytes[2] == 0xBF { start = 3 }
        return text.string(start..<end)
    }
}
