import NorgExport
import NorgHTML
import NorgKit

/// `norg export`: a document as GitHub-flavoured Markdown or Pandoc's JSON AST.
enum ExportCommand: NorgCommand {
    static let name = "export"
    static let summary = "Export a document to Markdown (GitHub) or Pandoc JSON."
    static let operands = "[FILE|-]"
    static let about = """
    Write a Norg document as Markdown in GitHub's flavour, or as Pandoc's JSON AST for
    `pandoc -f json` to turn into docx, LaTeX, EPUB, HTML …:

        norg export notes.norg --to pandoc-json | pandoc -f json -o notes.docx

    Reads FILE, or standard input when FILE is `-` or missing; writes to standard output, or to
    OUT with -o. docs/EXPORT.md maps every Norg construct. Text from the document is escaped so
    that Markdown reads it back as written; none of it is passed on as HTML.

    Links that name nothing in the document are written as their text and reported on stderr
    (path:line: unresolved link {…}).
    """

    static let to = CommandOption.value(
        "--to", "FORMAT", choices: Format.allCases.map(\.rawValue), "markdown (GitHub's flavour) or pandoc-json (required)")
    static let output = CommandOption.value(
        "--output", "OUT", aliases: ["-o"], "the file to write (replaced through a temporary)")
    static let force = CommandOption.flag("--force", "write OUT even when it is the input or another .norg file")
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
    static let options = [to, output, force, strict, math, noFrontMatter, pandocAPI]

    static let details = """
    exit status: 0 exported; 1 the input could not be read, the output could not be written or
    was refused (see --force), or --strict and a link is unresolved; 2 bad arguments.
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
        var markdown = MarkdownExporter.Options()
        var pandoc = PandocExporter.Options()

        init(_ arguments: CommandArguments) throws(CommandError) {
            guard arguments.operands.count <= 1 else { throw .usage("one FILE or - at a time; run `norg export --help`") }
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
            if arguments.has(ExportCommand.noFrontMatter) { markdown.frontMatter = false }
            guard format != nil else { throw .usage("--to is required: markdown or pandoc-json") }
        }
    }

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let options = try Options(arguments)
        if options.input != "-" && NorgFolder.isFolder(options.input) {
            throw .usage("\(options.input) is a folder; norg export takes one document (FILE or -)")
        }
        let name = options.input == "-" ? "<stdin>" : options.input
        let bytes: [UInt8]
        if options.input == "-" {
            try refuseOverwritingSource(options, inputIdentity: nil)
            bytes = try io.readStandardInput()
        } else {
            try refuseOverwritingSource(options, inputIdentity: FileIdentity(ofFileAt: options.input))
            bytes = try LocalFile.read(options.input, limit: io.inputLimit)
        }
        if String(validating: bytes, as: UTF8.self) == nil {
            io.report("norg export: warning: \(name): invalid UTF-8 replaced with U+FFFD")
        }
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

    /// An export written over the document it came from, or over any Norg document, would lose
    /// the user's notes: refused unless `--force` (as `norg render` refuses).
    private static func refuseOverwritingSource(_ options: Options, inputIdentity: FileIdentity?) throws(CommandError) {
        guard let output = options.output, !options.force else { return }
        if let target = FileIdentity(ofFileAt: output), target == inputIdentity {
            throw .failure("\(output) is the input document; refusing to write over it (--force to do so)")
        }
        if output.utf8.reversed().starts(with: ".norg".utf8.reversed()) {
            throw .failure("\(output) is a Norg document; refusing to write over it (--force to do so)")
        }
    }
}
