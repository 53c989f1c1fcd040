import Testing
@testable import NorgKit

/// Scoped links (`{* a : # c}`) resolve through tables of every entry by title, not by reading the
/// entries of their scope one by one: the same answers as that scan, for a logarithmic number of
/// reads per link.
@Suite struct ScopedLinkLookupTests {
    @Test func unmatchedScopedLinksReadLogarithmicallyManyPositionsNotTheirScope() {
        let count = 4_000
        let source = "* a\n" + String(repeating: "<b>", count: count) + "\n" + String(repeating: "{* a : # c}\n", count: count)
        let document = NorgParser.parse(source)
        #expect(document.diagnostics.filter { $0.message.contains("not found") }.count == count)
        let index = LinkIndex(document: document)
        let links = LinkIndex.allLinks(of: document)
        #expect(links.count == count)
        #expect(links.allSatisfy { index.resolve($0) == .unresolved })
        // A scan of the scope reads its 4,000 targets per link: 16 million in all. A few binary
        // searches read a few positions per level (12 levels for 4,000 entries).
        let levels = Int.bitWidth - count.leadingZeroBitCount
        #expect(index.scopedPositionsExamined >= count)
        #expect(index.scopedPositionsExamined <= count * 4 * levels, "\(index.scopedPositionsExamined) reads")
    }

    /// Random documents of headings, targets (in titles and paragraphs), named blocks and
    /// definitions, with scoped links among them: each resolves to the entry a scan from its scope
    /// finds, including where a block's `#name` entry follows the targets inside it. In the first
    /// documents, the groups that large scopes are searched in are asked about every scope.
    @Test func scopedLinksResolveToWhatAScanOfTheScopeFinds() {
        var state: UInt64 = 20
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let titles = ["a", "b", "c"]
        var compared = 0
        var resolved = 0
        for round in 0..<300 {
            var lines: [String] = []
            // Long enough that many scopes hold more entries than are read in place.
            for _ in 0..<(20 + next(100)) {
                let title = titles[next(3)]
                switch next(6) {
                case 0: lines.append(String(repeating: "*", count: 1 + next(3)) + " \(title)" + (next(6) == 0 ? " <\(titles[next(3)])>" : ""))
                case 1: lines.append("text <\(title)> and <\(titles[next(3)])>\n")
                case 2: lines.append("#name \(title)\n" + (next(2) == 0 ? "** \(titles[next(3)]) <\(title)>" : "para <\(titles[next(3)])>\n"))
                case 3: lines.append("$ \(title)\ndefinition\n")
                case 4: lines.append("   ---\n")
                default: lines.append("- item <\(title)>\n")
                }
            }
            let openers = ["* ", "** ", "*** ", "# ", "# ", "# ", "$ ", "? "]
            for _ in 0..<6 {
                // Scopes are mostly headings (a target's or a definition's holds little).
                let parts = (0..<(next(4) == 0 ? 3 : 2)).map { part in
                    openers[next(part == 0 ? 3 : openers.count)] + titles[next(3)]
                }
                lines.append("\n{" + parts.joined(separator: " : ") + "}\n")
            }
            let document = NorgParser.parse(lines.joined(separator: "\n"))
            let index = LinkIndex(document: document)
            if round < 50 { compareGroupsWithTheScan(index) }
            for link in LinkIndex.allLinks(of: document) {
                guard case .scoped(let parts)? = link.location?.target else { continue }
                let expected = scan(parts, index: index).map { LinkResolution.local(id: index.entries[$0].id, line: index.entries[$0].line) }
                #expect(index.resolve(link) == expected ?? .unresolved, "\(lines.joined(separator: "\n"))")
                compared += 1
                if expected != nil { resolved += 1 }
            }
        }
        #expect(compared == 1_800)
        #expect(resolved > 50, "\(resolved) of the links resolve")
    }

    /// The groups a large scope is searched in, asked about every scope of the document (whatever
    /// its size) and every target, against the scan.
    private func compareGroupsWithTheScan(_ index: LinkIndex) {
        let tables = LinkTitleLookup.tables(of: index.entries)
        let groups = ScopedTitleGroups(entries: index.entries, tables: tables)
        var targets: [LinkTarget] = []
        for title in ["a", "b", "c"] {
            targets += [.heading(level: 1, title: title), .heading(level: 2, title: title), .heading(level: 3, title: title),
                        .generic(title), .definition(title), .wiki(title)]
        }
        var examined = 0
        for scope in index.entries.indices {
            for target in targets {
                let query = LinkQuery(target)!
                let found = groups.first(target, query, from: scope + 1, before: index.entries[scope].offsets.upperBound,
                                         tables: tables, examined: &examined)
                let expected = scan([target], within: scope, index: index)
                #expect(found == expected, "scope \(scope), \(target)")
            }
        }
    }

    /// The spec's rule read literally: the first entry from the top (or from the scope on, up to
    /// the first entry starting past the scope's end) that the part names.
    private func scan(_ parts: [LinkTarget], within outer: Int? = nil, index: LinkIndex) -> Int? {
        var scope = outer
        for part in parts {
            guard let query = LinkQuery(part) else { return nil }
            let candidates: Range<Int>
            if let scope {
                var end = scope + 1
                while end < index.entries.count,
                      index.entries[end].offsets.lowerBound < index.entries[scope].offsets.upperBound { end += 1 }
                candidates = (scope + 1)..<end
            } else {
                candidates = index.entries.indices
            }
            guard let found = candidates.first(where: { matches(index.entries[$0], part, query) }) else { return nil }
            scope = found
        }
        return scope
    }

    private func matches(_ entry: LinkIndexEntry, _ target: LinkTarget, _ query: LinkQuery) -> Bool {
        let title = entry.title
        switch target {
        case .heading(let level, _): return entry.kind == .heading(level) && title == query.plain
        case .definition: return entry.kind == .definition && title == query.raw
        case .generic: return title == query.plain || title == query.raw
        case .wiki:
            if case .heading = entry.kind { return title == query.plain }
            return false
        default: return false
        }
    }

    @Test func theFirstEntryReachingABoundIsFoundWhereStartsAreOutOfOrder() {
        let starts = [0, 10, 30, 20, 5, 40, 25, 50]
        let tree = EntryStartTree(starts: starts)
        var examined = 0
        for from in 0...starts.count {
            for bound in [0, 6, 15, 21, 26, 31, 45, 51] {
                let expected = (from..<starts.count).first { starts[$0] >= bound } ?? starts.count
                #expect(tree.firstIndex(from: from, startingAtLeast: bound, examined: &examined) == expected)
            }
        }
    }
}
