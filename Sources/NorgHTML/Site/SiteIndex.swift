import NorgKit

/// A site's documents indexed for an editor, kept up to date one document at a time: each
/// document's `LinkIndex` and title, the wiki table, and which documents link where. Links resolve
/// by the resolver `HTMLSite` uses, so the editor follows a link exactly where `norg render` sends
/// it and reports the problems its report lists (`problems(of:)`).
///
/// A change to one document (`update(_:_:)`) indexes that document again and re-resolves only the
/// links whose answer it can change: those naming its path, and wiki links naming a title among its
/// headings before or after the change. The cost of a change is that document plus those links,
/// not the site.
package struct SiteIndex: Sendable {
    /// The documents' paths in byte order.
    package private(set) var paths: [String] = []
    private var resolver = SiteLinkResolver(notes: [:], wiki: SiteWikiTable(notes: []), files: nil)
    private var titles: [String: String] = [:]
    private var images: [String: [SiteLinkGraph.Image]] = [:]
    /// What each document's links depend on besides the document, and who depends on each name.
    private var dependencies: [String: Set<SiteLinkResolver.Dependency>] = [:]
    private var dependents: [SiteLinkResolver.Dependency: Set<String>] = [:]
    /// The other documents each document's links reach, and who reaches each document.
    private var targets: [String: Set<String>] = [:]
    private var linkers: [String: Set<String>] = [:]
    /// Each document's link problems, found when its links were last resolved (they change only
    /// when its links are resolved again: the same dependencies decide both).
    private var problemsByPath: [String: [SiteLinkProblem]] = [:]
    /// Each document's links to other documents, in document order: (link start, target, node id).
    private var pageLinks: [String: [(offset: Int, target: String, id: String?)]] = [:]

    /// `documents` keyed by site path (as for `HTMLSite.init(documents:files:)`; other files are
    /// not known, so `{/ file}` links are taken to name files that exist).
    package init(documents: [String: NorgDocument]) {
        paths = documents.keys.sorted { $0.utf8Precedes($1) }
        var ordered: [(path: String, note: HTMLSite.Note)] = []
        for path in paths {
            let note = HTMLSite.Note(documents[path]!)
            ordered.append((path, note))
            resolver.notes[path] = note
            describe(path, note)
        }
        resolver.wiki = SiteWikiTable(notes: ordered)
        for path in paths { resolveLinks(of: path) }
    }

    /// Replaces the document at `path` (nil removes it; a new path adds it) and returns the paths
    /// of the documents whose links may now go elsewhere or nowhere: the document itself (when it
    /// is in the site) and those linking to it by path or by one of its heading titles.
    @discardableResult
    package mutating func update(_ path: String, _ document: NorgDocument?) -> Set<String> {
        var names: Set<SiteLinkResolver.Dependency> = [.path(path)]
        if let old = resolver.notes[path] {
            for key in SiteWikiTable.keys(of: old) { names.insert(.wikiKey(key)) }
            resolver.wiki.remove(path, note: old)
        }
        forgetLinks(of: path)
        let position = insertionPoint(of: path)
        if let document {
            let note = HTMLSite.Note(document)
            resolver.notes[path] = note
            resolver.wiki.insert(path, note: note)
            for key in SiteWikiTable.keys(of: note) { names.insert(.wikiKey(key)) }
            describe(path, note)
            if position == paths.count || paths[position] != path { paths.insert(path, at: position) }
        } else {
            resolver.notes[path] = nil
            titles[path] = nil
            images[path] = nil
            if position < paths.count, paths[position] == path { paths.remove(at: position) }
        }
        var affected: Set<String> = document == nil ? [] : [path]
        for name in names { affected.formUnion(dependents[name] ?? []) }
        for source in affected {
            forgetLinks(of: source)
            resolveLinks(of: source)
        }
        return affected
    }

    /// The index of the document at `path` (every link listed), nil for a path the site lacks.
    package func linkIndex(of path: String) -> LinkIndex? {
        resolver.notes[path]?.index
    }

    /// The title of the document at `path`, by `HTMLSite.title(of:)`'s rule.
    package func title(of path: String) -> String {
        titles[path] ?? SitePath.name(of: path)
    }

    /// Where `link`, of the document at `path`, goes (`HTMLSite.destination(of:in:)`).
    package func destination(of link: InlineLink, in path: String) -> HTMLSite.LinkDestination? {
        resolver.destination(of: link, in: path)
    }

    /// The link problems of the document at `path`, as `HTMLSite.linkProblems` lists them.
    package func problems(of path: String) -> [SiteLinkProblem] {
        problemsByPath[path] ?? []
    }

    /// The links of the document at `source` that go to the other document `target`, in document
    /// order: each link's start offset and the node id it names (nil: the document itself).
    package func links(from source: String, to target: String) -> [(offset: Int, id: String?)] {
        (pageLinks[source] ?? []).compactMap { $0.target == target ? ($0.offset, $0.id) : nil }
    }

    /// The other documents with a link to the document at `path`, in byte order.
    package func linkers(of path: String) -> [String] {
        (linkers[path] ?? []).sorted { $0.utf8Precedes($1) }
    }

    // MARK: Upkeep

    private func insertionPoint(of path: String) -> Int {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle].utf8Precedes(path) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The title and images of `note` (what `HTMLSite` reads of a document), the title by the
    /// site's fallback rule.
    private mutating func describe(_ path: String, _ note: HTMLSite.Note) {
        titles[path] = note.pageTitle(at: path)
        images[path] = note.images
    }

    /// Resolves the links of `source` once, as the site's pre-pass does: their problems, which
    /// documents they reach, and what they depend on.
    private mutating func resolveLinks(of source: String) {
        guard let index = resolver.notes[source]?.index else { return }
        var reached: Set<String> = []
        var links: [(offset: Int, target: String, id: String?)] = []
        problemsByPath[source] = SiteLinkGraph.problems(of: source, index: index, images: images[source] ?? [],
                                                        resolver: resolver) { target, offset in
            guard case .page(let target, let id) = target, target != source else { return }
            reached.insert(target)
            links.append((offset, target, id))
        }
        pageLinks[source] = links
        var names: Set<SiteLinkResolver.Dependency> = []
        for link in index.siteLinks {
            if let name = resolver.dependency(of: link, index.resolve(link), from: source) { names.insert(name) }
        }
        dependencies[source] = names
        targets[source] = reached
        for name in names { dependents[name, default: []].insert(source) }
        for target in reached { linkers[target, default: []].insert(source) }
    }

    private mutating func forgetLinks(of source: String) {
        problemsByPath[source] = nil
        pageLinks[source] = nil
        for name in dependencies.removeValue(forKey: source) ?? [] {
            dependents[name]?.remove(source)
            if dependents[name]?.isEmpty == true { dependents[name] = nil }
        }
        for target in targets.removeValue(forKey: source) ?? [] {
            linkers[target]?.remove(source)
            if linkers[target]?.isEmpty == true { linkers[target] = nil }
        }
    }
}
