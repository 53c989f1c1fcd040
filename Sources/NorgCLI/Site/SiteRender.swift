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
        if let today = options.today { build.today = today }
        let css = options.css
        if let css { build.userStylesheet = try LocalFile.read(css, limit: io.inputLimit) }
        let folder = try OutputFolder(creating: output)
        let status = try buildOnce(build, into: folder, io: io, watching: false, strict: options.strict)
        guard options.watch else { return status }

        io.report("norg render: watching \(options.input) for changes (Ctrl-C to stop)")
        let outputIdentity = FileIdentity(ofFileAt: output)
        var snapshot = FolderSnapshot(options.input, excluding: outputIdentity, extraFiles: css.map { [$0] } ?? [])
        while true {
            usleep(pollInterval)
            let next = FolderSnapshot(options.input, excluding: outputIdentity, extraFiles: css.map { [$0] } ?? [])
            guard !next.changes(since: snapshot).isEmpty else { continue }
            snapshot = next
            if options.today == nil { build.today = TaskDay.today() }
            do {
                if let css { build.userStylesheet = try LocalFile.read(css, limit: io.inputLimit) }
                _ = try buildOnce(build, into: folder, io: io, watching: true, strict: options.strict)
            } catch {
                io.report("norg render: \(error.message)")
            }
        }
    }

    /// Builds and writes the site once; 1 when a document or file was skipped, or with `strict`
    /// when a link is unresolved or refused.
    private static func buildOnce(_ options: SiteBuild.Options, into folder: OutputFolder, io: CommandIO,
                                  watching: Bool, strict: Bool) throws(CommandError) -> Int32 {
        let site = try SiteBuild(options)
        for message in site.messages { io.report(message) }
        let report = SiteOutput(folder: folder).write(site.files, assets: site.assets)
        for failure in report.failures { io.report(failure) }
        let skipped = site.skippedCount + report.failures.count
        if watching {
            io.report(rebuiltLine(report))
        } else {
            let changed = report.changed.count
            let broken = site.brokenLinkCount, assets = site.assetCount
            io.report("norg render: \(site.pageCount) page\(site.pageCount == 1 ? "" : "s")"
                + (assets == 0 ? "" : " and \(assets) file\(assets == 1 ? "" : "s")") + " written to \(folder.path)"
                + (skipped == 0 ? "" : "; \(skipped) skipped")
                + (broken == 0 ? "" : "; \(broken) unresolved link\(broken == 1 ? "" : "s")")
                + "; \(changed) file\(changed == 1 ? "" : "s") changed"
                + (report.removed.isEmpty ? "" : ", \(report.removed.count) removed"))
        }
        return skipped == 0 && !(strict && site.brokenLinkCount > 0) ? 0 : 1
    }

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
