import NorgKit

/// Writes a Norg document as Pandoc's JSON AST, which `pandoc -f json` reads and turns into any
/// format it writes (docx, LaTeX, EPUB, HTML …). Every construct's mapping is in docs/EXPORT.md;
/// what Pandoc has no node for (task status, priority, dates, spoilers) is a `Span` or `Div` with
/// classes and attributes. Time and output are linear in the document.
public struct PandocExporter: Sendable {
    /// The version of Pandoc's AST the JSON declares, which Pandoc checks before reading it.
    public enum APIVersion: String, Sendable, Hashable, CaseIterable {
        /// pandoc-types 1.23: Pandoc 3.
        case v1_23 = "1.23"
        /// pandoc-types 1.22: Pandoc 2.11 to 2.19 (Debian 12's Pandoc 2.17).
        case v1_22 = "1.22"

        /// The numbers written as `pandoc-api-version`.
        var numbers: String {
            switch self {
            case .v1_23: "[1,23,1]"
            case .v1_22: "[1,22,2,1]"
            }
        }
    }

    /// What the JSON declares.
    public struct Options: Sendable, Hashable {
        /// The AST version; 1.23 (Pandoc 3) by default.
        public var apiVersion: APIVersion

        /// Options for `apiVersion`.
        public init(apiVersion: APIVersion = .v1_23) {
            self.apiVersion = apiVersion
        }
    }

    /// The extension of a note's export in a folder (`notes/todo.json`), which links between notes name.
    public static let fileExtension = "json"

    /// The options every `json(for:)` call uses.
    public var options: Options

    /// An exporter with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The document as Pandoc JSON: one line per top-level block, then a line ending.
    public func json(for document: NorgDocument) -> String {
        String(decoding: jsonUTF8(for: document), as: UTF8.self)
    }

    /// `json(for:)` as UTF-8 bytes, without making a `String`.
    public func jsonUTF8(for document: NorgDocument) -> [UInt8] {
        var writer = PandocWriter(document: document, options: options)
        writer.writeDocument()
        return ExportBytes.repaired(writer.out)
    }

    /// The note at `path` of `folder` (its path without `.norg`) as Pandoc JSON: as `jsonUTF8(for:)`,
    /// and a link its document does not answer goes where the folder's resolver sends it: a `Link`
    /// of class `norg-note` to another note's `.json` (relative to this one's, with the id of a
    /// heading or definition it names), or a `Link` to a file of the folder.
    public func jsonUTF8(for document: NorgDocument, at path: String, in folder: ExportFolder) -> [UInt8] {
        var writer = PandocWriter(document: document, options: options, place: ExportPlace(folder: folder, path: path))
        writer.writeDocument()
        return ExportBytes.repaired(writer.out)
    }
}
