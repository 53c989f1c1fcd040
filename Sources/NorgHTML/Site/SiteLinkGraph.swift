import Dispatch
import NorgEscaping
import NorgKit
import Synchronization

/// The site's pre-pass: every link and `.image` of every document resolved once, in path order
/// then document order, into what the pages need besides their own content (backlinks, the files
/// to copy) and what `norg render` reports. Linear in the links: each is one resolution.
///
/// Only whether a named file exists depends on the folder's file set, so the pass runs once, on
/// the resolver that does not know it, and keeps each file a link or image names with the answer
/// it got; `withFiles` then answers those again from the set, without resolving any link again.
struct SiteLinkGraph: Sendable {
    /// An `.image` of a document: its source as written and its line.
    struct Image: Sendable {
        var source: String
        var line: Int
        var offset: Int
    }

    /// A problem in report order, or a file named by a link or image that is one only when the
    /// folder does not hold the file.
    struct Finding: Sendable {
        var problem: SiteLinkProblem
        /// The file named, when the problem depends on whether it exists.
        var file: String?
        /// Whether the pass's resolver took `file` to exist.
        var existed = false
    }

    /// Each document's position in the pass's paths: the tables below are arrays in that order,
    /// so gathering what thousands of documents found needs no table looked up by path.
    private let positions: [String: Int]
    /// The backlinks of each document, by position.
    private var backlinksByPosition: [[SiteBacklink]]
    private(set) var assets: [String] = []
    /// Every file the links and images name, whether the site knows it exists or not.
    private(set) var referencedFiles: [String] = []
    private(set) var problems: [SiteLinkProblem] = []
    /// Each document's `siteLinks`' targets, by position (`targets(of:)`).
    private var targetsByPosition: [[SiteLinkResolver.Target?]?]
    /// The folder's other files, when known (as the resolver of the pass did not).
    private(set) var files: Set<String>?
    private var findings: [Finding] = []
    /// The files named, each with whether the pass's resolver took it to exist.
    private var named: [String: Bool] = [:]

    /// A link of one document to another page, with the heading it sits under.
    struct PageLinkEntry: Sendable {
        var target: String
        var headingTitle: String?
        var headingID: String?
    }

    /// What the pass finds in one document, apart from the others (kept between builds in a
    /// `SiteLinkRecord`).
    struct DocumentLinks: Sendable {
        var targets: [SiteLinkResolver.Target?] = []
        /// Its links to other pages, in document order, with the heading each sits under: each
        /// (page, heading) pair once, as the page's backlinks list it.
        var pageLinks: [PageLinkEntry] = []
        /// Its findings, in document order.
        var findings: [Finding] = []
        /// The files it names, in document order, each with the answer the pass got.
        var named: [(file: String, existed: Bool)] = []
    }

    /// The documents the pass resolved, as records to keep (`SiteLinkRecord`), by path: with a
    /// `memory`, each document whose earlier record did not hold; without one, none.
    private(set) var records: [String: SiteLinkRecord] = [:]

    init(paths: [String], resolver: SiteLinkResolver, titles: [String: String], images: [[Image]],
         memory: SiteLinkMemory? = nil) {
        files = resolver.files
        positions = Dictionary(uniqueKeysWithValues: zip(paths, paths.indices))
        backlinksByPosition = Array(repeating: [], count: paths.count)
        targetsByPosition = Array(repeating: nil, count: paths.count)
        // A record holds what a pass that does not know the folder's files found (the files are
        // answered afterwards, `withFiles`): a pass that knows them keeps none.
        let memory = resolver.files == nil ? memory : nil
        // Each document's links are resolved on their own, in parallel (or taken from the record
        // an earlier build kept, while it holds); what they add to the others' pages (backlinks)
        // is then gathered in path order. Each document's result also holds what the gathering
        // would otherwise look up by path: the position of each page it links to (-1: not a page
        // of the pass) and its title.
        typealias Found = (links: DocumentLinks, record: SiteLinkRecord?, targets: [Int], title: String)
        let found = Mutex([Found?](repeating: nil, count: paths.count))
        let positions = positions
        @Sendable func gathered(_ links: DocumentLinks, _ record: SiteLinkRecord?, at path: String) -> Found {
            (links, record, links.pageLinks.map { positions[$0.target] ?? -1 },
             links.pageLinks.isEmpty ? path : titles[path] ?? path)
        }
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            let path = paths[position]
            // A note whose record holds is not looked into: its link index is never read.
            guard let note = resolver.notes[path] else { return }
            if let memory, let record = memory.earlier(path), record.holds(resolver: resolver, versions: memory.versions) {
                let result = gathered(record.links, nil, at: path)
                found.withLock { $0[position] = result }
                return
            }
            // Dependencies are gathered only for a record to keep.
            var dependencies: [SiteLinkResolver.Dependency]? = memory == nil ? nil : []
            let links = Self.links(of: path, index: note.index, resolver: resolver, images: images[position],
                                   dependencies: &dependencies)
            let record = memory.map { memory in
                SiteLinkRecord(links: links, dependencies: (dependencies ?? []).map {
                    ($0, SiteLinkRecord.answer($0, resolver: resolver, versions: memory.versions))
                })
            }
            let result = gathered(links, record, at: path)
            found.withLock { $0[position] = result }
        }
        var named: [String: Bool] = [:]
        // Moved out of the lock, and each result taken out of the list: none is copied (a copy
        // retains what another thread made, a cache line to fetch each time).
        var results = found.withLock { found in
            var taken: [Found?] = []
            swap(&taken, &found)
            return taken
        }
        for (position, path) in paths.enumerated() {
            guard let (links, record, linked, title) = results[position].take() else { continue }
            if let record { records[path] = record }
            // A backlink to what is not a page of the pass would never be shown.
            for (link, target) in zip(links.pageLinks, linked) where target >= 0 {
                backlinksByPosition[target].append(SiteBacklink(
                    sourcePath: path, sourceTitle: title,
                    headingTitle: link.headingTitle, headingID: link.headingID))
            }
            for (file, existed) in links.named {
                if existed { named[file] = true } else if named[file] == nil { named[file] = false }
            }
            targetsByPosition[position] = links.targets
            findings += links.findings
        }
        self.named = named
        referencedFiles = named.keys.sorted { $0.utf8Precedes($1) }
        settle()
    }

    /// One document's links and `.image`s resolved, in document order: its findings, the pages
    /// and files it names, and each target handed to `visit` with the link's or image's offset
    /// (links' targets in document order, then the images' files). The one rule both the site's
    /// pass and an editor's per-document check (`SiteIndex`, through `problems(of:…)`) follow.
    /// With `dependencies`, adds what the links' answers depend on besides the document, each once,
    /// in document order (`SiteLinkResolver.dependency(of:_:from:)`).
    private static func links(of path: String, index: LinkIndex, resolver: SiteLinkResolver, images: [Image],
                              dependencies: inout [SiteLinkResolver.Dependency]?,
                              visit: (SiteLinkResolver.Target, Int) -> Void = { _, _ in }) -> DocumentLinks {
        var links = DocumentLinks()
        var found: [(offset: Int, finding: Finding)] = []
        var headings = EnclosingHeadings(index.siteHeadings)
        links.targets.reserveCapacity(index.siteLinks.count)
        // Each (page, heading) pair once: the set is the document's own, so pairs are told apart
        // where the links are resolved, in parallel, not when the site gathers them.
        var listed: Set<PageLink> = []
        var depended: Set<SiteLinkResolver.Dependency> = []
        for link in index.siteLinks {
            let own = index.resolve(link)
            if dependencies != nil, let dependency = resolver.dependency(of: link, own, from: path),
               depended.insert(dependency).inserted {
                dependencies?.append(dependency)
            }
            let resolution = resolver.resolve(link, own, from: path)
            links.targets.append(resolution?.target)
            guard let resolution else { continue }
            let offset = link.range.start.offset
            visit(resolution.target, offset)
            let line = link.range.start.line
            func problem(_ kind: SiteLinkProblem.Kind) -> SiteLinkProblem {
                SiteLinkProblem(path: path, line: line, source: Self.source(of: link), kind: kind)
            }
            switch resolution.target {
            case .page(let target, _):
                guard target != path else { break }
                let heading = headings.innermost(at: offset)
                if listed.insert(PageLink(target: target, heading: heading?.offsets.lowerBound ?? -1)).inserted {
                    links.pageLinks.append(PageLinkEntry(target: target, headingTitle: heading?.title, headingID: heading?.id))
                }
                if !resolution.alsoIn.isEmpty {
                    found.append((offset, Finding(problem: problem(.ambiguous(alsoIn: resolution.alsoIn, others: resolution.others)))))
                }
            case .file(let file):
                links.named.append((file, true))
                found.append((offset, Finding(problem: problem(.unresolved), file: file, existed: true)))
            case .missingFile(let file):
                links.named.append((file, false))
                found.append((offset, Finding(problem: problem(.unresolved), file: file)))
            case .unresolved:
                found.append((offset, Finding(problem: problem(.unresolved))))
            case .refused(let refusal):
                found.append((offset, Finding(problem: problem(.refused(reason: refusal.reason)))))
            }
        }
        for image in images where LinkPolicy.scheme(of: image.source) == nil && !image.source.isEmpty {
            func problem(_ kind: SiteLinkProblem.Kind) -> SiteLinkProblem {
                SiteLinkProblem(path: path, line: image.line, source: ".image " + image.source, isImage: true, kind: kind)
            }
            let target = resolver.file(image.source, from: path, toFileOnly: true)
            switch target {
            case .file(let file):
                visit(target, image.offset)
                links.named.append((file, true))
                found.append((image.offset, Finding(problem: problem(.unresolved), file: file, existed: true)))
            case .missingFile(let file):
                visit(target, image.offset)
                links.named.append((file, false))
                found.append((image.offset, Finding(problem: problem(.unresolved), file: file)))
            case .refused(let refusal):
                found.append((image.offset, Finding(problem: problem(.refused(reason: refusal.reason)))))
            case .page, .unresolved:
                found.append((image.offset, Finding(problem: problem(.unresolved))))
            }
        }
        // Links and images were collected apart; each list is in document order.
        found.sort { $0.offset < $1.offset }
        links.findings = found.map { offset, finding in
            var finding = finding
            finding.problem.offset = offset
            return finding
        }
        return links
    }

    /// What does not work as written among one document's links and `.image`s, in document
    /// order, whether each named file exists answered by `resolver`; each target is handed to
    /// `visit` as `links(of:…)` says.
    static func problems(of path: String, index: LinkIndex, images: [Image], resolver: SiteLinkResolver,
                         visit: (SiteLinkResolver.Target, Int) -> Void = { _, _ in }) -> [SiteLinkProblem] {
        var none: [SiteLinkResolver.Dependency]? = nil
        return links(of: path, index: index, resolver: resolver, images: images, dependencies: &none, visit: visit)
            .findings.compactMap { finding in
                finding.file != nil && finding.existed ? nil : finding.problem
            }
    }

    /// The same graph, answering whether each named file exists from `files`.
    func withFiles(_ files: Set<String>) -> SiteLinkGraph {
        var graph = self
        graph.files = files
        graph.settle()
        return graph
    }

    /// The places that link to the document at `path`, in source path order then document order.
    func backlinks(to path: String) -> [SiteBacklink] {
        positions[path].map { backlinksByPosition[$0] } ?? []
    }

    /// The document's `siteLinks`' targets, in order, as the pass resolved them (nil: the page
    /// answers the link itself); `target(_:)` answers the file targets from the file set. Nil for
    /// a document the pass did not resolve.
    func targets(of path: String) -> [SiteLinkResolver.Target?]? {
        positions[path].flatMap { targetsByPosition[$0] }
    }

    /// `target` (one of `targets(of:)`) with its file, if any, answered from the file set.
    func target(_ target: SiteLinkResolver.Target?) -> SiteLinkResolver.Target? {
        switch target {
        case .file(let path)?, .missingFile(let path)?:
            guard let files else { return target }
            return files.contains(path) ? .file(path: path) : .missingFile(path: path)
        default:
            return target
        }
    }

    /// Whether the file `path` (named by a link or image) exists, by the file set when known.
    private func exists(_ path: String, existed: Bool) -> Bool {
        files.map { $0.contains(path) } ?? existed
    }

    /// The assets and problems for the file set.
    private mutating func settle() {
        assets = named.compactMap { exists($0.key, existed: $0.value) ? $0.key : nil }
            .sorted { $0.utf8Precedes($1) }
        problems = findings.compactMap { finding in
            guard let file = finding.file else { return finding.problem }
            return exists(file, existed: finding.existed) ? nil : finding.problem
        }
    }

    /// A link as written: `{location}`, or `[name]` for an anchor declaration.
    static func source(of link: InlineLink) -> String {
        if link.form == .anchorDeclaration, let name = link.name { return "[" + name + "]" }
        return "{" + (link.location?.rawText ?? "") + "}"
    }

    /// A link of one document to a page, under the heading starting at `heading` (-1: none).
    private struct PageLink: Hashable {
        var target: String
        var heading: Int
    }
}

/// The heading each position of a document sits under, for positions visited in document order:
/// a stack of the headings open at the last position, so a whole walk costs one push and one pop
/// per heading.
struct EnclosingHeadings {
    private let headings: [LinkIndex.SiteHeading]
    private var next = 0
    private var open: [Int] = []

    init(_ headings: [LinkIndex.SiteHeading]) {
        self.headings = headings
    }

    /// The innermost heading whose section holds `offset` (offsets must not decrease).
    mutating func innermost(at offset: Int) -> LinkIndex.SiteHeading? {
        while next < headings.count, headings[next].offsets.lowerBound <= offset {
            closeHeadings(before: headings[next].offsets.lowerBound)
            open.append(next)
            next += 1
        }
        closeHeadings(before: offset)
        return open.last.map { headings[$0] }
    }

    private mutating func closeHeadings(before offset: Int) {
        while let top = open.last, headings[top].offsets.upperBound <= offset { open.removeLast() }
    }
}
