import NorgExport
import NorgHTML
import NorgKit

/// `norg export DIR --to FORMAT -o OUT`: every note of DIR that a site of it would publish becomes
/// a `.md` or `.json` file at the same relative path in OUT, and the files the notes reference
/// are copied beside them. The folder rules are the site's (`SiteNotes`: hidden files, links out
/// of DIR, `.norgignore`, drafts, colliding names), and so is the file safety (`SiteOutput`, with
/// the export's own manifest): only what an export wrote is ever replaced or removed. Links
/// between notes go where the site sends them (`HTMLSite.destination(of:in:)`), so what the link
/// report calls unresolved is what the export writes as text.
enum FolderExport {
    static func run(_ options: ExportCommand.Options, io: CommandIO) throws(CommandError) -> Int32 {
        guard let output = options.output else {
            throw .usage("exporting a folder needs -o OUT, the folder to write the exports to")
        }
        let folder = try SiteRender.openOutput(output, input: options.input, for: .export)
        let notes = try SiteNotes(options.input, excluding: folder.identity, drafts: options.drafts,
                                  limit: io.inputLimit, for: .export)
        for message in notes.messages { io.report(message) }
        let format = options.format ?? .markdown
        let fileExtension = format == .pandocJSON ? PandocExporter.fileExtension : MarkdownExporter.fileExtension
        let exported = notes.keys.map { $0 + "." + fileExtension }
        // A referenced file is never copied over an export (nor over a manifest).
        let reserved = Set(exported + Publication.manifests)
        let linked = notes.linked(notes.site, reserved: reserved.contains, output: folder.identity, for: .export)
        for message in linked.messages { io.report(message) }
        let site = linked.site
        let exportFolder = ExportFolder(documents: notes.documents) { link, path in
            switch site.destination(of: link, in: path) {
            case .document(let target, let id)?: ExportFolder.Destination.note(path: target, id: id)
            case .file(let file)?: ExportFolder.Destination.file(path: file)
            case .external?, .unresolved?, nil: nil
            }
        }

        let writer = try SiteOutput(folder: folder, planned: exported + linked.assets.map(\.path), force: options.force,
                                    for: .export)
        let keys = notes.keys, documents = notes.documents
        let markdown = MarkdownExporter(options: options.markdown), pandoc = PandocExporter(options: options.pandoc)
        for start in stride(from: 0, to: keys.count, by: SiteBuild.batchSize) {
            let batch = Array(keys[start..<min(start + SiteBuild.batchSize, keys.count)])
            writer.write(ParallelWork.map(batch.count) { position -> SiteFile in
                let key = batch[position]
                let document = documents[key]!
                let bytes = switch format {
                case .pandocJSON: pandoc.jsonUTF8(for: document, at: key, in: exportFolder)
                case .markdown: markdown.markdownUTF8(for: document, at: key, in: exportFolder)
                }
                return SiteFile(path: key + "." + fileExtension, bytes: bytes)
            })
        }
        writer.copy(linked.assets)
        let report = writer.finish()
        for line in report.notices + report.failures { io.report(line) }

        let skipped = notes.skippedCount + report.failures.count
        io.report(Publication.export.summary(notes: keys.count, files: linked.assets.count, into: folder.path, skipped: skipped,
                                             leftOut: notes.leftOutCount, broken: linked.brokenLinkCount, report: report))
        return skipped == 0 && !(options.strict && linked.brokenLinkCount > 0) ? 0 : 1
    }
}
