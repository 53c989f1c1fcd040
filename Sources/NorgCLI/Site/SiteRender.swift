#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NorgKit

/// `norg render DIR -o OUT`: builds the site, writes what changed, and with `--watch` builds again
/// whenever a file below DIR (or the `--css` file) changes.
enum SiteRender {
    /// How often `--watch` looks at the folder.
    static let pollInterval: useconds_t = 500_000

    static func run(_ options: RenderCommand.Options, io: CommandIO) throws(CommandError) -> Int32 {
        guard let output = options.output else {
            throw .usage("rendering a folder needs -o OUT, the folder to write the pages to")
        }
        var build = SiteBuild.Options(input: options.input)
        build.html = options.html
        build.inputLimit = io.inputLimit
        build.agenda = options.agenda
        build.drafts = options.drafts
        build.baseURL = options.baseURL
        build.search = options.search
        if options.search { try SiteSearch.requireInstalled() }
        if let today = options.today { build.today = today }
        let css = options.css
        if let css { build.userStylesheet = try LocalFile.read(css, limit: io.inputLimit) }
        var folder = try openOutput(output, input: options.input)
        build.output = folder.identity
        if options.baseURL == nil {
            io.report("norg render: no sitemap.xml or feed.xml: they need the site's absolute address (--base-url URL)")
        }
        let status = try buildOnce(build, into: folder, io: io, watching: false, options: options)
        guard options.watch else { return status }

        io.report("norg render: watching \(options.input) for changes (Ctrl-C to stop)")
        var snapshot = FolderSnapshot(options.input, excluding: folder.identity, extraFiles: css.map { [$0] } ?? [])
        while true {
            usleep(pollInterval)
            // A removed or replaced OUT is made again (and looked for again below the notes).
            let recreated = !folder.isStillAtItsPath
            if recreated {
                do {
                    folder = try openOutput(output, input: options.input)
                    build.output = folder.identity
                } catch {
                    io.report("norg render: \(error.message)")
                    continue
                }
            }
            let next = FolderSnapshot(options.input, excluding: folder.identity, extraFiles: css.map { [$0] } ?? [])
            guard recreated || !next.changes(since: snapshot).isEmpty else { continue }
            snapshot = next
            if options.today == nil { build.today = TaskDay.today() }
            do {
                if let css { build.userStylesheet = try LocalFile.read(css, limit: io.inputLimit) }
                _ = try buildOnce(build, into: folder, io: io, watching: true, options: options)
            } catch {
                io.report("norg render: \(error.message)")
            }
        }
    }

    /// Opens (creating) the output folder, refusing one that is the notes folder or holds it: a
    /// build (or an export) there would write among the notes and could remove what it finds there.
    static func openOutput(_ output: String, input: String, for publication: Publication = .site) throws(CommandError) -> OutputFolder {
        let folder = try OutputFolder(creating: output)
        if let identity = folder.identity, let realInput = NorgFolder.realPath(input), FileIdentity.lies(realInput, inFolder: identity) {
            let what = FileIdentity(ofFileAt: input) == identity ? "is the notes folder" : "holds the notes folder"
            throw .failure("\(output) \(what) \(input); refusing to write the \(publication.name) there (name another folder with -o)")
        }
        return folder
    }

    /// Builds and writes the site once; 1 when a document or file was skipped, or with `--strict`
    /// when a link is unresolved or refused.
    private static func buildOnce(_ build: SiteBuild.Options, into folder: OutputFolder, io: CommandIO,
                                  watching: Bool, options: RenderCommand.Options) throws(CommandError) -> Int32 {
        var build = build
        // Read while the notes folder is walked; started first, as the notes are read next. The
        // page cache is needed once the site is built.
        let store = SiteNoteStore(output: folder.path, cacheFolder: io.noteCacheFolder)
        let reading = store.map { store in Background { store.read() } }
        let readingPages = store.map { store in Background { store.readPages() } }
        // Read while the site is built: nothing is written into OUT before the build is done.
        let earlier = SiteOutput.EarlierBuild(folder: folder)
        build.summaries = { reading?.value.summaries ?? SiteNoteSummaries() }
        let site = try SiteBuild(build)
        let stored = reading?.value
        for message in site.messages { io.report(message) }
        // The summaries are gathered and stored while the pages are written (a warning line when
        // they cannot be).
        var storing: Background<String?>?
        if let store, stored?.mayWrite == true {
            storing = Background { [site] in site.storeUpdate.flatMap { store.write($0.notes, earlier: $0.earlier) } }
        }
        // Also when the build stops early: the next build (`--watch`) reads the store again.
        defer { storing?.wait() }
        let output = try SiteOutput(earlier: earlier, planned: site.plannedPaths, force: options.force)
        var searchFailed = false
        // Pages made from the same inputs as last time stay as written; the rest are rendered.
        let pages = readingPages?.value
        let kept = output.keep(site.unchangedPages(in: pages?.cache ?? SiteCache()))
        site.render(keeping: kept) { output.write($0) }
        output.copy(site.assets)
        if let bundle = site.searchFolder {
            // Pagefind indexes what OUT holds: the pages this build no longer makes (a note now a
            // draft, ignored or deleted) go first, so the index holds none of them.
            output.removeStale(except: bundle)
            do throws(CommandError) {
                try SiteSearch.index(site: folder.path, bundle: bundle) { output.copy($0) }
            } catch {
                io.report("norg render: error: \(error.message)")
                searchFailed = true
            }
        }
        // The page cache is made here (it asks `output`), and archived and written beside the
        // manifest; a file at its place that is not a page cache is left alone.
        var writingPages: Background<String?>?
        if let store, let pages {
            if pages.mayWrite {
                let cache = site.cachePages(digest: output.writtenDigest)
                writingPages = Background { store.writePages(cache) }
            } else {
                io.report("norg render: warning: \(store.pagesPath): not a page cache of norg; left alone "
                    + "(delete it to let builds keep unchanged pages again)")
            }
        }
        defer { writingPages?.wait() }
        // OUT's manifest is written while the caches still are: neither waits for the other.
        let report = output.finish()
        if let warning = storing?.value { io.report(warning) }
        if let store, stored?.mayWrite != true {
            io.report("norg render: warning: \(store.path): not a note cache of norg; left alone "
                + "(delete it to let builds keep what they read of the notes)")
        }
        if let warning = writingPages?.value { io.report(warning) }
        for line in report.notices + report.failures { io.report(line) }
        let skipped = site.skippedCount + report.failures.count
        if watching {
            io.report(rebuiltLine(report))
        } else {
            io.report(Publication.site.summary(notes: site.pageCount, files: site.assetCount, into: folder.path, skipped: skipped,
                                               leftOut: site.leftOutCount, broken: site.brokenLinkCount, report: report))
        }
        // Freeing thousands of parsed notes, and the tables that name every page, one object at a
        // time costs a rebuild a noticeable share of its time; when the process ends with this
        // command, the exit reclaims them.
        if !watching && io.processExitsAfterCommand {
            SiteRender.leftForExit.append(contentsOf: [site, earlier, output, reading as Any, readingPages as Any, kept])
        }
        return skipped == 0 && !searchFailed && !(options.strict && site.brokenLinkCount > 0) ? 0 : 1
    }

    /// What a build leaves for the process's exit to reclaim (`CommandIO.processExitsAfterCommand`):
    /// written once, by the one command the process runs, after its parallel work is done.
    nonisolated(unsafe) private static var leftForExit: [Any] = []

    /// `norg render: rebuilt 2 pages (notes/a.html, index.html)`, removals after.
    static func rebuiltLine(_ report: SiteOutput.Report) -> String {
        func listed(_ paths: [String]) -> String {
            let shown = paths.prefix(10).joined(separator: ", ")
            return paths.count > 10 ? shown + ", …" : shown
        }
        let count = report.changed.count
        var line = "norg render: rebuilt \(count) file\(count == 1 ? "" : "s")"
        if !report.changed.isEmpty { line += " (\(listed(report.changed)))" }
        if !report.removed.isEmpty { line += "; removed \(report.removed.count) (\(listed(report.removed)))" }
        return line
    }
}
