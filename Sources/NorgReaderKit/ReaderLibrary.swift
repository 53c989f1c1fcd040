import Foundation
import NorgKit

/// The notes of one folder, as the reader shows them: documents sorted by title, the files that
/// could not be read, and the write-back of task statuses.
public struct ReaderLibrary: Sendable {
    /// A `.norg` file that was found but could not be read.
    public struct LoadFailure: Sendable, Hashable {
        /// The file's path relative to the folder.
        public let path: String
        /// The error's description, for showing beside the path.
        public let reason: String
    }

    /// The folder the notes were read from.
    public let folder: URL
    /// By title (ignoring case), then by path.
    public private(set) var documents: [ReaderDocument]
    /// The `.norg` files that were found but could not be read, in the folder's order.
    public private(set) var failures: [LoadFailure]

    /// Reads every Norg document of `folder` (see `NoteFolder`).
    public init(folder: URL) throws(NoteFolder.NotAFolder) {
        self.folder = folder
        var documents: [ReaderDocument] = []
        var failures: [LoadFailure] = []
        for path in try NoteFolder.documentPaths(in: folder) {
            do {
                documents.append(try ReaderDocument(path: path, url: folder.appendingPathComponent(path)))
            } catch {
                failures.append(LoadFailure(path: path, reason: error.localizedDescription))
            }
        }
        self.documents = Self.sortedByTitle(documents)
        self.failures = failures
    }

    /// The document whose path (relative, with `.norg`) is `path`; nil when the folder has none.
    public func document(at path: String) -> ReaderDocument? {
        documents.first { $0.path == path }
    }

    /// Documents by title ignoring case; equal titles by path, so the order never depends on the
    /// order the folder listed them in.
    static func sortedByTitle(_ documents: [ReaderDocument]) -> [ReaderDocument] {
        documents.map { (key: $0.title.lowercased(), document: $0) }.sorted { lhs, rhs in
            lhs.key != rhs.key ? lhs.key < rhs.key : lhs.document.path.utf8Precedes(rhs.document.path)
        }.map(\.document)
    }

    /// Replaces the document at `path` with `source` (the file as it is now), keeping the order.
    mutating func replace(path: String, source: String) {
        guard let current = document(at: path) else { return }
        update(ReaderDocument(path: path, url: current.url, source: source))
    }

    /// Puts `document` in the place of the one with its path (a copy refreshed elsewhere, e.g. by a
    /// write made off the main actor), keeping the order by title; a path not in the library is
    /// ignored.
    public mutating func update(_ document: ReaderDocument) {
        guard let index = documents.firstIndex(where: { $0.path == document.path }) else { return }
        documents[index] = document
        documents = Self.sortedByTitle(documents)
    }

    /// Reads the document at `path` again from its file. A file that can no longer be read leaves
    /// the copy as it was and is reported.
    @discardableResult
    public mutating func reload(path: String) -> LoadFailure? {
        guard let current = document(at: path) else { return nil }
        do {
            let fresh = try ReaderDocument(path: path, url: current.url)
            replace(path: path, source: fresh.source)
            return nil
        } catch {
            return LoadFailure(path: path, reason: error.localizedDescription)
        }
    }
}
