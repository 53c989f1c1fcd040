import Foundation
import NorgKit

/// A task status the reader could not write, with the file's name for the message.
public struct ReaderSaveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document's path relative to the folder.
    public let path: String
    /// Why `TaskWriter` refused or failed the write.
    public let error: TaskWriteError

    /// `path: reason`, for an alert.
    public var description: String { "\(path): \(error)" }
}

extension ReaderLibrary {
    /// Sets the status of the task on `line` of the document at `path` in its file, through
    /// `TaskWriter`'s locked write: the write is refused when the file no longer holds, on that line,
    /// the status and text this copy shows (another editor changed it meanwhile), so the copy never
    /// overwrites a newer edit. Afterwards the document is what the file holds: the edited bytes on
    /// success, the file read again on refusal.
    ///
    /// - Parameter updatingParents: also let the enclosing tasks follow (`TaskWriter.updatingParents`).
    public mutating func setStatus(_ status: TaskStatus, line: Int, inDocumentAt path: String,
                                   updatingParents: Bool = false) throws(ReaderSaveError) {
        guard let current = document(at: path) else {
            throw ReaderSaveError(path: path, error: .fileNotOpened(reason: "the document is no longer in the folder"))
        }
        let shown = current.tasks.first { $0.line == line }?.status
        do {
            let edit = try TaskWriter.setStatus(status, line: line, inFileAt: current.url, expecting: shown,
                                                lineText: TaskWriter.lineText(line, in: current.source),
                                                updatingParents: updatingParents)
            replace(path: path, source: edit.text)
        } catch {
            reload(path: path)
            throw ReaderSaveError(path: path, error: error)
        }
    }
}
