/// What scoped links (`{* a : # c}`) search: every entry of each title, in document order, and
/// where each scope's entries end. The first match inside a scope is then two binary searches
/// away, where a scan of the scope would read every entry in it for each link (a link that
/// matches nothing, repeated, made resolving quadratic).
///
/// A scope's entries are those after it up to the first entry that starts at or past its end, as
/// a scan from the scope would read them (`EntryStartTree` finds that entry).
struct ScopedTitleTables {
    /// Entry positions, ascending, for each `kind + title` (`LinkIndexEntry.key`).
    private var byKey: [String: [Int]] = [:]
    /// Entry positions of any kind for each title (`{# …}`).
    private var byTitle: [String: [Int]] = [:]
    private var headingsByTitle: [String: [Int]] = [:]
    private let entries: [LinkIndexEntry]
    private let starts: EntryStartTree
    /// How many positions the searches have read, for tests: a few per level of the tables' binary
    /// searches, never the entries of a scope one by one.
    private(set) var examined = 0

    init(entries: [LinkIndexEntry]) {
        self.entries = entries
        starts = EntryStartTree(starts: entries.map(\.offsets.lowerBound))
        for (index, entry) in entries.enumerated() {
            let title = entry.title
            byKey[LinkIndexEntry.key(entry.kind, title), default: []].append(index)
            byTitle[title, default: []].append(index)
            if case .heading = entry.kind { headingsByTitle[title, default: []].append(index) }
        }
    }

    /// The first entry inside the entry `scope` that `target` names (`query` holds its titles).
    mutating func first(_ target: LinkTarget, _ query: LinkQuery, inside scope: Int) -> Int? {
        let end = starts.firstIndex(from: scope + 1, startingAtLeast: entries[scope].offsets.upperBound,
                                    examined: &examined)
        let inside = (scope + 1)..<end
        guard !inside.isEmpty else { return nil }
        switch target {
        case .heading(let level, _): return first(of: byKey[LinkIndexEntry.key(.heading(level), query.plain)], in: inside)
        case .definition: return first(of: byKey[LinkIndexEntry.key(.definition, query.raw)], in: inside)
        case .footnote: return first(of: byKey[LinkIndexEntry.key(.footnote, query.raw)], in: inside)
        case .tableCell: return first(of: byKey[LinkIndexEntry.key(.tableCell, query.raw)], in: inside)
        case .generic:
            let plain = first(of: byTitle[query.plain], in: inside)
            let raw = query.raw == query.plain ? nil : first(of: byTitle[query.raw], in: inside)
            return [plain, raw].compactMap { $0 }.min()
        case .wiki: return first(of: headingsByTitle[query.plain], in: inside)
        default: return nil
        }
    }

    /// The first of `positions` (ascending) within `range`.
    private mutating func first(of positions: [Int]?, in range: Range<Int>) -> Int? {
        guard let positions else { return nil }
        var low = 0
        var high = positions.count
        while low < high {
            examined += 1
            let middle = (low + high) / 2
            if positions[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] < range.upperBound ? positions[low] : nil
    }
}
