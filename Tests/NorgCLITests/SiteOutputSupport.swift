import Foundation
@testable import NorgCLI
import NorgKit

extension OutputFolder {
    /// `copyFile` with the path written as text; true when it wrote.
    func copyFile(from source: String, to relative: String, through chunks: FileChunks = FileChunks()) throws(CommandError) -> Bool {
        try copyFile(from: source, to: RelativePath(relative)!, through: chunks) != nil
    }
}

extension TaskTemporaryFolder {
    /// The paths the manifest in `out` lists, in order; nil when it is missing or not of the
    /// current format.
    func manifestPaths(_ out: String = "out") -> [String]? {
        let bytes = FileManager.default.contents(atPath: path + "/" + out + "/" + SiteManifest.fileName).map { [UInt8]($0) }
        guard case .entries(let entries) = SiteManifest.read(bytes) else { return nil }
        // In the manifest's order: byte order of the paths.
        return entries.keys.sorted(by: RelativePath.precedes).map(\.string)
    }
}

extension TaskTemporaryFolder {
    /// The cache folder the builds of these tests keep their note store in.
    var noteCache: String { path + "/note-cache" }

    /// The store the builds into `out` keep (`SiteNoteStore`), in `noteCache`.
    func noteStore(_ out: String = "out") -> SiteNoteStore {
        SiteNoteStore(output: path + "/" + out, cacheFolder: noteCache)!
    }

    /// A `norg` run that keeps its note store, and with it the page cache, in `noteCache`.
    var keepingCaches: TaskCommandOutput { TaskCommandOutput(noteCacheFolder: noteCache) }
}

/// The line a folder build without `--base-url` starts with.
let noSitemapLine = "norg render: no sitemap.xml or feed.xml: they need the site's absolute address (--base-url URL)"
