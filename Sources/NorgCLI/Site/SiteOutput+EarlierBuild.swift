import Dispatch
import NorgKit
import Synchronization

extension SiteOutput {
    /// What an earlier build left in OUT, as writing the next one needs it: its manifest, read, and
    /// for a site what stands at each file the manifest lists (`OutputFolder.Lookahead`). Both
    /// start in the background as soon as OUT is open, so they overlap the build of the site;
    /// nothing is written into OUT until the `SiteOutput` made from this exists, so what they see
    /// is what the earlier build left.
    final class EarlierBuild: Sendable {
        let folder: OutputFolder
        let publication: Publication
        private let done = DispatchSemaphore(value: 0)
        private let found = Mutex<(reading: SiteManifest.Reading, lookahead: OutputFolder.Lookahead?)?>(nil)

        init(folder: OutputFolder, for publication: Publication = .site) {
            self.folder = folder
            self.publication = publication
            DispatchQueue.global().async { [self] in
                let reading = SiteManifest.read(folder.read(RelativePath(publication.manifest)!))
                var lookahead: OutputFolder.Lookahead?
                // Only a site keeps pages (`keep`); only the files `keep` may keep are looked at.
                if publication.manifest == Publication.site.manifest, case .entries(let entries) = reading, !entries.isEmpty {
                    lookahead = OutputFolder.Lookahead(folder, paths: entries.keys.filter(SiteOutput.mayWrite))
                }
                found.withLock { $0 = (reading, lookahead) }
                done.signal()
            }
        }

        /// The manifest's reading, and the look at what it lists (still going on, maybe).
        func read() -> (reading: SiteManifest.Reading, lookahead: OutputFolder.Lookahead?) {
            done.wait()
            done.signal()
            return found.withLock { $0! }
        }
    }
}
