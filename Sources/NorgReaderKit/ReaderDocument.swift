import Foundation
import NorgKit

/// One note of the folder: where it is, its text as last read, and the parsed document.
public struct ReaderDocument: Sendable, Identifiable {
    /// The path relative to the folder, `/`-separated, with `.norg` (`projects/garden.norg`).
    public let path: String
    /// The file's URL, for reading it again and for writing task statuses back.
    public let url: URL
    /// The file's text as last read (invalid UTF-8 repaired); `TaskWriter` checks a line against it.
    public let source: String
    /// `source` parsed once, when the document is read.
    public let document: NorgDocument
    /// The document's tasks (`TaskScanner`), scanned once per read.
    public let tasks: [NorgTask]

    /// The path: unique in the folder.
    public var id: String { path }

    /// A document from text already read: parses `source` and scans its tasks (both allocate in
    /// proportion to the text).
    public init(path: String, url: URL, source: String) {
        self.path = path
        self.url = url
        self.source = source
        document = NorgParser.parse(source)
        tasks = TaskScanner.scan(document)
    }

    /// Reads and parses the file at `url` (invalid UTF-8 repaired, as the parser's byte input does).
    public init(path: String, url: URL) throws {
        let data = try Data(contentsOf: url)
        self.init(path: path, url: url, source: String(decoding: data, as: UTF8.self))
    }

    /// The `title` of `@document.meta`, else the file name without `.norg`. Builds a new
    /// string on each read.
    public var title: String {
        if let title = document.metadata?.title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty {
            return title
        }
        return Self.fileTitle(of: path)
    }

    /// The folder part of `path` (empty at the top of the folder).
    public var folderPath: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func fileTitle(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".norg") ? String(name.dropLast(5)) : name
    }
}
