import Foundation
import NorgHTML
import NorgKit

enum RenderCommand: NorgCommand {
    static let name = "render"
    static let summary = "Render a document or a folder of documents to HTML."
    static let help = """
    usage: norg render [FILE|DIR|-] [-o OUT] [--force] [--collapsible] [--fragment] [--theme light|dark|auto]

    Render a Norg document to a standalone HTML5 page (embedded stylesheet, no JavaScript).

      FILE              a .norg file; written to stdout, or to OUT with -o
      -                 read the document from stdin (the default)
      DIR               every .norg file below DIR (hidden files skipped) becomes a .html page
                        at the same relative path in OUT (-o is required); {:file:} links
                        between them point at the pages, with #ids for headings they name.
                        Symbolic links are followed only to what lies inside DIR; a link out
                        of it, a file that cannot be read or a name that is not UTF-8 is
                        skipped with a warning, and nothing is written through a symbolic
                        link inside OUT

    options:
      -o, --output OUT  the page to write (a file) or the folder to fill (a directory)
      --force           write OUT even when it is the input or another .norg file
                        (refused otherwise: a page over a document loses the notes)
      --collapsible     headings, nested lists and quotes, definitions, footnotes and table
                        cells become <details open> sections a reader can fold
      --fragment        only the content, in a <div class="norg-document">, without
                        <html>, <head> or stylesheet
      --theme THEME     auto (default) follows the reader's light/dark preference;
                        light or dark forces one
      --no-highlight    leave code blocks plain (by default code in a known language,
                        such as @code swift, is coloured)

    Invalid UTF-8 is repaired (U+FFFD) with a warning on stderr.

    exit status: 0 rendered; 1 the input could not be read, the output could not be written,
    the output was refused (see --force), or some files of a folder were skipped (the others
    are written); 2 bad arguments.

    """

    struct Options {
        var input = "-"
        var output: String?
        var force = false
        var html = HTMLOptions()

        init(_ arguments: [String]) throws(CommandError) {
            var inputs: [String] = []
            var index = 0
            func value(for flag: String) throws(CommandError) -> String {
                guard index < arguments.count else { throw .usage("\(flag) needs a value") }
                index += 1
                return arguments[index - 1]
            }
            while index < arguments.count {
                let argument = arguments[index]
                index += 1
                switch argument {
                case "-o", "--output":
                    output = try value(for: argument)
                case "--force":
                    force = true
                case "--collapsible":
                    html.collapsible = true
                case "--fragment":
                    html.format = .fragment
                case "--no-highlight":
                    html.highlightsCode = false
                case "--theme":
                    html.theme = try Options.theme(try value(for: argument))
                case "--":
                    inputs += arguments[index...]
                    index = arguments.count
                default:
                    if argument.hasPrefix("--theme=") {
                        html.theme = try Options.theme(String(argument.dropFirst("--theme=".count)))
                    } else if argument.hasPrefix("--output=") {
                        output = String(argument.dropFirst("--output=".count))
                    } else if argument.hasPrefix("-"), argument != "-" {
                        throw .usage("unknown option '\(argument)'; run `norg render --help`")
                    } else {
                        inputs.append(argument)
                    }
                }
            }
            guard inputs.count <= 1 else { throw .usage("one FILE, DIR or - at a time; run `norg render --help`") }
            if let first = inputs.first { input = first }
            if output?.isEmpty == true { throw .usage("-o needs a path") }
        }

        private static func theme(_ name: String) throws(CommandError) -> HTMLOptions.Theme {
            guard let theme = HTMLOptions.Theme(rawValue: name) else {
                throw .usage("unknown theme '\(name)'; expected auto, light or dark")
            }
            return theme
        }
    }

    static func run(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32 {
        let options = try Options(arguments)
        if options.input == "-" {
            try refuseOverwritingSource(options, inputIdentity: nil)
            let document = parse(try io.readStandardInput(), name: "<stdin>", io: io)
            try emit(document, with: HTMLRenderer(options: options.html), to: options.output, io: io)
            return 0
        }
        if NorgFolder.isFolder(options.input) {
            return try renderFolder(options, io: io)
        }
        try refuseOverwritingSource(options, inputIdentity: LocalFile.identity(of: options.input))
        let document = parse(try LocalFile.read(options.input), name: options.input, io: io)
        var html = options.html
        html.fallbackTitle = ((options.input as NSString).lastPathComponent as NSString).deletingPathExtension
        try emit(document, with: HTMLRenderer(options: html), to: options.output, io: io)
        return 0
    }

    /// Parses bytes, warning once when they are not valid UTF-8 (the parser repairs them).
    static func parse(_ bytes: [UInt8], name: String, io: CommandIO) -> NorgDocument {
        if String(validating: bytes, as: UTF8.self) == nil {
            io.report("norg render: warning: \(name): invalid UTF-8 replaced with U+FFFD")
        }
        return NorgParser.parse(bytes: bytes)
    }

    /// A page written over the document it came from, or over any Norg document, would lose the
    /// user's notes: refused unless `--force`.
    private static func refuseOverwritingSource(_ options: Options, inputIdentity: FileIdentity?) throws(CommandError) {
        guard let output = options.output, !options.force else { return }
        let target = LocalFile.identity(of: output)
        if let target, target == inputIdentity {
            throw .failure("\(output) is the input document; refusing to write the page over it (--force to do so)")
        }
        if output.hasSuffix(".norg") {
            throw .failure("\(output) is a Norg document; refusing to write a page over it (--force to do so)")
        }
    }

    private static func emit(_ document: NorgDocument, with renderer: HTMLRenderer, to output: String?,
                             io: CommandIO) throws(CommandError) {
        guard let output else {
            io.out(renderer.render(document))
            return
        }
        try LocalFile.write([UInt8](renderer.renderUTF8(document)), to: output)
    }

    /// Every `.norg` below the folder to `.html` at the same relative path in the output folder.
    /// A document that cannot be read, or a page that cannot be written, is reported and skipped;
    /// the rest are rendered, and the exit status is then 1.
    private static func renderFolder(_ options: Options, io: CommandIO) throws(CommandError) -> Int32 {
        guard let output = options.output else {
            throw .usage("rendering a folder needs -o OUT, the folder to write the pages to")
        }
        let folder = try NorgFolder(options.input)
        for skipped in folder.skipped {
            io.report("norg render: warning: \(skipped.path): \(skipped.reason); skipped")
        }
        var failures = folder.skipped.count
        var documents: [String: NorgDocument] = [:]
        for relative in folder.relativePaths {
            let path = folder.root + "/" + relative
            do {
                documents[String(relative.dropLast(".norg".count))] = parse(try LocalFile.read(path), name: path, io: io)
            } catch {
                io.report("norg render: warning: \(error.message); skipped")
                failures += 1
            }
        }
        let site = HTMLSite(documents: documents)
        let pages = try OutputFolder(creating: output)
        var written = 0
        for (key, document) in documents.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            var html = options.html
            html.site = site
            html.documentPath = key
            html.fallbackTitle = (key as NSString).lastPathComponent
            do {
                try pages.write([UInt8](HTMLRenderer(options: html).renderUTF8(document)), to: key + ".html")
                written += 1
            } catch {
                io.report("norg render: warning: \(error.message); skipped")
                failures += 1
            }
        }
        io.report("norg render: \(written) page\(written == 1 ? "" : "s") written to \(output)"
            + (failures == 0 ? "" : "; \(failures) skipped"))
        return failures == 0 ? 0 : 1
    }
}
