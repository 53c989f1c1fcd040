import NorgKit

extension SiteOutput {
    /// What an earlier build left in OUT, as writing the next one needs it: its manifest, read,
    /// and for a site what stands at each file the manifest lists (`OutputFolder.lookahead`).
    /// Both start in the background as soon as OUT is open, so they overlap the build of the site;
    /// nothing is written into OUT until the `SiteOutput` made from this exists, so what they see
    /// is what the earlier build left.
    struct EarlierBuild: Sendable {
        let folder: OutputFolder
        let publication: Publication
        private let found: Background<(reading: SiteManifest.Reading, lookahead: Background<[RelativePath: OutputFolder.Entry]>?)>

        init(folder: OutputFolder, for publication: Publication = .site) {
            self.folder = folder
            self.publication = publication
            let isSite = publication.manifest == Publication.site.manifest
            found = Background {
                let reading = SiteManifest.read(folder.read(RelativePath(publication.manifest)!))
                // Only a site keeps pages (`keep`); only the files `keep` may keep are looked at.
                guard isSite, case .entries(let entries) = reading, !entries.isEmpty else { return (reading, nil) }
                return (reading, OutputFolder.lookahead(folder, paths: entries.keys.filter(SiteOutput.mayWrite)))
            }
        }

        /// The manifest's reading, and the look at what it lists (still going on, maybe).
        func read() -> (reading: SiteManifest.Reading, lookahead: Background<[RelativePath: OutputFolder.Entry]>?) {
            found.value
        }
    }
}
