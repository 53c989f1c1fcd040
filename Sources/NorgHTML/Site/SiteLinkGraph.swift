import NorgEscaping
import NorgKit

/// The site's pre-pass: every link and `.image` of every document resolved once, in path order
/// then document order, into what the pages need besides their own content (backlinks, the files
/// to copy) and what `norg render` reports. Linear in the links: each is one resolution.
struct SiteLinkGraph: Sendable {
    /// An `.image` of a document: its source as written and its line.
    struct Image: Sendable {
        var source: String
        var line: Int
        var offset: Int
    }

    private(set) var backlinks: [String: [SiteBacklink]] = [:]
    private(set) var assets: [String] = []
    /// Every file the links and images name, whether the site knows it exists or not.
    private(set) var referencedFiles: [String] = []
    private(set) var problems: [SiteLinkProblem] = []

    init(paths: [String], resolver: SiteLinkResolver, titles: [String: String], images: [String: [Image]]) {
        var assets: Set<String> = []
        var referenced: Set<String> = []
        var listed: Set<BacklinkKey> = []
        var backlinks: [String: [SiteBacklink]] = [:]
        var problems: [SiteLinkProblem] = []
        for path in paths {
            guard let index = resolver.indexes[path] else { continue }
            var headings = EnclosingHeadings(index.siteHeadings)
            problems += Self.problems(of: path, index: index, images: images[path] ?? [], resolver: resolver) { target, offset in
                switch target {
                case .page(let target, _):
                    guard target != path else { break }
                    let heading = headings.innermost(at: offset)
                    if listed.insert(BacklinkKey(target: target, source: path, headingID: heading?.id)).inserted {
                        backlinks[target, default: []].append(SiteBacklink(
                            sourcePath: path, sourceTitle: titles[path] ?? path,
                            headingTitle: heading?.title, headingID: heading?.id))
                    }
                case .file(let file):
                    assets.insert(file)
                    referenced.insert(file)
                case .missingFile(let file):
                    referenced.insert(file)
                case .unresolved, .refused:
                    break
                }
            }
        }
        self.backlinks = backlinks
        self.problems = problems
        self.assets = assets.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        referencedFiles = referenced.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// One document's links and `.image`s resolved, in document order: what does not work as
    /// written (the problems, returned), and each target handed to `visit` with the link's or
    /// image's offset (links' page targets in document order, before the images'). The one rule
    /// both the site's pre-pass and an editor's per-document check (`SiteIndex`) follow.
    static func problems(of path: String, index: LinkIndex, images: [Image], resolver: SiteLinkResolver,
                         visit: (SiteLinkResolver.Target, Int) -> Void = { _, _ in }) -> [SiteLinkProblem] {
        var found: [(offset: Int, problem: SiteLinkProblem)] = []
        for link in index.siteLinks {
            guard let resolution = resolver.resolve(link, index.resolve(link), from: path) else { continue }
            let offset = link.range.start.offset
            let line = link.range.start.line
            visit(resolution.target, offset)
            switch resolution.target {
            case .page:
                if !resolution.alsoIn.isEmpty {
                    found.append((offset, SiteLinkProblem(path: path, line: line, source: Self.source(of: link),
                                                          kind: .ambiguous(alsoIn: resolution.alsoIn, others: resolution.others))))
                }
            case .file:
                break
            case .missingFile, .unresolved:
                found.append((offset, SiteLinkProblem(path: path, line: line, source: Self.source(of: link), kind: .unresolved)))
            case .refused(let refusal):
                found.append((offset, SiteLinkProblem(path: path, line: line, source: Self.source(of: link),
                                                      kind: .refused(reason: refusal.reason))))
            }
        }
        for image in images where LinkPolicy.scheme(of: image.source) == nil && !image.source.isEmpty {
            let target = resolver.file(image.source, from: path, toFileOnly: true)
            let problem: SiteLinkProblem.Kind
            switch target {
            case .file:
                visit(target, image.offset)
                continue
            case .missingFile:
                visit(target, image.offset)
                problem = .unresolved
            case .refused(let refusal): problem = .refused(reason: refusal.reason)
            case .page, .unresolved: problem = .unresolved
            }
            found.append((image.offset, SiteLinkProblem(path: path, line: image.line, source: ".image " + image.source,
                                                        isImage: true, kind: problem)))
        }
        // Links and images were collected apart; each list is in document order.
        found.sort { $0.offset < $1.offset }
        return found.map { offset, problem in
            var problem = problem
            problem.offset = offset
            return problem
        }
    }

    /// A link as written: `{location}`, or `[name]` for an anchor declaration.
    static func source(of link: InlineLink) -> String {
        if link.form == .anchorDeclaration, let name = link.name { return "[" + name + "]" }
        return "{" + (link.location?.rawText ?? "") + "}"
    }

    private struct BacklinkKey: Hashable {
        var target: String
        var source: String
        var headingID: String?
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
