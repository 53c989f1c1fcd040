import NorgHTML
import NorgKit

/// Where `norg render DIR -o OUT` keeps the summaries of OUT's notes between runs
/// (`SiteNoteSummaries`): a file of the user's cache folder (`CommandIO.noteCacheFolder`,
/// `$XDG_CACHE_HOME/norg` or `~/.cache/norg`), `sites/<digest of OUT's real path>`, never a
/// file of OUT. OUT is what gets published, and a summary holds what no page shows: where a
/// published note's links point, left-out notes included.
///
/// The file is untrusted data like any cache (`SiteCache`): read up to `SiteCache.sizeLimit`,
/// ignored whole unless it is of this format and this `norg`, and a summary that does not decode is
/// no summary. It is written through a temporary renamed over it, and only over a regular file
/// that starts with its header (a file of this store), never through a link.
struct SiteNoteStore {
    static let header = "norg-note-summaries 1"

    /// The store's file, in the cache folder.
    let path: String

    /// The store of the site written to `output` (whose real path names it), in `cacheFolder`;
    /// nil without a cache folder.
    init?(output: String, cacheFolder: String?) {
        guard let cacheFolder, !cacheFolder.isEmpty, let real = NorgFolder.realPath(output) else { return nil }
        path = cacheFolder + "/sites/" + SiteDigest.hex(SiteDigest.of(RawPath.bytes(real)))
    }

    /// What the store holds: the summaries this build reads (none when there are none), and
    /// whether its file may be written (there is none, or it is one of this store's).
    func read() -> (summaries: SiteNoteSummaries, mayWrite: Bool) {
        guard LocalFile.exists(path) else { return (SiteNoteSummaries(), true) }
        guard let bytes = try? LocalFile.read(path, limit: InputLimit(bytes: Int(SiteCache.sizeLimit))),
              bytes.starts(with: Array((Self.header + "\n").utf8)) else { return (SiteNoteSummaries(), false) }
        guard var archive = SiteCache.stampedReader(bytes, header: Self.header),
              let summaries = try? SiteNoteSummaries(from: &archive, in: bytes), archive.isAtEnd else {
            return (SiteNoteSummaries(), true)
        }
        return (summaries, true)
    }

    /// Writes `summaries` as the store's file; a warning line when it cannot (the build itself
    /// does not fail: the store only saves the next build its parsing).
    func write(_ summaries: SiteNoteSummaries) -> String? {
        let bytes = SiteCache.stamped(header: Self.header) { summaries.archive(into: &$0) }
        do throws(CommandError) {
            _ = try OutputFolder(creating: SitePath.folder(of: path))
            try LocalFile.replace(path, with: bytes)
            return nil
        } catch {
            return "norg render: warning: \(error.message); notes will be parsed again next time"
        }
    }
}
