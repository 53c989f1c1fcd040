import NorgEscaping
import NorgKit

/// A set of documents rendered together (a folder): `{:path:}`, `{/ path}` and `{? title}` links
/// between them become relative links to the pages and files that exist, with a `#id` when they
/// name a node of the other page.
///
/// Building a site checks every link once (`linkProblems`), lists each page's backlinks
/// (`backlinks(to:)`) and the local files the pages reference (`assetPaths`), so rendering the
/// pages, in any order or in parallel, only looks answers up.
public struct HTMLSite: Sendable {
    let resolver: SiteLinkResolver
    /// The documents' paths in byte order.
    public let paths: [String]
    private let titles: [String: String]
    let graph: SiteLinkGraph

    /// `documents` keyed by their path relative to the site root, `/`-separated, without `.norg`
    /// (`notes/todo` for `notes/todo.norg`), which is also where each page goes (`notes/todo.html`).
    /// `files` are the folder's other files that links and images may name (relative paths).
    /// Without them (nil), `{/ path}` links and `.image`s are taken to name files that exist, and
    /// a `{:path:}` naming no document stays text, as for a page rendered alone.
    public init(documents: [String: NorgDocument], files: Set<String>? = nil) {
        self.init(notes: documents.mapValues { HTMLSite.Note($0) }, files: files)
    }

    /// The site of the documents `notes` describes, keyed as in `init(documents:files:)`; `order`,
    /// when given, lists the keys, and saves sorting them when it already is in byte order.
    /// `titles`, when given, are the notes' page titles by key (`Note.pageTitle(at:)`), which the
    /// caller has worked out already. With `links`, a document whose earlier record holds is not
    /// resolved again, and the others' records are kept (`linkRecords`).
    package init(notes: [String: Note], order: [String]? = nil, files: Set<String>? = nil, titles: [String: String]? = nil,
                 links: SiteLinkMemory? = nil) {
        var paths = order ?? Array(notes.keys)
        if paths.count != notes.count || zip(paths, paths.dropFirst()).contains(where: { !$0.utf8Precedes($1) })
            || !paths.allSatisfy({ notes[$0] != nil }) {
            paths = notes.keys.sorted { $0.utf8Precedes($1) }
        }
        var ordered: [(path: String, note: Note)] = []
        // Each document's `.image` sources, in path order: only the pre-pass reads them.
        var images: [[SiteLinkGraph.Image]] = []
        var worked: [String: String] = [:]
        ordered.reserveCapacity(paths.count)
        images.reserveCapacity(paths.count)
        if titles == nil { worked.reserveCapacity(paths.count) }
        for path in paths {
            let note = notes[path]!
            ordered.append((path, note))
            images.append(note.images)
            if titles == nil { worked[path] = note.pageTitle(at: path) }
        }
        let titles = titles ?? worked
        self.paths = paths
        self.titles = titles
        resolver = SiteLinkResolver(notes: notes, wiki: SiteWikiTable(notes: ordered), files: files)
        graph = SiteLinkGraph(paths: paths, resolver: resolver, titles: titles, images: images, memory: links)
    }

    private init(_ site: HTMLSite, files: Set<String>) {
        paths = site.paths
        titles = site.titles
        resolver = SiteLinkResolver(notes: site.resolver.notes, wiki: site.resolver.wiki, files: files)
        graph = site.graph.withFiles(files)
    }

    /// The same site, knowing which other files the folder holds (relative paths): links and
    /// images naming any other file stay text and are reported. The documents are not indexed
    /// again, nor their links resolved again: only the files they name are looked up in `files`.
    public func withFiles(_ files: Set<String>) -> HTMLSite {
        HTMLSite(self, files: files)
    }

    func index(at path: String?) -> LinkIndex? {
        path.flatMap { resolver.notes[$0]?.index }
    }

    /// The title of the document at `path`, by the rule its page's `<title>` and the sidebar follow
    /// (`HTMLWriter.title(of:fallback:)`): its metadata title, else its first heading's plain text,
    /// else its file name.
    public func title(of path: String) -> String {
        titles[path] ?? SitePath.name(of: path)
    }

    /// The local files the pages reference (`.image`, `{/ file}`, `{:file:}` naming no document),
    /// as site paths, sorted and without duplicates; with `files` known, only those that exist.
    public var assetPaths: [String] { graph.assets }

    /// Every local file the pages name (`.image`, `{/ file}`, `{:file:}` naming no document), as
    /// site paths, sorted, whether it exists or not: where to look in the folder before
    /// `withFiles(_:)`.
    public var referencedFiles: [String] { graph.referencedFiles }

    /// Every link of the site that names nothing it holds, is refused, or is ambiguous, in path
    /// order, then line order.
    public var linkProblems: [SiteLinkProblem] { graph.problems }

    /// The links of a document rendered on its own that name a heading or other node it does not
    /// hold (wiki links included: without a site, the document is all there is). Links to other
    /// files are not checked: no site says which exist. `path` names the document in the problems.
    public static func linkProblems(in document: NorgDocument, path: String) -> [SiteLinkProblem] {
        // The parser's link pass leaves a diagnostic for every such link: without one, there is
        // nothing to find, and no second index to build.
        guard !document.diagnostics.isEmpty else { return [] }
        let index = LinkIndex(document: document)
        let resolver = SiteLinkResolver(notes: [:], wiki: SiteWikiTable(notes: []), files: nil)
        return index.siteLinks.compactMap { link in
            guard case .unresolved = index.resolve(link),
                  resolver.resolve(link, .unresolved, from: path)?.target == .unresolved else { return nil }
            return SiteLinkProblem(path: path, line: link.range.start.line, source: SiteLinkGraph.source(of: link),
                                   kind: .unresolved)
        }
    }

    /// The link records of the documents this site resolved (built with `links:`), by path: those
    /// whose earlier record did not hold. A document with none here kept its earlier record.
    package var linkRecords: [String: SiteLinkRecord] { graph.records }

    /// How many wiki-link title lookups the site has made (building it, and rendering its pages).
    package var wikiLookups: Int { resolver.wiki.lookups.count }

    /// The places that link to the document at `path`, in source path order then document order,
    /// one entry per (source, heading) pair. Links from the document to itself are not listed.
    public func backlinks(to path: String) -> [SiteBacklink] {
        graph.backlinks(to: path)
    }

    /// The href from the page at `from` to the page at `path` (with `#id` when given): relative,
    /// percent-encoded.
    public func pageHref(to path: String, id: String?, from: String) -> String {
        var href = SitePath.href(to: path + ".html", from: from)
        if let id { href += "#" + LinkPolicy.percentEncodedPath(id) }
        return href
    }

    /// The `href` of a resolved target from the page at `current`.
    func href(to target: SiteLinkResolver.Target, from current: String) -> String? {
        switch target {
        case .page(let path, let id): pageHref(to: path, id: id, from: current)
        case .file(let path): SitePath.href(to: path, from: current)
        case .unresolved, .missingFile, .refused: nil
        }
    }

}
