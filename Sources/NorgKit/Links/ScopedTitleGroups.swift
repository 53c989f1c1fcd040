/// Every entry of each title, in document order, and where each scope's entries end: what a
/// scoped link searches in a large scope, in a few binary searches.
struct ScopedTitleGroups {
    /// The entries of each group of `LinkTitleLookup.Tables` (all that share a key, a title, a
    /// heading title), gathered by the group's first entry.
    private let byKey: EntryGroups
    private let byTitle: EntryGroups
    private let headingsByTitle: EntryGroups
    private let starts: EntryStartTree

    init(entries: [LinkIndexEntry], tables: LinkTitleLookup.Tables) {
        byKey = EntryGroups(groups: tables.keyGroups)
        byTitle = EntryGroups(groups: tables.titleGroups)
        headingsByTitle = EntryGroups(groups: tables.headingGroups)
        starts = EntryStartTree(starts: entries.map(\.offsets.lowerBound))
    }

    /// The first entry from `from` on, before the first entry that starts at `end` or later, that
    /// `target` names (`query` holds its titles); `examined` counts the positions read.
    func first(_ target: LinkTarget, _ query: LinkQuery, from: Int, before end: Int,
               tables: LinkTitleLookup.Tables, examined: inout Int) -> Int? {
        let inside = from..<starts.firstIndex(from: from, startingAtLeast: end, examined: &examined)
        guard !inside.isEmpty else { return nil }
        switch target {
        case .heading(let level, _):
            return byKey.first(of: tables.firstByKey[LinkIndexEntry.key(.heading(level), query.plain)], in: inside, examined: &examined)
        case .definition:
            return byKey.first(of: tables.firstByKey[LinkIndexEntry.key(.definition, query.raw)], in: inside, examined: &examined)
        case .footnote:
            return byKey.first(of: tables.firstByKey[LinkIndexEntry.key(.footnote, query.raw)], in: inside, examined: &examined)
        case .tableCell:
            return byKey.first(of: tables.firstByKey[LinkIndexEntry.key(.tableCell, query.raw)], in: inside, examined: &examined)
        case .generic:
            let plain = byTitle.first(of: tables.firstByTitle[query.plain], in: inside, examined: &examined)
            let raw = query.raw == query.plain ? nil
                : byTitle.first(of: tables.firstByTitle[query.raw], in: inside, examined: &examined)
            return [plain, raw].compactMap { $0 }.min()
        case .wiki:
            return headingsByTitle.first(of: tables.firstHeadingByTitle[query.plain], in: inside, examined: &examined)
        default:
            return nil
        }
    }
}

/// Entries gathered by group (a group is named by its first entry; -1 is none): each group's
/// entries ascending in one array, found through where each group starts.
private struct EntryGroups {
    /// `members[starts[g]..<starts[g + 1]]` are the entries of the group whose first entry is `g`.
    private let starts: [Int]
    private let members: [Int]

    init(groups: [Int]) {
        var starts = [Int](repeating: 0, count: groups.count + 1)
        for group in groups where group >= 0 { starts[group + 1] += 1 }
        for index in starts.indices.dropFirst() { starts[index] += starts[index - 1] }
        var next = starts
        var members = [Int](repeating: 0, count: starts[groups.count])
        for (entry, group) in groups.enumerated() where group >= 0 {
            members[next[group]] = entry
            next[group] += 1
        }
        self.starts = starts
        self.members = members
    }

    /// The first entry of `group` within `range`.
    func first(of group: Int?, in range: Range<Int>, examined: inout Int) -> Int? {
        guard let group else { return nil }
        var low = starts[group]
        let end = starts[group + 1]
        var high = end
        while low < high {
            examined += 1
            let middle = (low + high) / 2
            if members[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < end && members[low] < range.upperBound ? members[low] : nil
    }
}
