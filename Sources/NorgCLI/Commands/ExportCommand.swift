import NorgExport
import NorgHTML
import NorgKit

/// `norg export`: a document as GitHub-flavoured Markdown or Pandoc's JSON AST.
enum ExportCommand: NorgCommand {
    static let name = "export"
    static let summary = "Export a document or a folder to Markdown (GitHub) or Pandoc JSON."
    static let operands = "[FILE|DIR|-]"
    static var about: String {
        """
        Write a Norg document as Markdown in GitHub's flavour, or as Pandoc's JSON AST for
        `pandoc -f json` to turn into docx, LaTeX, EPUB, HTML …:

            norg export notes.norg --to pandoc-json | pandoc -f json -o notes.docx


        """ + CommandHelp.table([
            ("FILE", "a .norg file; written to stdout, or to OUT with -o"),
            ("-", "read the document from stdin (the default)"),
            ("DIR", "every note below DIR that `norg render DIR` would publish becomes a .md (markdown) or "
                + ".json (pandoc-json) file at the same relative path in OUT (-o is required); links between "
                + "notes point at those files, at the heading they name; files that .image, {/ path} and "
                + "{:file:} name are copied to the same relative path in OUT."),
        ]) + """

        docs/EXPORT.md maps every Norg construct. Text from the document is escaped so that
        Markdown reads it back as written; none of it is passed on as HTML.

        A folder is read by the site's rules: hidden files, links out of DIR, the notes and
        folders DIR/.norgignore names and drafts (draft: true, unless --drafts) are left out, and
        notes whose names differ only in Unicode normalisation or case are skipped. OUT may not
        be DIR or hold it. OUT/.norg-export-manifest records what an export wrote; a later export
        replaces or removes a file only while the manifest proves it wrote it (the outputs of
        deleted notes are removed), and a first export into an OUT holding files where it writes
        is refused (see --force).

        Links that name nothing (in a folder: no note, heading or file of DIR) are written as
        their text and reported on stderr (path:line: unresolved link {…}).
        """
    }

    static let to = CommandOption.value(
        "--to", "FORMAT", choices: Format.allCases.map(\.rawValue), "markdown (GitHub's flavour) or pandoc-json (required)")
    static let output = CommandOption.value(
        "--output", "OUT", aliases: ["-o"],
        "the file to write (replaced through a temporary), or for DIR the folder to fill")
    static let force = CommandOption.flag(
        "--force",
        "write OUT even when it is the input or another .norg file; for a folder, replace files the "
            + "manifest does not prove the export's (it never removes one)")
    static let strict = CommandOption.flag("--strict", "exit 1 when a link is unresolved (the output is still written)")
    static let math = CommandOption.value(
        "--math", "STYLE", choices: ["github", "dollars"],
        "markdown: github (default; $`…`$ and ```math blocks) or dollars ($…$ and $$…$$, for Obsidian "
            + "and Pandoc's Markdown)")
    static let noFrontMatter = CommandOption.flag(
        "--no-front-matter", "markdown: leave out the YAML front matter made of @document.meta")
    static let pandocAPI = CommandOption.value(
        "--pandoc-api", "VERSION", choices: ["1.23", "1.22"],
        "pandoc-json: 1.23 (default, Pandoc 3) or 1.22 (Pandoc 2.11–2.19)")
    static let drafts = CommandOption.flag(
        "--drafts", "a folder: export the notes whose @document.meta says draft: true too (left out by default)")
    static let options = [to, output, force, strict, drafts, math, noFrontMatter, pandocAPI]

    static let details = """
    exit status: 0 exported; 1 the input could not be read, the output could not be written or
    was refused (see --force), some notes or files of a folder were skipped (the others are
    written), or --strict and a link is unresolved; 2 bad arguments.
    """

    enum Format: String, CaseIterable {
        case markdown
        case pandocJSON = "pandoc-json"
    }

    struct Options {
        var input = "-"
        var output: String?
        var format: Format?
        var force = false
        var strict = false
        /// `--drafts`: a folder's drafts are exported too.
        var drafts = false
        var markdown = MarkdownExporter.Options()
        var pandoc = PandocExporter.Options()

        init(_ arguments: CommandArguments) throws(CommandError) {
            guard arguments.operands.count <= 1 else { throw .usage("one FILE, DIR or - at a time; run `norg export --help`") }
            if let first = arguments.operands.first { input = first }
            output = arguments.value(ExportCommand.output)
            format = arguments.value(ExportCommand.to).flatMap(Format.init(rawValue:))
            if let style = arguments.value(ExportCommand.math).flatMap(MarkdownExporter.MathStyle.init(rawValue:)) {
                markdown.math = style
            }
            if let version = arguments.value(ExportCommand.pandocAPI).flatMap(PandocExporter.APIVersion.init(rawValue:)) {
                pandoc.apiVersion = version
            }
            force = arguments.has(ExportCommand.force)
            strict = arguments.has(ExportCommand.strict)
            drafts = arguments.has(ExportCommand.drafts)
            if arguments.has(ExportCommand.noFrontMatter) { markdown.frontMatter = false }
            guard format != nil else { throw .usage("--to is required: markdown or pandoc-json") }
        }
    }

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let options = try Options(arguments)
        if options.input != "-" && NorgFolder.isFolder(options.input) {
            return try FolderExport.run(options, io: io)
        }
        let name = options.input == "-" ? "<stdin>" : options.input
        try SourceProtection.refuseOverwritingSource(output: options.output, input: options.input, force: options.force,
                                                     what: "the export")
        let bytes: [UInt8]
        if options.input == "-" {
            bytes = try io.readStandardInput()
        } else {
            bytes = try LocalFile.read(options.input, limit: io.inputLimit)
        }
        if let warning = RenderCommand.repairWarning(bytes, name: name, command: "norg export") { io.report(warning) }
        let document = NorgParser.parse(bytes: bytes)
        let broken = LinkReport.report(HTMLSite.linkProblems(in: document, path: name), file: { $0 }, io: io)
        let output: [UInt8] = switch options.format {
        case .pandocJSON: PandocExporter(options: options.pandoc).jsonUTF8(for: document)
        case .markdown, nil: MarkdownExporter(options: options.markdown).markdownUTF8(for: document)
        }
        if let path = options.output {
            try LocalFile.replace(path, with: output)
        } else {
            io.out(String(decoding: output, as: UTF8.self))
        }
        return options.strict && broken > 0 ? 1 : 0
    }
}
