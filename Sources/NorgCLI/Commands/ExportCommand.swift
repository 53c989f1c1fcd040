import Foundation
import NorgExport
import NorgHTML
import NorgKit

/// `norg export`: a document as GitHub-flavoured Markdown or Pandoc's JSON AST.
enum ExportCommand: NorgCommand {
    static let name = "export"
    static let summary = "Export a document to Markdown (GitHub) or Pandoc JSON."
    static let help = """
    usage: norg export [FILE | -] --to markdown|pandoc-json [-o OUT] [--force] [--strict]
                       [--math github|dollars] [--no-front-matter] [--pandoc-api 1.23|1.22]

    Write a Norg document as Markdown in GitHub's flavour, or as Pandoc's JSON AST for
    `pandoc -f json` to turn into docx, LaTeX, EPUB, HTML …:

        norg export notes.norg --to pandoc-json | pandoc -f json -o notes.docx

    Reads FILE, or standard input when FILE is `-` or missing; writes to standard output, or to
    OUT with -o. docs/EXPORT.md maps every Norg construct. Text from the document is escaped so
    that Markdown reads it back as written; none of it is passed on as HTML.

    Links that name nothing in the document are written as their text and reported on stderr
    (path:line: unresolved link {…}).

    options:
      --to FORMAT          markdown (GitHub's flavour) or pandoc-json (required)
      -o, --output OUT     the file to write (replaced through a temporary)
      --force              write OUT even when it is the input or another .norg file
      --strict             exit 1 when a link is unresolved (the output is still written)
      --math STYLE         markdown: github (default; $`…`$ and ```math blocks) or dollars
                           ($…$ and $$…$$, for Obsidian and Pandoc's Markdown)
      --no-front-matter    markdown: leave out the YAML front matter made of @document.meta
      --pandoc-api VERSION pandoc-json: 1.23 (default, Pandoc 3) or 1.22 (Pandoc 2.11–2.19)
      -h, --help           show this help

    exit status: 0 exported; 1 the input could not be read, the output could not be written or
    was refused (see --force), or --strict and a link is unresolved; 2 bad arguments.

    """

    enum Format: String {
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

        init(_ arguments: [String]) throws(CommandError) {
            var inputs: [String] = []
            var reader = ArgumentReader(arguments)
            while let argument = reader.next() {
                let missing = "\(argument) needs a value"
                if argument == "--" {
                    inputs += reader.rest()
                } else if let path = try reader.value(of: argument == "-o" ? "-o" : "--output", in: argument, missing: missing) {
                    output = path
                } else if let value = try reader.value(of: "--to", in: argument, missing: missing) {
                    guard let chosen = Format(rawValue: value) else {
                        throw .usage("unknown format '\(value)'; use markdown or pandoc-json")
                    }
                    format = chosen
                } else if let value = try reader.value(of: "--math", in: argument, missing: missing) {
                    guard let style = MarkdownExporter.MathStyle(rawValue: value) else {
                        throw .usage("unknown math style '\(value)'; use github or dollars")
                    }
                    markdown.math = style
                } else if let value = try reader.value(of: "--pandoc-api", in: argument, missing: missing) {
                    guard let version = PandocExporter.APIVersion(rawValue: value) else {
                        throw .usage("unknown Pandoc API version '\(value)'; use 1.23 or 1.22")
                    }
                    pandoc.apiVersion = version
                } else {
                    switch argument {
                    case "--force": force = true
                    case "--strict": strict = true
                    case "--no-front-matter": markdown.frontMatter = false
                    default:
                        if argument.hasPrefix("-"), argument != "-" {
                            throw .usage("unknown option '\(argument)'; run `norg export --help`")
                        }
                        inputs.append(argument)
                    }
                }
            }
            guard inputs.count <= 1 else { throw .usage("one FILE or - at a time; run `norg export --help`") }
            if let first = inputs.first { input = first }
            if output?.isEmpty == true { throw .usage("-o needs a path") }
            guard format != nil else { throw .usage("--to is required: markdown or pandoc-json") }
        }
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
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
