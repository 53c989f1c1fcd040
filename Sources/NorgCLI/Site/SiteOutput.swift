import NorgKit

/// Writes a built site into its output folder, touching only what changed, replacing or removing
/// only what it can prove an earlier build wrote.
///
/// The proof is the manifest (`SiteManifest`): each file a build writes is listed with its stamp
/// and digest. A file standing where the site writes is replaced only when the manifest proves it
/// is the one a build wrote (`proves`; or with `--force`); a file an earlier build wrote and this
/// one no longer makes is removed only when its device, inode, size and digest still match, and a
/// folder that such removals leave empty goes with it (`removeStale`). A first build into a folder
/// that already holds a file where the site writes, and has no manifest, is refused unless
/// `--force`. A file whose bytes are already there is left alone (its time and inode stay), and
/// is listed only when the manifest proves it was the build's. Pages are handed over in batches
/// (`write`), so a site is never held whole in memory; `finish` removes what is stale and writes
/// the manifest, last, through a temporary.
final class SiteOutput {
    /// What a write did, each list in path order.
    struct Report: Equatable {
        /// Files written because they were missing or their bytes differed.
        var changed: [String] = []
        /// Files of the previous build removed.
        var removed: [String] = []
        /// One line per file that could not be written.
        var failures: [String] = []
        /// Lines about the manifest that do not fail the build (one it cannot trust, files it
        /// lists that no longer match).
        var notices: [String] = []
    }

    let folder: OutputFolder
    /// Whose files these are: its messages' command and its manifest.
    let publication: Publication
    private let force: Bool
    private let previous: [RelativePath: SiteManifest.Entry]
    private var recorded: [RelativePath: SiteManifest.Entry] = [:]
    private var made: Set<RelativePath> = []
    /// How many of `made` the previous build's manifest lists: when all it lists were made again,
    /// nothing is stale, and `removeStale` need not look through the manifest.
    private var madeAgain = 0
    /// The digest of each file `keep` kept, by the path as the build names it: the site cache asks
    /// for every page's (`writtenDigest`), and most pages of a rebuild are kept.
    private var keptDigests: [String: SHA256.Digest] = [:]
    /// The paths whose write failed this run: their recorded entry, if any, is the earlier file's.
    private var failed: Set<RelativePath> = []
    /// Files of the previous build that `removeStale` removed or kept.
    private var settled: Set<RelativePath> = []
    /// How many files the manifest lists no longer match what the build wrote (kept).
    private var mismatchedCount = 0
    /// The files the manifest lists, looked at in the background since OUT was opened
    /// (`EarlierBuild`): what the first `keep` compares with the manifest.
    private var lookahead: Background<[RelativePath: OutputFolder.Entry]>?
    /// The removal of the temporaries crashed runs left, in the background: `finish` waits for it.
    private let cleanup: Background<Void>
    private(set) var report = Report()

    /// Reads the manifest OUT holds and removes the temporaries a crashed run left in the folders
    /// the site writes (`planned`: every path it will write), in the background: it removes only
    /// files named like a temporary of a process that is gone, never one of this build, so it may
    /// run while the build writes, and it is done before `finish` returns. Without a manifest,
    /// and unless `force`, refuses when a file already stands at a planned path: OUT was not made
    /// by a build.
    convenience init(folder: OutputFolder, planned: [String], force: Bool, for publication: Publication = .site) throws(CommandError) {
        try self.init(earlier: EarlierBuild(folder: folder, for: publication), planned: planned, force: force)
    }

    /// The output into `earlier`'s folder, of its publication: as `init(folder:planned:force:for:)`,
    /// with the manifest read (and what it lists looked at) since `earlier` was made.
    init(earlier: EarlierBuild, planned: [String], force: Bool) throws(CommandError) {
        let folder = earlier.folder, publication = earlier.publication
        self.folder = folder
        self.publication = publication
        self.force = force
        let (reading, lookahead) = earlier.read()
        let paths = planned.compactMap(RelativePath.init)
        made.reserveCapacity(paths.count)
        switch reading {
        case .missing:
            if !force, let taken = paths.first(where: { folder.entry(at: $0) != .missing }) {
                throw .failure("\(folder.path) holds files and no \(publication.manifest), so no build made it: "
                    + "\(folder.path)/\(taken) would be replaced; refusing (--force writes into it, removing nothing)")
            }
            previous = [:]
        case .entries(let entries):
            previous = entries
        case .unverified:
            previous = [:]
            report.notices.append("\(publication.command): warning: \(folder.path)/\(publication.manifest): written by an earlier version without "
                + "proof of what it wrote; none of its files is removed, and a changed one is replaced only with --force")
        case .unreadable(let why):
            previous = [:]
            report.notices.append("\(publication.command): warning: \(folder.path)/\(publication.manifest): not a manifest this build can trust "
                + "(\(why)); not acted on: nothing it lists is removed or replaced")
        }
        recorded.reserveCapacity(max(previous.count, paths.count))
        self.lookahead = lookahead
        // After the lookahead, which `keep` waits for: the two would share the cores the site is
        // built on.
        cleanup = Background { [folder] in
            lookahead?.wait()
            // Each folder once: a site writes thousands of pages into a few folders.
            var parents: Set<ArraySlice<UInt8>> = []
            var folders: [RelativePath?] = [nil]
            for path in paths {
                let parent = path.parentBytes
                if !parent.isEmpty, parents.insert(parent).inserted { folders.append(RelativePath(bytes: Array(parent))) }
            }
            for relative in folders { folder.removeLeftoverTemporaries(in: relative) }
        }
    }

    /// Whether a site or an export may write, and later remove, the file at `path`: not a Norg
    /// document, not a manifest, not named like a temporary.
    static func mayWrite(_ path: RelativePath) -> Bool {
        guard !path.hasSuffix(".norg") else { return false }
        // Manifests and temporaries have hidden names: every other name is settled here.
        let name = path.lastComponent
        guard name.first == UInt8(ascii: ".") else { return true }
        return !Publication.manifests.contains { path.bytes.elementsEqual($0.utf8) } && OutputFolder.temporaryOwner(name) == nil
    }

    /// What one file's write came to.
    private enum Outcome: Sendable {
        case written(FileStamp, digest: SHA256.Digest)
        /// Its bytes were there already; the stamp of the file that holds them.
        case unchanged(FileStamp?)
        case failed(String)
    }

    /// Writes `files` (pages and other bytes the build made).
    func write(_ files: [SiteFile]) {
        let accepted = accept(files.map(\.path))
        let outcomes = ParallelWork.map(accepted.count) { [folder, previous, force, publication] position -> Outcome in
            let (path, index) = accepted[position]
            let bytes = files[index].bytes
            // One look at what stands there; anything but a regular file is refused by `replace`.
            let existing = folder.regularFile(at: path, comparedWith: bytes)
            if let existing, existing.holdsBytes { return .unchanged(existing.stamp) }
            do throws(CommandError) {
                if let existing {
                    try SiteOutput.mayReplace(path, stamp: existing.stamp, previous: previous, force: force, folder: folder,
                                              publication: publication)
                }
                return .written(try folder.replace(path, with: bytes), digest: SHA256.digest(bytes))
            } catch {
                return .failed(error.message)
            }
        }
        record(zip(accepted.map(\.path), outcomes))
    }

    /// Keeps, without rendering or reading them, the files of `candidates` (path and the SHA-256 of
    /// the bytes an earlier build wrote there, from the site cache) that still stand as written:
    /// the manifest lists the path with that digest and a stamp (device, inode, size, time) the
    /// file still has. Those count as made by this build and are listed again, and are returned,
    /// each with its digest; the rest are to be rendered and written as usual.
    func keep(_ candidates: [(path: String, digest: SHA256.Digest)]) -> [String: SHA256.Digest] {
        var kept: [String: SHA256.Digest] = [:]
        guard !previous.isEmpty else { return kept }
        // The candidates the manifest lists with the cache's digest, each as its position, path
        // and proof (plain values: thousands of pages, nothing retained per copy).
        var positions: [Int] = []
        var paths: [RelativePath] = []
        var proofs: [(stamp: FileStamp, digest: SHA256.Digest)] = []
        positions.reserveCapacity(candidates.count)
        paths.reserveCapacity(candidates.count)
        proofs.reserveCapacity(candidates.count)
        for (position, candidate) in candidates.enumerated() {
            let digest = candidate.digest
            guard let path = RelativePath(candidate.path),
                  let index = previous.index(forKey: path), previous[index].value.digest == digest,
                  SiteOutput.mayWrite(path) else { continue }
            positions.append(position)
            paths.append(path)
            proofs.append((previous[index].value.stamp, digest))
        }
        kept.reserveCapacity(paths.count)
        // One look at each in OUT.
        let standing = standingEntries(paths)
        for index in paths.indices {
            guard case .regularFile(let stamp) = standing[index], stamp == proofs[index].stamp,
                  made.insert(paths[index]).inserted else { continue }
            madeAgain += 1
            recorded[paths[index]] = SiteManifest.Entry(path: paths[index], stamp: stamp, digest: proofs[index].digest)
            kept[candidates[positions[index]].path] = proofs[index].digest
        }
        // What the site cache asks for (`writtenDigest`): the first table kept is shared, not copied.
        if keptDigests.isEmpty { keptDigests = kept } else { keptDigests.merge(kept) { _, new in new } }
        return kept
    }

    /// What stands at each of `paths`: the first time, as the lookahead found it (before this
    /// build wrote anything), looking now at any path it did not; afterwards, looked at now.
    private func standingEntries(_ paths: [RelativePath]) -> [OutputFolder.Entry] {
        guard let lookedAt = lookahead?.value else { return folder.entries(at: paths) }
        lookahead = nil
        var standing: [OutputFolder.Entry] = []
        standing.reserveCapacity(paths.count)
        var unseen: [Int] = []
        for (index, path) in paths.enumerated() {
            if let entry = lookedAt[path] {
                standing.append(entry)
            } else {
                standing.append(.missing)
                unseen.append(index)
            }
        }
        if !unseen.isEmpty {
            for (index, entry) in zip(unseen, folder.entries(at: unseen.map { paths[$0] })) { standing[index] = entry }
        }
        return standing
    }

    /// The SHA-256 of the bytes this build wrote or kept at `path`; nil when it made nothing there
    /// (or its write failed, leaving an earlier file).
    func writtenDigest(_ path: String) -> SHA256.Digest? {
        // A kept file is not written again (`accept`), so only a failure elsewhere makes it worth
        // the full look. Keys are compared as bytes: `String` equality also joins canonically
        // equivalent names.
        if failed.isEmpty, let index = keptDigests.index(forKey: path), keptDigests[index].key.utf8Order(path) == 0 {
            return keptDigests[index].value
        }
        guard let path = RelativePath(path), made.contains(path), failed.isEmpty || !failed.contains(path) else { return nil }
        return recorded[path]?.digest
    }

    /// Copies `assets` (files of the notes the pages reference), each a chunk at a time.
    func copy(_ assets: [SiteAsset]) {
        let accepted = accept(assets.map(\.path))
        let outcomes = ParallelWork.map(accepted.count) { [folder, previous, force, publication] position -> Outcome in
            let (path, index) = accepted[position]
            do throws(CommandError) {
                let written = try folder.copyFile(from: assets[index].source, to: path) { (stamp) throws(CommandError) in
                    try SiteOutput.mayReplace(path, stamp: stamp, previous: previous, force: force, folder: folder,
                                              publication: publication)
                }
                guard let written else {
                    if case .regularFile(let stamp) = folder.entry(at: path) { return .unchanged(stamp) }
                    return .unchanged(nil)
                }
                return .written(written.stamp, digest: written.digest)
            } catch {
                return .failed(error.message)
            }
        }
        record(zip(accepted.map(\.path), outcomes))
    }

    /// Removes what the previous build wrote and this one has not made, when it is still what was
    /// written, and each folder such a removal leaves empty (as `git rm` does: a folder is never
    /// listed, and one holding anything stays). Files below the top folder `pending` (one the
    /// build has still to write, Pagefind's bundle) wait for `finish`: so a later step that reads
    /// OUT (Pagefind) never meets a page the build no longer makes.
    func removeStale(except pending: String? = nil) {
        if settled.isEmpty && madeAgain == previous.count { return }
        let waiting = pending.map { Array($0.utf8) }
        // Only what this build did not make is sorted: after a rebuild, a few files of thousands.
        var stale: [SiteManifest.Entry] = []
        for (path, entry) in previous where !made.contains(path) && (settled.isEmpty || !settled.contains(path)) {
            stale.append(entry)
        }
        for entry in stale.sorted(by: { RelativePath.precedes($0.path, $1.path) }) {
            let path = entry.path
            if let waiting, path.components.first.map({ $0.elementsEqual(waiting) }) == true { continue }
            settled.insert(path)
            if SiteOutput.mayWrite(path) && folder.removeFile(entry, chunks: FileChunks(size: 1 << 16)) {
                report.removed.append(path.string)
                removeFoldersLeftEmpty(above: path)
            } else if case .regularFile(let stamp) = folder.entry(at: path) {
                // Still the build's (its removal failed): kept listed, to be removed later.
                if SiteOutput.proves(entry, stamp, folder: folder) {
                    recorded[path] = SiteManifest.Entry(path: path, stamp: stamp, digest: entry.digest)
                } else {
                    mismatchedCount += 1
                }
            }
        }
    }

    /// The folders above `path`, innermost first, while each is left empty; the first that is not
    /// (or cannot be removed) ends the climb. OUT itself stays.
    private func removeFoldersLeftEmpty(above path: RelativePath) {
        var components = path.components.dropLast()
        while !components.isEmpty {
            guard let folderPath = RelativePath(bytes: Array(components.joined(separator: [UInt8(ascii: "/")]))),
                  folder.removeEmptyFolder(folderPath) else { return }
            components.removeLast()
        }
    }

    /// Removes what is stale (`removeStale`), then writes the manifest; the report of the whole
    /// build.
    func finish() -> Report {
        cleanup.wait()
        removeStale()
        let mismatched = mismatchedCount
        if mismatched > 0 {
            report.notices.append("\(publication.command): warning: \(mismatched) file\(mismatched == 1 ? "" : "s") that \(folder.path)/\(publication.manifest) "
                + "lists no longer match\(mismatched == 1 ? "es" : "") what the build wrote; kept")
        }
        let manifest = SiteManifest(entries: Array(recorded.values)).bytes
        let manifestPath = RelativePath(publication.manifest)!
        if folder.read(manifestPath) != manifest {
            do {
                _ = try folder.replace(manifestPath, with: manifest)
            } catch {
                report.failures.append("\(publication.command): warning: \(error.message)")
            }
        }
        report.changed.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return report
    }

    /// The paths of a batch that may be written, each with its position in the batch: a path that
    /// is not a `RelativePath` or that `mayWrite` refuses, and a second file at a path already
    /// made, are reported instead.
    private func accept(_ paths: [String]) -> [(path: RelativePath, index: Int)] {
        var accepted: [(path: RelativePath, index: Int)] = []
        for (index, text) in paths.enumerated() {
            guard let path = RelativePath(text), SiteOutput.mayWrite(path) else {
                report.failures.append("\(publication.command): warning: \(folder.path)/\(text): not a path the \(publication.name) may write; skipped")
                continue
            }
            guard made.insert(path).inserted else {
                report.failures.append("\(publication.command): warning: \(folder.path)/\(text): made twice; the first kept")
                continue
            }
            if !previous.isEmpty && previous[path] != nil { madeAgain += 1 }
            accepted.append((path, index))
        }
        return accepted
    }

    private func record(_ outcomes: some Sequence<(RelativePath, Outcome)>) {
        for (path, outcome) in outcomes {
            switch outcome {
            case .written(let stamp, let digest):
                recorded[path] = SiteManifest.Entry(path: path, stamp: stamp, digest: digest)
                report.changed.append(path.string)
            case .unchanged(let stamp):
                // Listed again only when the manifest proves the build wrote it: a file found
                // identical (the notes' own picture, when OUT is the notes) is never the build's.
                if let stamp, SiteOutput.proves(previous[path], stamp, folder: folder) {
                    recorded[path] = SiteManifest.Entry(path: path, stamp: stamp, digest: previous[path]!.digest)
                }
            case .failed(let message):
                failed.insert(path)
                report.failures.append("\(publication.command): warning: \(message); skipped")
                // Still the build's file, when it was: a later build may replace or remove it.
                if let entry = previous[path], case .regularFile(let stamp) = folder.entry(at: path),
                   SiteOutput.proves(entry, stamp, folder: folder) {
                    recorded[path] = SiteManifest.Entry(path: path, stamp: stamp, digest: entry.digest)
                }
            }
        }
    }

    /// Whether `entry` proves that the file standing at its path with `stamp` is the one a build
    /// wrote: the same device, inode and size, and the same modification time or (when something
    /// touched it) bytes that still hash to the recorded digest.
    static func proves(_ entry: SiteManifest.Entry?, _ stamp: FileStamp, folder: OutputFolder) -> Bool {
        guard let entry, entry.stamp.identity == stamp.identity, entry.stamp.size == stamp.size else { return false }
        return entry.stamp == stamp || folder.digest(at: entry.path) == entry.digest
    }

    /// Throws unless the file with `stamp` at `path` may be replaced: the manifest lists it with
    /// that stamp, or `force`.
    private static func mayReplace(_ path: RelativePath, stamp: FileStamp, previous: [RelativePath: SiteManifest.Entry],
                                   force: Bool, folder: OutputFolder, publication: Publication) throws(CommandError) {
        guard !force, !proves(previous[path], stamp, folder: folder) else { return }
        throw .failure("\(folder.path)/\(path): a file this \(publication.name) did not write (or changed since) stands there; "
            + "not replaced (--force replaces it)")
    }
}
