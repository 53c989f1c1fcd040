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
    /// The paths the manifest in `out` lists, in order, but the site cache (bookkeeping every
    /// build writes); nil when it is missing or not of the current format.
    func manifestPaths(_ out: String = "out") -> [String]? {
        let bytes = FileManager.default.contents(atPath: path + "/" + out + "/" + SiteManifest.fileName).map { [UInt8]($0) }
        guard case .entries(let entries) = SiteManifest.read(bytes) else { return nil }
        // In the manifest's order: byte order of the paths.
        return entries.keys.sorted(by: RelativePath.precedes).map(\.string).filter { $0 != SiteCache.fileName }
    }
}

/// The line a folder build without `--base-url` starts with.
let noSitemapLine = "norg render: no sitemap.xml or feed.xml: they need the site's absolute address (--base-url URL)"
