import Foundation
import NorgHTML
import NorgKit

enum RenderCommand: NorgCommand {
    static let name = "render"
    static let summary = "Render a document or a folder of documents to HTML."
    static let help = """
    usage: norg render [FILE|DIR|-] [-o OUT] [--collapsible] [--fragment] [--theme light|dark|auto]

    Render a Norg document to a standalone HTML5 page (embedded stylesheet, no JavaScript).

      FILE              a .norg file; written to stdout, or to OUT with -o
      -                 read the document from stdin (the default)
      DIR               every .norg file below DIR (hidden files skipped) becomes a .html page
                        at the same relative path in OUT (-o is required); {:file:} links
                        between them point at the pages, with #ids for headings they name

    options:
      -o, --output OUT  the page to write (a file) or the folder to fill (a directory)
      --collapsible     headings, nested lists and quotes, definitions, footnotes and table
                        cells become <details open> sections a reader can fold
      --fragment        only the content, in a <div class="norg-document">, without
                        <html>, <head> or stylesheet
      --theme THEME     auto (default) follows the reader's light/dark preference;
                        light or dark forces one

    Invalid UTF-8 is repaired (U+FFFD) with a warning on stderr.

    """

    struct Options {
        var input = "-"
        var output: String?
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
                case "--collapsible":
                    html.collapsible = true
                case "--fragment":
                    html.format = .fragment
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
            let document = parse(io.readStandardInput(), name: "<stdin>", io: io)
            try emit(document, with: HTMLRenderer(options: options.html), to: options.output, io: io)
            return 0
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: options.input, isDirectory: &isDirectory) else {
            throw .failure("\(options.input): no such file or folder")
        }
        if isDirectory.boolValue {
            return try renderFolder(options, io: io)
        }
        let document = parse(try read(options.input), name: options.input, io: io)
        var html = options.html
        html.fallbackTitle = ((options.input as NSString).lastPathComponent as NSString).deletingPathExtension
        try emit(document, with: HTMLRenderer(options: html), to: options.output, io: io)
        return 0
    }

    /// Parses bytes, warning once when they are not valid UTF-8 (the parser repairs them).
    static func parse(_ bytes: [UInt8], name: String, io: CommandIO) -> NorgDocument {
        if String(validating: bytes, as: UTF8.self) == nil {
            io.err("norg render: warning: \(name): invalid UTF-8 replaced with U+FFFD\n")
        }
        return NorgParser.parse(bytes: bytes)
    }

    static func read(_ path: String) throws(CommandError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .failure("\(path): cannot read the file")
        }
        return [UInt8](data)
    }

    private static func emit(_ document: NorgDocument, with renderer: HTMLRenderer, to output: String?,
                             io: CommandIO) throws(CommandError) {
        guard let output else {
            io.out(renderer.render(document))
            return
        }
        try write(renderer.renderUTF8(document), to: output)
    }

    private static func write(_ html: Data, to path: String) throws(CommandError) {
        guard FileManager.default.createFile(atPath: path, contents: html) else {
            throw .failure("\(path): cannot write the file")
        }
    }

    /// Every `.norg` below the folder to `.html` at the same relative path in the output folder.
    private static func renderFolder(_ options: Options, io: CommandIO) throws(CommandError) -> Int32 {
        guard let output = options.output else {
            throw .usage("rendering a folder needs -o OUT, the folder to write the pages to")
        }
        let root = options.input.hasSuffix("/") ? String(options.input.dropLast()) : options.input
        let relativePaths: [String]
        do {
            relativePaths = try NorgFiles.relativePaths(below: root)
        } catch {
            throw .failure("\(root): \(error.message)")
        }
        var documents: [String: NorgDocument] = [:]
        for relative in relativePaths {
            let key = String(relative.dropLast(".norg".count))
            documents[key] = parse(try read(root + "/" + relative), name: root + "/" + relative, io: io)
        }
        let site = HTMLSite(documents: documents)
        for (key, document) in documents.sorted(by: { $0.key < $1.key }) {
            var html = options.html
            html.site = site
            html.documentPath = key
            html.fallbackTitle = (key as NSString).lastPathComponent
            let page = HTMLRenderer(options: html).renderUTF8(document)
            let destination = output + "/" + key + ".html"
            let folder = (destination as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .failure("\(folder): cannot create the folder")
            }
            try write(page, to: destination)
        }
        io.err("norg render: \(documents.count) page\(documents.count == 1 ? "" : "s") written to \(output)\n")
        return 0
    }
}
