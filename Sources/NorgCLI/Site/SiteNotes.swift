import NorgHTML
import NorgKit

/// The notes of a folder that a publication of it holds: what `norg render DIR` makes a site of
/// and `norg export DIR` writes as Markdown or Pandoc JSON. One set of folder rules for both: the
/// folder walk (`NorgFolder`: hidden files skipped, symbolic links followed only inside the folder,
/// the output folder left out), `.norgignore`, drafts (`draft: true`, published only when asked),
/// names that collide in another Unicode normalisation or case (none of them published), files
/// that cannot be read or repaired UTF-8 (warned about), and which referenced files may be copied
/// (`SiteAssets`). Every warning starts with the publication's command.
struct SiteNotes {
    /// The folder, as walked.
    let folder: NorgFolder
    /// The rules of `DIR/.norgignore`.
    let ignore: SiteIgnore
    /// Where each published note's document comes from, by key (`notes/todo` for
    /// `notes/todo.norg`): its parse, or its bytes when its summary came from the cache.
    private(set) var sources: [String: SiteNoteSource] = [:]
    /// The keys of the published notes, in the walk's (path) order.
    private(set) var keys: [String] = []
    /// A digest (`SiteDigest`) and the length of each published note's bytes, by key: what a
    /// rebuild compares, and what the note's summary is kept under.
    private(set) var digests: [String: SiteNoteSummaries.Key] = [:]
    /// What the site reads of each published note, by key: made beside its parse, or taken from
    /// `summaries` for bytes the cache has summarised.
    private(set) var summaries: [String: HTMLSite.Note] = [:]
    /// Warnings, in path order: entries skipped, notes unreadable or repaired, names that collide.
    private(set) var messages: [String] = []
    /// How many notes (or folder entries) were skipped.
    private(set) var skippedCount = 0
    /// How many notes `.norgignore` or `draft: true` left out.
    private(set) var leftOutCount = 0

    /// Reads (in parallel) every note below `input` that is published: not left out by
    /// `.norgignore`, not a draft unless `drafts`. A note whose bytes `cached` summarises is not
    /// parsed (`SiteNoteSource.document` parses it if its page is rendered); every other note is.
    /// `output`: the output folder when it lies inside the notes, never walked.
    init(_ input: String, excluding output: FileIdentity?, drafts: Bool, limit: InputLimit,
         cached: () -> SiteNoteSummaries = { SiteNoteSummaries() }, for publication: Publication) throws(CommandError) {
        let command = publication.command
        folder = try NorgFolder.opening(input, excluding: output)
        for skipped in folder.skipped {
            messages.append("\(command): warning: \(skipped.path): \(skipped.reason); skipped")
        }
        skippedCount = folder.skipped.count
        ignore = try SiteBuild.ignoreRules(in: folder.root, limit: limit)
        messages += ignore.warnings.map { "\(command): warning: \(folder.root)/\(SiteBuild.ignoreFileName): \($0)" }
        let notePaths = folder.relativePaths.filter { !ignore.excludes($0) }
        leftOutCount = folder.relativePaths.count - notePaths.count

        let root = folder.root
        // Asked for once the folder is walked: a store read beside the walk is ready by then.
        let cached = cached()
        // Each note is summarised for the site on the thread that read it (a draft left out is
        // summarised for nothing, a small price for not summarising every note on one thread later).
        // Names that collide are found beside the reading.
        let collisions = Background { SiteBuild.collidingNames(notePaths) }
        // Each folder is opened once, and its notes by their names in it.
        let folders = OpenFolders(root: root, paths: notePaths)
        defer { folders.closeAll() }
        // Optional only so that each result can be taken out of the list below, not copied.
        var parsed = ParallelWork.map(notePaths.count) { position -> (key: String, source: SiteNoteSource?, messages: [String], digest: SiteNoteSummaries.Key, summary: HTMLSite.Note?)? in
            // The full path is made only for a message.
            let path = { root + "/" + notePaths[position] }
            let key = String(notePaths[position].dropLast(".norg".count))
            do throws(CommandError) {
                let bytes = try folders.read(position, path: path(), limit: limit)
                let digest = SiteNoteSummaries.Key(digest: SiteDigest.of(bytes), length: bytes.count)
                let messages = RenderCommand.repairWarning(bytes, name: path(), command: command).map { [$0] } ?? []
                if let summary = cached.note(digest, bytes: bytes) {
                    return (key, .unparsed(bytes), messages, digest, summary)
                }
                let document = NorgParser.parse(bytes: bytes)
                return (key, .parsed(document), messages, digest, HTMLSite.Note(document))
            } catch {
                return (key, nil, ["\(command): warning: \(error.message); skipped"], SiteNoteSummaries.Key(digest: 0, length: 0), nil)
            }
        }
        let colliding = collisions.value
        sources.reserveCapacity(notePaths.count)
        keys.reserveCapacity(notePaths.count)
        digests.reserveCapacity(notePaths.count)
        summaries.reserveCapacity(notePaths.count)
        // Each result is taken out of the list and apart, so none of its parts is copied: a copy
        // retains what another thread made, a cache line to fetch each time.
        for (position, relative) in notePaths.enumerated() {
            guard let (key, source, noteMessages, digest, summary) = parsed[position].take() else { continue }
            if !noteMessages.isEmpty { messages += noteMessages }
            // Most folders hold no colliding names: no key to make for each note then.
            if !colliding.isEmpty, let others = colliding[Array(relative.utf8)] {
                // Names equal as Unicode text look alike on a terminal: their scalars tell them apart.
                let alike = others.contains(relative)
                let shown = { (name: String) in alike ? SiteBuild.scalars(name) : name }
                messages.append("\(command): error: \(root)/\(shown(relative)): its name collides with "
                    + others.map { "\(root)/\(shown($0))" }.joined(separator: ", ")
                    + " (the same name in another Unicode normalisation or case); neither \(publication.noteOutput) written")
                skippedCount += 1
                continue
            }
            guard let source, let summary else {
                skippedCount += 1
                continue
            }
            if !drafts && summary.isDraft {
                leftOutCount += 1
                continue
            }
            sources[key] = source
            keys.append(key)
            digests[key] = digest
            summaries[key] = summary
        }
    }

    /// The published notes' documents by key, every one parsed (an export reads them all).
    var documents: [String: NorgDocument] { sources.mapValues(\.document) }

    /// The published notes as a site (`HTMLSite(documents:)`), from their summaries.
    var site: HTMLSite { site(titles: nil, links: nil) }

    /// The published notes as a site, given their page titles when the caller has worked them
    /// out, and keeping their link records with `links` (`HTMLSite(notes:…)`).
    func site(titles: [String: String]?, links: SiteLinkMemory?) -> HTMLSite {
        HTMLSite(notes: summaries, order: keys, titles: titles, links: links)
    }

    /// A site of the notes, its links checked against the files it copies.
    struct Linked {
        /// The site, knowing which referenced files it copies.
        var site: HTMLSite
        /// The referenced files to copy, in path order.
        var assets: [SiteAsset]
        /// Files refused, then every link problem, in path order.
        var messages: [String]
        /// How many links or images name nothing the site holds, or are refused.
        var brokenLinkCount: Int
    }

    /// Finds the files the notes of `indexed` (`HTMLSite(documents:)` of `documents`) reference in
    /// the folder, never one `.norgignore` leaves out (the link report names it) or one at a
    /// `reserved` path (what the build writes itself), and checks every link against them.
    func linked(_ indexed: HTMLSite, reserved: (String) -> Bool, output: FileIdentity?, for publication: Publication) -> Linked {
        let command = publication.command
        let assets = SiteAssets(indexed.referencedFiles.filter { !ignore.excludes($0) }, in: folder, reserved: reserved,
                                output: output)
        let site = indexed.withFiles(Set(assets.files.map(\.path)))
        let problems = site.linkProblems
        let root = folder.root
        return Linked(site: site, assets: assets.files,
                      messages: assets.warnings.map { "\(command): warning: \($0)" }
                          + problems.map { LinkReport.line(for: $0, file: { root + "/" + $0 + ".norg" }) },
                      brokenLinkCount: problems.count(where: \.isBroken))
    }
}
