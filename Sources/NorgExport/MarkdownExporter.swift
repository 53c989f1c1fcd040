import NorgKit

/// Writes a Norg document as Markdown in GitHub's flavour: CommonMark with tables, task list
/// items, strikethrough, footnotes and autolinks; math as GitHub renders it. Every construct's
/// mapping is in docs/EXPORT.md.
///
/// Text from the source never becomes markup: every character Markdown would read as markup is
/// escaped outside code and math, so the text reads back as written, and no source text is
/// passed on as HTML (the few HTML elements written, such as `<sup>`, are the exporter's own).
/// Time and output are linear in the document.
public struct MarkdownExporter: Sendable {
    /// How math is written.
    public enum MathStyle: String, Sendable, Hashable, CaseIterable {
        /// GitHub's forms, which any CommonMark reader leaves intact: inline `` $`…`$ ``, display
        /// as a fenced `math` block.
        case github
        /// `$…$` and `$$…$$` (Obsidian, Pandoc's Markdown).
        case dollars
    }

    /// What the Markdown holds besides the content.
    public struct Options: Sendable, Hashable {
        /// How math is written; `.github` by default.
        public var math: MathStyle
        /// Whether `@document.meta` becomes YAML front matter (title, description, authors,
        /// categories, created, updated); true by default.
        public var frontMatter: Bool

        /// Options with GitHub's math and front matter.
        public init(math: MathStyle = .github, frontMatter: Bool = true) {
            self.math = math
            self.frontMatter = frontMatter
        }
    }

    /// The extension of a note's export in a folder (`notes/todo.md`), which links between notes name.
    public static let fileExtension = "md"

    /// The options every `markdown(for:)` call uses.
    public var options: Options

    /// An exporter with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The document as Markdown, ending with one line ending (empty for a document that shows nothing).
    public func markdown(for document: NorgDocument) -> String {
        String(decoding: markdownUTF8(for: document), as: UTF8.self)
    }

    /// `markdown(for:)` as UTF-8 bytes, without making a `String`.
    public func markdownUTF8(for document: NorgDocument) -> [UInt8] {
        var writer = MarkdownWriter(document: document, options: options)
        writer.writeDocument()
        return ExportBytes.repaired(writer.out)
    }

    /// The note at `path` of `folder` (its path without `.norg`) as Markdown: as `markdownUTF8(for:)`,
    /// and a link its document does not answer goes where the folder's resolver sends it: another
    /// note's `.md` (relative to this one's, with the GitHub anchor of a heading it names), or a
    /// file of the folder.
    public func markdownUTF8(for document: NorgDocument, at path: String, in folder: ExportFolder) -> [UInt8] {
        var writer = MarkdownWriter(document: document, options: options, place: ExportPlace(folder: folder, path: path))
        writer.writeDocument()
        return ExportBytes.repaired(writer.out)
    }
}
