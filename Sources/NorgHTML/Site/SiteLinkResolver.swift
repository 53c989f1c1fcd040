import NorgEscaping
import NorgKit

/// Where a link goes in a site: the one mechanism both the pages (`LinkWriter`) and the site's
/// pre-pass (reports, backlinks, assets) use, so what is reported is what is written.
struct SiteLinkResolver: Sendable {
    /// What a link of one document names in the site.
    enum Target: Equatable {
        /// A page, at a node of it when `id` is given.
        case page(path: String, id: String?)
        /// A file of the folder that is not a document, copied next to the pages.
        case file(path: String)
        /// A page, heading or file the site does not hold.
        case unresolved
        /// A file of the folder the site does not know of (it knows `files`, and not this one).
        case missingFile(path: String)
        /// A path the site never follows (absolute, home, outside the folder …).
        case refused(SitePath.Refusal)
    }

    /// A link's target, and for a wiki link the other documents holding its title.
    struct Resolution {
        var target: Target
        /// The other documents with a heading of the wiki link's title, after the one it takes.
        var alsoIn: [String] = []
        /// How many other documents hold the title (`alsoIn` names the first few).
        var others = 0
    }

    /// The site's documents by path; each one's link index is read only when a link needs it.
    var notes: [String: HTMLSite.Note]
    var wiki: SiteWikiTable
    /// The folder's other files, when known; nil trusts every file a link names.
    let files: Set<String>?

    /// The site's answer for `link` of the document at `current`, whose own index resolved it to
    /// `resolution`; nil when the page answers it itself (a URL, a node of the page, a timestamp).
    func resolve(_ link: InlineLink, _ resolution: LinkResolution, from current: String) -> Resolution? {
        switch resolution {
        case .external, .local:
            return nil
        case .file(let path, let location):
            if location.file != nil { return Resolution(target: fileLocation(path, location, from: current)) }
            return Resolution(target: file(path, from: current))
        case .unresolved:
            // An anchor declaration carries its definition's location (none when it has none).
            guard let location = link.location, location.file == nil else { return nil }
            switch location.target {
            case .wiki(let title):
                return wikiLink(title, from: current)
            case .url, .externalFile, .timestamp, .extendable, .none:
                return nil
            default:
                return Resolution(target: .unresolved)
            }
        }
    }

    /// `{? title}` that the current document does not answer: the first other document with a
    /// heading of that title, in path order.
    private func wikiLink(_ title: String, from current: String) -> Resolution {
        // The current document holds no heading of this title (its own index, which compares
        // titles the same way, found none), so every entry is another document.
        let entries = wiki.headings(titled: title)
        guard let first = entries.first else { return Resolution(target: .unresolved) }
        // The report names a few; a title in thousands of files must not make it quadratic.
        let others = entries.dropFirst().prefix(Self.reportedAlternatives).map(\.path)
        return Resolution(target: .page(path: first.path, id: first.id), alsoIn: others, others: entries.count - 1)
    }

    /// What a link's answer depends on besides its own document: another document's path, or a
    /// wiki title other documents' headings answer. When that document, or a document holding
    /// (or losing) a heading of that title, changes, the link is resolved again.
    enum Dependency: Hashable, Sendable {
        case path(String)
        case wikiKey(String)
    }

    /// What `link` of the document at `current` (resolved by its own index to `resolution`)
    /// depends on, by the same reading as `resolve`; nil when only its own document answers it.
    func dependency(of link: InlineLink, _ resolution: LinkResolution, from current: String) -> Dependency? {
        switch resolution {
        case .external, .local:
            return nil
        case .file(let written, let location):
            let path = location.file != nil ? LinkPolicy.strippingNorgExtension(written) : written
            guard case .success(var resolved) = SitePath.resolve(path, from: current) else { return nil }
            if location.file == nil {
                guard resolved.hasSuffix(".norg") else { return nil }
                resolved = String(resolved.dropLast(5))
            }
            return .path(resolved)
        case .unresolved:
            guard let location = link.location, location.file == nil, case .wiki(let title) = location.target else { return nil }
            return .wikiKey(LinkIndex.wikiKey(of: title))
        }
    }

    /// How many other documents an ambiguous wiki link's resolution names.
    static let reportedAlternatives = 3

    /// `{:path:…}`: a document's page (at the node the location names, if any), else a file of
    /// the folder at that path.
    private func fileLocation(_ written: String, _ location: LinkLocation, from current: String) -> Target {
        let resolved: String
        switch SitePath.resolve(LinkPolicy.strippingNorgExtension(written), from: current) {
        case .success(let path): resolved = path
        case .failure(let refusal): return .refused(refusal)
        }
        if let index = notes[resolved]?.index {
            switch location.target {
            case .none:
                return .page(path: resolved, id: nil)
            case .lineNumber:
                // Another document's index gives ids only to the lines its own links name.
                if case .local(let id, _) = index.resolve(LinkLocation(target: location.target, rawText: location.rawText)) {
                    return .page(path: resolved, id: id)
                }
                return .page(path: resolved, id: nil)
            default:
                guard case .local(let id, _) = index.resolve(LinkLocation(target: location.target, rawText: location.rawText)) else {
                    return .unresolved
                }
                return .page(path: resolved, id: id)
            }
        }
        // `{:path:}` to a file that is no document: the file, when the folder holds it.
        guard case .none = location.target else { return .unresolved }
        guard let files, files.contains(resolved) else { return .missingFile(path: resolved) }
        return .file(path: resolved)
    }

    /// `{/ path}` or an `.image`'s source: a document's page when it names a `.norg` file of the
    /// site (unless `toFileOnly`: an image shows the file), else a file of the folder.
    func file(_ written: String, from current: String, toFileOnly: Bool = false) -> Target {
        switch SitePath.resolve(written, from: current) {
        case .failure(let refusal):
            return .refused(refusal)
        case .success(let path):
            if !toFileOnly, path.hasSuffix(".norg"), notes[String(path.dropLast(5))] != nil {
                return .page(path: String(path.dropLast(5)), id: nil)
            }
            if let files, !files.contains(path) { return .missingFile(path: path) }
            return .file(path: path)
        }
    }
}
