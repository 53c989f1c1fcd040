#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NorgHTML
import NorgKit

enum RenderCommand: NorgCommand {
    static let name = "render"
    static let summary = "Render a document or a folder of documents to HTML."
    static let operands = "[FILE|DIR|-]"
    static var otherForms: [String] { [printCSS.synopsis.dropFirst().dropLast() + " " + theme.synopsis] }
    static var about: String {
        """
        Render a Norg document to a standalone HTML5 page (embedded stylesheet, no JavaScript;
        @math and $…$ as MathML, code blocks highlighted), or a folder of them to a site.


        """ + CommandHelp.table([
            ("FILE", "a .norg file; written to stdout, or to OUT with -o"),
            ("-", "read the document from stdin (the default)"),
            ("DIR", "every .norg file below DIR (hidden files skipped) becomes a .html page at the same "
                + "relative path in OUT (-o is required); {:file:}, {/ path} and {? title} links between them "
                + "point at the pages, with #ids for headings they name; files that .image, {/ path} and "
                + "{:file:} name are copied to the same relative path in OUT."),
        ]) + """

        A folder becomes a site: every page has a sidebar of the workspace (its own folder and the
        two above it open, higher levels behind an ellipsis link; a folder of more than 50 entries
        through its index page), breadcrumbs and "Linked from"; a folder without index.norg gets an
        index.html listing it; norg.css is written once and linked.

        Symbolic links are followed only to what lies inside DIR and is not hidden; a link out of it
        or to a hidden file, a file that cannot be read or a name that is not UTF-8 is skipped with a
        warning, and so are notes whose names differ only in Unicode normalisation or case (all of
        them, exit 1). Nothing is written through a symbolic link inside OUT. OUT may not be DIR or
        hold it; an OUT inside DIR is left out of the site.

        Only files whose bytes changed are written, each through a temporary renamed over it.
        OUT/.norg-site-manifest records what a build wrote (identity and SHA-256); a later build
        replaces or removes a file only while the manifest proves it wrote it, and keeps any other
        file with a warning. A first build into an OUT that holds files where the site writes, and
        no manifest, is refused (see --force).

        Links that name no page, heading or file of DIR (of a single FILE: no heading or other
        node of it) are written as text and reported on stderr (path:line: unresolved link {…}),
        and so are wiki links whose title several files hold (ambiguous: the first in path order
        is taken). A path that is absolute, in the home folder, outside DIR, or a symbolic link
        out of it is never followed or copied.
        """
    }

    static let output = CommandOption.value(
        "--output", "OUT", aliases: ["-o"], "the page to write (a file) or the folder to fill (a directory)")
    static let force = CommandOption.flag(
        "--force",
        "write OUT even when it is the input or another .norg file (refused otherwise: a page over a "
            + "document loses the notes); for a folder, replace files the manifest does not prove the "
            + "site's (it never removes one)")
    static let strict = CommandOption.flag(
        "--strict", "exit 1 when a link or image is unresolved or refused (the pages are still written)")
    static let agenda = CommandOption.flag(
        "--agenda",
        "a folder's site gets agenda.html, its open tasks by due date (left out by default: a todo list "
            + "is rarely meant to be published)")
    static let drafts = CommandOption.flag(
        "--drafts",
        "publish the notes whose @document.meta says draft: true too (for a local preview); without it "
            + "they, and the notes and folders DIR/.norgignore names, leave no trace: no page, no sidebar "
            + "or index entry, no backlink, and links to them are reported unresolved")
    static let baseURL = CommandOption.value(
        "--base-url", "URL",
        "the address the site is published at (http or https): a folder's site then gets sitemap.xml, "
            + "every page as an absolute URL with the day its @document.meta gives as updated or created, "
            + "and feed.xml, an Atom feed of the 50 newest notes with a created date")
    static let search = CommandOption.flag(
        "--search",
        "index a folder's site with Pagefind (pip install 'pagefind[bin]') and give every page a search "
            + "box, its only JavaScript; search works when the site is served over HTTP, not from file://")
    static let collapsible = CommandOption.flag(
        "--collapsible",
        "headings, nested lists and quotes, definitions, footnotes and table cells become "
            + "<details open> sections a reader can fold")
    static let toc = CommandOption.flag(
        "--toc",
        "a page with three or more headings gets a table of contents after its title; a document with "
            + "a .toc of its own keeps just that one")
    static let fragment = CommandOption.flag(
        "--fragment", "only the content, in a <div class=\"norg-document\">, without <html>, <head> or stylesheet")
    static let theme = CommandOption.value(
        "--theme", "THEME", choices: HTMLOptions.Theme.allCases.map(\.rawValue),
        "auto (default) follows the reader's light/dark preference; light or dark forces one")
    static let noHighlight = CommandOption.flag(
        "--no-highlight",
        "leave code blocks plain (by default code in a known language, such as @code swift, is coloured)")
    static let css = CommandOption.value(
        "--css", "FILE",
        "a stylesheet of yours after the default one: embedded in a single page; copied to "
            + "OUT/user.css and linked after norg.css in a folder")
    static let printCSS = CommandOption.flag(
        "--print-css", "print the default stylesheet (with --theme) to stdout and exit")
    static let today = CommandOption.value(
        "--today", "YYYY-MM-DD", "the day the folder's agenda page is for (default: today, local time)")
    static let watch = CommandOption.flag(
        "--watch",
        "after rendering a folder, check it twice a second and render again when a file changes, "
            + "saying which files were rewritten (Ctrl-C stops)")
    static let options = [output, force, strict, agenda, drafts, baseURL, search, collapsible, toc, fragment,
                          theme, noHighlight, css, printCSS, today, watch]

    static let details = """
    Invalid UTF-8 is repaired (U+FFFD) with a warning on stderr.

    exit status: 0 rendered; 1 the input could not be read, the output could not be written,
    the output was refused (see --force), some files of a folder were skipped (the others
    are written), or --strict and a link is unresolved; 2 bad arguments.
    """

    struct Options {
        var input = "-"
        var output: String?
        var force = false
        /// Unresolved links make the exit status 1.
        var strict = false
        var html = HTMLOptions()
        var css: String?
        var printCSS = false
        var today: TaskDay?
        var watch = false
        /// `--agenda`: the site gets its agenda page.
        var agenda = false
        /// `--drafts`: drafts are published too.
        var drafts = false
        /// `--base-url`: where the site is published, ending in `/`.
        var baseURL: String?
        /// `--search`: the site is indexed by Pagefind and gets a search box.
        var search = false

        init(_ arguments: CommandArguments) throws(CommandError) {
            guard arguments.operands.count <= 1 else { throw .usage("one FILE, DIR or - at a time; run `norg render --help`") }
            if let first = arguments.operands.first { input = first }
            output = arguments.value(RenderCommand.output)
            css = arguments.value(RenderCommand.css)
            if let name = arguments.value(RenderCommand.theme) { html.theme = HTMLOptions.Theme(rawValue: name) ?? .auto }
            if let day = arguments.value(RenderCommand.today) {
                today = try TasksOptions.day(day, option: RenderCommand.today.name)
            }
            if let text = arguments.value(RenderCommand.baseURL) {
                guard let base = SiteSitemap.baseURL(text) else {
                    throw .usage("--base-url needs an http or https address without spaces, quotes, query or fragment (got '\(text)')")
                }
                baseURL = base
            }
            force = arguments.has(RenderCommand.force)
            strict = arguments.has(RenderCommand.strict)
            html.collapsible = arguments.has(RenderCommand.collapsible)
            html.tableOfContents = arguments.has(RenderCommand.toc)
            if arguments.has(RenderCommand.fragment) { html.format = .fragment }
            html.highlightsCode = !arguments.has(RenderCommand.noHighlight)
            printCSS = arguments.has(RenderCommand.printCSS)
            watch = arguments.has(RenderCommand.watch)
            agenda = arguments.has(RenderCommand.agenda)
            drafts = arguments.has(RenderCommand.drafts)
            search = arguments.has(RenderCommand.search)
        }
    }

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        var options = try Options(arguments)
        if options.printCSS {
            io.out(SiteChrome.stylesheet(theme: options.html.theme))
            return 0
        }
        if options.input != "-" && NorgFolder.isFolder(options.input) {
            return try SiteRender.run(options, io: io)
        }
        if options.watch { throw .usage("--watch needs a folder to render") }
        if let css = options.css { options.html.userStylesheet = String(decoding: try LocalFile.read(css, limit: io.inputLimit), as: UTF8.self) }
        if options.input == "-" {
            try SourceProtection.refuseOverwritingSource(output: options.output, input: "-", force: options.force, what: "the page")
            let document = parse(try io.readStandardInput(), name: "<stdin>", io: io)
            let broken = reportLinks(of: document, name: "<stdin>", io: io)
            try emit(document, with: HTMLRenderer(options: options.html), to: options.output, io: io)
            return options.strict && broken > 0 ? 1 : 0
        }
        try SourceProtection.refuseOverwritingSource(output: options.output, input: options.input, force: options.force,
                                                     what: "the page")
        let document = parse(try LocalFile.read(options.input, limit: io.inputLimit), name: options.input, io: io)
        let broken = reportLinks(of: document, name: options.input, io: io)
        var html = options.html
        html.fallbackTitle = FileTitle.of(path: options.input)
        try emit(document, with: HTMLRenderer(options: html), to: options.output, io: io)
        return options.strict && broken > 0 ? 1 : 0
    }

    /// Reports the links of a document rendered on its own that name nothing in it; returns how
    /// many are broken.
    private static func reportLinks(of document: NorgDocument, name: String, io: CommandIO) -> Int {
        LinkReport.report(HTMLSite.linkProblems(in: document, path: name), file: { $0 }, io: io)
    }

    /// Parses bytes, warning once when they are not valid UTF-8 (the parser repairs them).
    static func parse(_ bytes: [UInt8], name: String, io: CommandIO) -> NorgDocument {
        if let warning = repairWarning(bytes, name: name) { io.report(warning) }
        return NorgParser.parse(bytes: bytes)
    }

    /// The warning for bytes that are not valid UTF-8, which the parser repairs. `name` is made
    /// only for the warning (a site reads thousands of notes, nearly all valid).
    static func repairWarning(_ bytes: [UInt8], name: @autoclosure () -> String, command: String = "norg render") -> String? {
        // ASCII is valid UTF-8, and most notes are ASCII: only what follows the first other byte
        // needs validating (a site reads thousands of notes for every build).
        guard let start = firstNonASCII(bytes) else { return nil }
        return String(validating: bytes[start...], as: UTF8.self) == nil
            ? "\(command): warning: \(name()): invalid UTF-8 replaced with U+FFFD" : nil
    }

    /// Where the first byte of `bytes` that is not ASCII is; eight bytes are looked at at a time.
    static func firstNonASCII(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count,
                  raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                offset += 8
            }
            while offset < raw.count {
                if raw[offset] >= 0x80 { return offset }
                offset += 1
            }
            return nil
        }
    }

    private static func emit(_ document: NorgDocument, with renderer: HTMLRenderer, to output: String?,
                             io: CommandIO) throws(CommandError) {
        guard let output else {
            io.out(renderer.render(document))
            return
        }
        try LocalFile.replace(output, with: [UInt8](renderer.renderUTF8(document)))
    }
}
