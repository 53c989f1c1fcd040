/// What a file write-back (`TaskWriter.setStatus(_:line:inFileAt:expecting:lineText:)`) left in the
/// file: its bytes as read under the lock with the edit applied, so they hold every change made
/// before it, by anyone, and the offsets the edit wrote.
public struct TaskFileEdit: Sendable, Hashable {
    /// The file's bytes after the edit.
    public let bytes: [UInt8]
    /// The offsets of the bytes the edit wrote, in increasing order; empty when nothing had to
    /// change (the task already had the status).
    public let changedOffsets: [Int]

    /// The result of an edit: the file's bytes after it and the offsets it wrote.
    public init(bytes: [UInt8], changedOffsets: [Int]) {
        self.bytes = bytes
        self.changedOffsets = changedOffsets
    }

    /// The file's text (invalid UTF-8 repaired), to refresh an app's copy of the source. Decodes
    /// the whole file into a new string on each read.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
