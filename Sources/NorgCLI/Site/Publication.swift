/// What writes a folder's notes into an output folder, `norg render DIR` (a site) or
/// `norg export DIR` (a tree of Markdown or Pandoc JSON): the words its messages use and the
/// manifest that proves which files of the output folder it wrote. The folder rules (`SiteNotes`)
/// and the file safety (`SiteOutput`) are one mechanism read by both; only these differ.
struct Publication: Sendable {
    /// The command its messages start with: `norg render`.
    var command: String
    /// What it calls its output: `site`.
    var name: String
    /// What one note becomes, as the messages count it: `page`.
    var noteOutput: String
    /// The manifest in the output folder (`SiteManifest`'s format): each publication keeps its own,
    /// so an export never removes a page a site build wrote into the same folder, nor the reverse.
    var manifest: String

    static let site = Publication(command: "norg render", name: "site", noteOutput: "page",
                                  manifest: SiteManifest.fileName)
    static let export = Publication(command: "norg export", name: "export", noteOutput: "note",
                                    manifest: SiteManifest.exportFileName)

    /// Every publication's manifest: none is ever written over or removed as an output.
    static let manifests = [SiteManifest.fileName, SiteManifest.exportFileName]

    /// The line a run ends with: `norg render: 3 pages and 1 file written to OUT; 2 files changed`,
    /// with what was skipped, left out, unresolved and removed.
    func summary(notes: Int, files: Int, into path: String, skipped: Int, leftOut: Int, broken: Int,
                 report: SiteOutput.Report) -> String {
        let changed = report.changed.count
        return "\(command): \(notes) \(noteOutput)\(notes == 1 ? "" : "s")"
            + (files == 0 ? "" : " and \(files) file\(files == 1 ? "" : "s")") + " written to \(path)"
            + (skipped == 0 ? "" : "; \(skipped) skipped")
            + (leftOut == 0 ? "" : "; \(leftOut) left out (.norgignore, drafts)")
            + (broken == 0 ? "" : "; \(broken) unresolved link\(broken == 1 ? "" : "s")")
            + "; \(changed) file\(changed == 1 ? "" : "s") changed"
            + (report.removed.isEmpty ? "" : ", \(report.removed.count) removed")
    }
}
