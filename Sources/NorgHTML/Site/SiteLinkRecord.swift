import NorgKit

/// What the site's link pass found in one document, with the answer each of its links' dependencies
/// had (`SiteLinkResolver.Dependency`): kept between builds (`norg render`'s note store), so a
/// document whose bytes are unchanged, and whose dependencies answer as they did, is not resolved
/// again. Its own bytes and path are the keeper's to compare; everything else a resolution reads
/// is a dependency, so a record that passes both gives what resolving again would.
///
/// Read back from a cache, it is untrusted data like a note summary: what does not decode is no
/// record, and every string in it is escaped where a page writes it.
package struct SiteLinkRecord: Sendable {
    /// What another document or the wiki table answered, where a link depended on it.
    enum Answer: Equatable, Sendable {
        /// The digest of the document at a path (`SiteLinkMemory.versions`); nil when the site
        /// holds none there.
        case document(UInt64?)
        /// A wiki title's resolution (`wikiFingerprint`): the first heading's path and id, the
        /// other documents a report names, and how many documents hold the title.
        case wiki(UInt64)
    }

    var links: SiteLinkGraph.DocumentLinks
    var dependencies: [(on: SiteLinkResolver.Dependency, answer: Answer)]

    /// Whether each dependency answers as it did.
    func holds(resolver: SiteLinkResolver, versions: [String: UInt64]) -> Bool {
        dependencies.allSatisfy { Self.answer($0.on, resolver: resolver, versions: versions) == $0.answer }
    }

    /// What `dependency` answers in the site `resolver` and `versions` describe.
    static func answer(_ dependency: SiteLinkResolver.Dependency, resolver: SiteLinkResolver,
                       versions: [String: UInt64]) -> Answer {
        switch dependency {
        case .path(let path):
            return .document(versions[path])
        case .wikiKey(let key):
            return .wiki(wikiFingerprint(resolver.wiki.headings(keyed: key)))
        }
    }

    /// A 64-bit fingerprint (FNV-1a, the same in every process) of what a wiki link's resolution
    /// reads of the entries of its title: the first one's path and id, the paths a report names,
    /// and how many there are. Each string ends with 0xFF, a byte UTF-8 never holds, so no two
    /// different lists run together alike.
    static func wikiFingerprint(_ entries: [SiteWikiTable.Entry]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        func mix(_ text: String) {
            for byte in text.utf8 { mix(byte) }
            mix(0xFF)
        }
        var count = UInt64(entries.count)
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: count))
            count >>= 8
        }
        guard let first = entries.first else { return hash }
        mix(first.path)
        mix(first.id)
        for other in entries.dropFirst().prefix(SiteLinkResolver.reportedAlternatives) { mix(other.path) }
        return hash
    }

    /// The record as bytes: its strings first, each once (a record names the same paths in its
    /// targets, its page links and its dependencies, and a store decodes thousands of records
    /// on every build), then everything else, a string as its place in that list.
    package func archive(into archive: inout ArchiveWriter) {
        var strings = StringTable()
        var body = ArchiveWriter()
        func write(_ string: String) { body.write(strings.position(of: string)) }
        // 0 for none, else the place plus one.
        func write(_ string: String?) { body.write(string.map { strings.position(of: $0) + 1 } ?? 0) }
        body.write(links.targets.count)
        for target in links.targets {
            switch target {
            case nil:
                body.write(0)
            case .page(let path, let id)?:
                body.write(1)
                write(path)
                write(id)
            case .file(let path)?:
                body.write(2)
                write(path)
            case .unresolved?:
                body.write(3)
            case .missingFile(let path)?:
                body.write(4)
                write(path)
            case .refused(let refusal)?:
                body.write(5)
                body.write(SitePath.Refusal.allCases.firstIndex(of: refusal)!)
            }
        }
        body.write(links.pageLinks.count)
        for link in links.pageLinks {
            write(link.target)
            write(link.headingTitle)
            write(link.headingID)
        }
        body.write(links.findings.count)
        for finding in links.findings {
            let problem = finding.problem
            body.write(problem.line)
            write(problem.source)
            body.write(problem.isImage)
            body.write(problem.offset)
            switch problem.kind {
            case .unresolved:
                body.write(0)
            case .refused(let reason):
                body.write(1)
                write(reason)
            case .ambiguous(let alsoIn, let others):
                body.write(2)
                body.write(alsoIn.count)
                for path in alsoIn { write(path) }
                body.write(others)
            }
            write(finding.file)
            body.write(finding.existed)
        }
        body.write(links.named.count)
        for named in links.named {
            write(named.file)
            body.write(named.existed)
        }
        body.write(dependencies.count)
        for (dependency, answer) in dependencies {
            switch dependency {
            case .path(let path):
                body.write(0)
                write(path)
            case .wikiKey(let key):
                body.write(1)
                write(key)
            }
            switch answer {
            case .document(let version):
                body.write(version != nil)
                body.writeFixed(version ?? 0)
            case .wiki(let fingerprint):
                body.writeFixed(fingerprint)
            }
        }
        archive.write(strings.strings)
        archive.append(body)
    }

    /// The record `archive(into:)` wrote for the document at `path`; throws where the bytes are not one.
    package init(from archive: inout ArchiveReader, path: String) throws(ArchiveError) {
        let strings = try archive.strings()
        func string() throws(ArchiveError) -> String {
            let position = try archive.natural()
            guard position < strings.count else { throw ArchiveError() }
            return strings[position]
        }
        func optionalString() throws(ArchiveError) -> String? {
            let position = try archive.natural()
            guard position <= strings.count else { throw ArchiveError() }
            return position == 0 ? nil : strings[position - 1]
        }
        // Each list's length is read first, and room made for it within what the bytes can hold.
        var links = SiteLinkGraph.DocumentLinks()
        let targetCount = try archive.count()
        links.targets.reserveCapacity(archive.capacity(for: targetCount, bytesEach: 1))
        for _ in 0..<targetCount {
            let target: SiteLinkResolver.Target?
            switch try archive.int() {
            case 0: target = nil
            case 1: target = .page(path: try string(), id: try optionalString())
            case 2: target = .file(path: try string())
            case 3: target = .unresolved
            case 4: target = .missingFile(path: try string())
            case 5:
                let index = try archive.natural()
                guard index < SitePath.Refusal.allCases.count else { throw ArchiveError() }
                target = .refused(SitePath.Refusal.allCases[index])
            default: throw ArchiveError()
            }
            links.targets.append(target)
        }
        let pageLinkCount = try archive.count()
        links.pageLinks.reserveCapacity(archive.capacity(for: pageLinkCount, bytesEach: 3))
        for _ in 0..<pageLinkCount {
            links.pageLinks.append(SiteLinkGraph.PageLinkEntry(
                target: try string(), headingTitle: try optionalString(), headingID: try optionalString()))
        }
        for _ in 0..<(try archive.count()) {
            let line = try archive.natural(), source = try string(), isImage = try archive.bool()
            let offset = try archive.natural()
            let kind: SiteLinkProblem.Kind
            switch try archive.int() {
            case 0: kind = .unresolved
            case 1: kind = .refused(reason: try string())
            case 2:
                var alsoIn: [String] = []
                for _ in 0..<(try archive.count()) { alsoIn.append(try string()) }
                kind = .ambiguous(alsoIn: alsoIn, others: try archive.natural())
            default: throw ArchiveError()
            }
            var problem = SiteLinkProblem(path: path, line: line, source: source, isImage: isImage, kind: kind)
            problem.offset = offset
            links.findings.append(SiteLinkGraph.Finding(problem: problem, file: try optionalString(),
                                                        existed: try archive.bool()))
        }
        for _ in 0..<(try archive.count()) {
            links.named.append((try string(), try archive.bool()))
        }
        var dependencies: [(on: SiteLinkResolver.Dependency, answer: Answer)] = []
        let dependencyCount = try archive.count()
        dependencies.reserveCapacity(archive.capacity(for: dependencyCount, bytesEach: 3))
        for _ in 0..<dependencyCount {
            let dependency: SiteLinkResolver.Dependency
            switch try archive.int() {
            case 0: dependency = .path(try string())
            case 1: dependency = .wikiKey(try string())
            default: throw ArchiveError()
            }
            switch dependency {
            case .path:
                let present = try archive.bool()
                let version = try archive.fixed()
                dependencies.append((dependency, .document(present ? version : nil)))
            case .wikiKey:
                dependencies.append((dependency, .wiki(try archive.fixed())))
            }
        }
        self.links = links
        self.dependencies = dependencies
    }

    init(links: SiteLinkGraph.DocumentLinks, dependencies: [(on: SiteLinkResolver.Dependency, answer: Answer)]) {
        self.links = links
        self.dependencies = dependencies
    }
}

/// The strings of one record, in the order first written, each once: two strings share a place
/// only when their bytes are the same (`==` on `String` also joins canonically equivalent ones).
private struct StringTable {
    /// Up to this many strings are looked for one by one, cheaper than hashing for the few a
    /// note's links name; past it, through `positions`, so no record costs more than linear time.
    private static let scanned = 16
    private(set) var strings: [String] = []
    private var positions: [String: Int] = [:]

    mutating func position(of string: String) -> Int {
        if strings.count <= Self.scanned {
            if let position = strings.firstIndex(where: { $0.utf8Order(string) == 0 }) { return position }
        } else if let position = positions[string], strings[position].utf8Order(string) == 0 {
            return position
        }
        strings.append(string)
        if strings.count == Self.scanned + 1 {
            // From now on looked up: the strings so far are indexed, the first of equal keys kept.
            for (position, held) in strings.enumerated() where positions[held] == nil { positions[held] = position }
        } else if strings.count > Self.scanned + 1, positions[string] == nil {
            positions[string] = strings.count - 1
        }
        return strings.count - 1
    }
}

/// What a build that keeps link records (`SiteLinkRecord`) gives the link pass: each published
/// document's digest by path, and the records an earlier build kept, each for the document bytes
/// it was made from (`earlier` answers only when the document at that path has those bytes). Only
/// a site that does not know the folder's files yet keeps records (`HTMLSite.withFiles(_:)`
/// answers the files afterwards).
package struct SiteLinkMemory: Sendable {
    package var versions: [String: UInt64]
    package var earlier: @Sendable (String) -> SiteLinkRecord?

    package init(versions: [String: UInt64], earlier: @escaping @Sendable (String) -> SiteLinkRecord?) {
        self.versions = versions
        self.earlier = earlier
    }
}
