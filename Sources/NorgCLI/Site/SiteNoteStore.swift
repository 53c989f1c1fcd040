import NorgHTML
import NorgKit

/// Where `norg render DIR -o OUT` keeps the summaries of OUT's notes between runs, with what the
/// site's link pass found in each (`SiteNoteSummaries`): a file of the user's cache folder
/// (`CommandIO.noteCacheFolder`, `$XDG_CACHE_HOME/norg` or `~/.cache/norg`),
/// `sites/<digest of OUT's real path>`, never a file of OUT; the site's page cache (`SiteCache`)
/// lies beside it, `sites/<digest>.pages`. OUT is what gets published, and a
/// summary holds what no page shows: where a published note's links point, left-out notes
/// included.
///
/// The file is untrusted data like any cache (`SiteCache`): read up to `SiteCache.sizeLimit`,
/// ignored whole unless it is of this format and this `norg`, and a summary that does not decode is
/// no summary. It is written through a temporary renamed over it, and only over a regular file
/// that starts as every version of it does (`family`: a file of this store), never through a link.
struct SiteNoteStore {
    static let header = "norg-note-summaries 4"

    /// The store's file, in the cache folder.
    let path: String

    /// The store of the site written to `output` (whose real path names it), in `cacheFolder`;
    /// nil without a cache folder.
    init?(output: String, cacheFolder: String?) {
        guard let cacheFolder, !cacheFolder.isEmpty, let real = NorgFolder.realPath(output) else { return nil }
        path = cacheFolder + "/sites/" + SiteDigest.hex(SiteDigest.of(RawPath.bytes(real)))
    }

    /// The file of the site's page cache (`SiteCache`), beside the summaries.
    var pagesPath: String { path + ".pages" }

    /// What the store holds (nothing when there is none), and whether its file may be written
    /// (there is none, or it is one of this store's).
    func read() -> (summaries: SiteNoteSummaries, mayWrite: Bool) {
        let read = Self.readFile(path, family: Self.family)
        guard let bytes = read.bytes, var archive = SiteCache.stampedReader(bytes, header: Self.header),
              let summaries = try? SiteNoteSummaries(from: &archive, in: bytes), archive.isAtEnd else {
            return (SiteNoteSummaries(), read.mayWrite)
        }
        return (summaries, true)
    }

    /// The site's page cache (empty when there is none, or it does not read), and whether its
    /// file may be written (there is none, or it is a page cache).
    func readPages() -> (cache: SiteCache, mayWrite: Bool) {
        let read = Self.readFile(pagesPath, family: SiteCache.family)
        return (read.bytes.flatMap(SiteCache.parse) ?? SiteCache(), read.mayWrite)
    }

    /// The bytes of the file at `path` when it starts with `family`, and whether it may be
    /// replaced: there is none, or it is such a file.
    private static func readFile(_ path: String, family: String) -> (bytes: [UInt8]?, mayWrite: Bool) {
        guard LocalFile.exists(path) else { return (nil, true) }
        guard let bytes = try? LocalFile.read(path, limit: InputLimit(bytes: Int(SiteCache.sizeLimit))),
              bytes.starts(with: Array(family.utf8)) else { return (nil, false) }
        return (bytes, true)
    }

    /// How every version of the store's file starts: a file that does, and only such a file, is
    /// one of this store's, to be replaced (by a build of any version).
    static let family = "norg-note-summaries "

    /// Writes `summaries` as the store's file; a warning line when it cannot (the build itself
    /// does not fail: the store only saves the next build its parsing).
    func write(_ summaries: SiteNoteSummaries) -> String? {
        replaceFile(path, with: SiteCache.stamped(header: Self.header) { summaries.archive(into: &$0) })
    }

    /// Writes the site's page cache; a warning line when it cannot.
    func writePages(_ pages: [SiteCache.Page]) -> String? {
        replaceFile(pagesPath, with: SiteCache.bytes(of: pages), loss: "pages will be rendered again next time")
    }

    /// Writes what a build gives the store (`SiteNoteSummaries.archive(_:earlier:into:)`): each
    /// entry copied once from where it lies.
    func write(_ notes: [SiteNoteSummaries.Update], earlier: SiteNoteSummaries) -> String? {
        replaceFile(path, with: SiteCache.stamped(header: Self.header) {
            SiteNoteSummaries.archive(notes, earlier: earlier, into: &$0)
        })
    }

    private func replaceFile(_ file: String, with bytes: [UInt8], loss: String = "notes will be parsed again next time") -> String? {
        do throws(CommandError) {
            _ = try OutputFolder(creating: SitePath.folder(of: file))
            try LocalFile.replace(file, with: bytes)
            return nil
        } catch {
            return "norg render: warning: \(error.message); \(loss)"
        }
    }
}
