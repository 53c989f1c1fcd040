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

    package func archive(into archive: inout ArchiveWriter) {
        archive.write(links.targets.count)
        for target in links.targets { Self.write(target, into: &archive) }
        archive.write(links.pageLinks.count)
        for link in links.pageLinks {
            archive.write(link.target)
            archive.write(link.headingTitle)
            archive.write(link.headingID)
        }
        archive.write(links.findings.count)
        for finding in links.findings {
            let problem = finding.problem
            archive.write(problem.line)
            archive.write(problem.source)
            archive.write(problem.isImage)
            archive.write(problem.offset)
            switch problem.kind {
            case .unresolved:
                archive.write(0)
            case .refused(let reason):
                archive.write(1)
                archive.write(reason)
            case .ambiguous(let alsoIn, let others):
                archive.write(2)
                archive.write(alsoIn)
                archive.write(others)
            }
            archive.write(finding.file)
            archive.write(finding.existed)
        }
        archive.write(links.named.count)
        for named in links.named {
            archive.write(named.file)
            archive.write(named.existed)
        }
        archive.write(dependencies.count)
        for (dependency, answer) in dependencies {
            switch dependency {
            case .path(let path):
                archive.write(0)
                archive.write(path)
            case .wikiKey(let key):
                archive.write(1)
                archive.write(key)
            }
            switch answer {
            case .document(let version):
                archive.write(version != nil)
                archive.writeFixed(version ?? 0)
            case .wiki(let fingerprint):
                archive.writeFixed(fingerprint)
            }
        }
    }

    /// The record `archive(into:)` wrote for the document at `path`; throws where the bytes are not one.
    package init(from archive: inout ArchiveReader, path: String) throws(ArchiveError) {
        // Each list's length is read first, and room made for it within what the bytes can hold.
        var links = SiteLinkGraph.DocumentLinks()
        let targetCount = try archive.count()
        links.targets.reserveCapacity(archive.capacity(for: targetCount, bytesEach: 1))
        for _ in 0..<targetCount { links.targets.append(try Self.target(from: &archive)) }
        let pageLinkCount = try archive.count()
        links.pageLinks.reserveCapacity(archive.capacity(for: pageLinkCount, bytesEach: 3))
        for _ in 0..<pageLinkCount {
            links.pageLinks.append(SiteLinkGraph.PageLinkEntry(
                target: try archive.string(), headingTitle: try archive.optionalString(), headingID: try archive.optionalString()))
        }
        for _ in 0..<(try archive.count()) {
            let line = try archive.natural(), source = try archive.string(), isImage = try archive.bool()
            let offset = try archive.natural()
            let kind: SiteLinkProblem.Kind
            switch try archive.int() {
            case 0: kind = .unresolved
            case 1: kind = .refused(reason: try archive.string())
            case 2: kind = .ambiguous(alsoIn: try archive.strings(), others: try archive.natural())
            default: throw ArchiveError()
            }
            var problem = SiteLinkProblem(path: path, line: line, source: source, isImage: isImage, kind: kind)
            problem.offset = offset
            links.findings.append(SiteLinkGraph.Finding(problem: problem, file: try archive.optionalString(),
                                                        existed: try archive.bool()))
        }
        for _ in 0..<(try archive.count()) {
            links.named.append((try archive.string(), try archive.bool()))
        }
        var dependencies: [(on: SiteLinkResolver.Dependency, answer: Answer)] = []
        let dependencyCount = try archive.count()
        dependencies.reserveCapacity(archive.capacity(for: dependencyCount, bytesEach: 3))
        for _ in 0..<dependencyCount {
            let dependency: SiteLinkResolver.Dependency
            switch try archive.int() {
            case 0: dependency = .path(try archive.string())
            case 1: dependency = .wikiKey(try archive.string())
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

    private static func write(_ target: SiteLinkResolver.Target?, into archive: inout ArchiveWriter) {
        switch target {
        case nil:
            archive.write(0)
        case .page(let path, let id)?:
            archive.write(1)
            archive.write(path)
            archive.write(id)
        case .file(let path)?:
            archive.write(2)
            archive.write(path)
        case .unresolved?:
            archive.write(3)
        case .missingFile(let path)?:
            archive.write(4)
            archive.write(path)
        case .refused(let refusal)?:
            archive.write(5)
            archive.write(SitePath.Refusal.allCases.firstIndex(of: refusal)!)
        }
    }

    private static func target(from archive: inout ArchiveReader) throws(ArchiveError) -> SiteLinkResolver.Target? {
        switch try archive.int() {
        case 0: return nil
        case 1: return .page(path: try archive.string(), id: try archive.optionalString())
        case 2: return .file(path: try archive.string())
        case 3: return .unresolved
        case 4: return .missingFile(path: try archive.string())
        case 5:
            let index = try archive.natural()
            guard index < SitePath.Refusal.allCases.count else { throw ArchiveError() }
            return .refused(SitePath.Refusal.allCases[index])
        default: throw ArchiveError()
        }
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
