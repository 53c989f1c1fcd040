import Synchronization

/// The first entry for each title, of each kind and of any kind: the tables that unscoped links
/// into the document resolve by; every entry's normalised title and groups, for scoped ones
/// (`ScopedTitleTables`). They are built on the first lookup, not with the index: most documents
/// hold no such link, and building the tables hashes every heading title three times and
/// normalises each one: work that rendering a document without such links should not pay for.
final class LinkTitleLookup: Sendable {
    struct Tables {
        /// The first entry for each `kind + title` (`LinkIndexEntry.key`).
        var firstByKey: [String: Int] = [:]
        /// The first entry of any kind for each title (`{# …}`).
        var firstByTitle: [String: Int] = [:]
        var firstHeadingByTitle: [String: Int] = [:]
        /// Each entry's normalised title.
        var titles: [String] = []
        /// Each entry's group in each table: the first entry sharing its key, its title, its
        /// title among headings (-1 for an entry that is no heading). Scoped lookups gather the
        /// groups from these without hashing a title again.
        var keyGroups: [Int] = []
        var titleGroups: [Int] = []
        var headingGroups: [Int] = []
    }

    private struct State {
        var tables: Tables
        var scoped: ScopedTitleTables?
    }

    private let entries: [LinkIndexEntry]
    private let state = Mutex<State?>(nil)

    init(entries: [LinkIndexEntry]) {
        self.entries = entries
    }

    /// Runs `body` with the tables, building them first if no lookup has yet.
    func withTables(_ body: (Tables) -> Int?) -> Int? {
        state.withLock { state in
            if state == nil { state = State(tables: Self.tables(of: entries)) }
            return body(state!.tables)
        }
    }

    /// Runs `body` with the scoped tables, building them (and the tables) first if no scoped
    /// lookup (no lookup) has yet.
    func withScopedTables(_ body: (inout ScopedTitleTables) -> Int?) -> Int? {
        state.withLock { state in
            if state == nil { state = State(tables: Self.tables(of: entries)) }
            if state!.scoped == nil { state!.scoped = ScopedTitleTables(entries: entries, tables: state!.tables) }
            return body(&state!.scoped!)
        }
    }

    /// How many positions the scoped lookups have read so far (for tests).
    var scopedPositionsExamined: Int {
        state.withLock { $0?.scoped?.examined ?? 0 }
    }

    /// In document order, so the first entry wins each key; one hash lookup per table.
    static func tables(of entries: [LinkIndexEntry]) -> Tables {
        var tables = Tables()
        tables.titles.reserveCapacity(entries.count)
        tables.keyGroups.reserveCapacity(entries.count)
        tables.titleGroups.reserveCapacity(entries.count)
        tables.headingGroups.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let title = entry.title
            tables.titles.append(title)
            tables.keyGroups.append(tables.firstByKey.valueInsertingIfAbsent(LinkIndexEntry.key(entry.kind, title), index))
            tables.titleGroups.append(tables.firstByTitle.valueInsertingIfAbsent(title, index))
            if case .heading = entry.kind {
                tables.headingGroups.append(tables.firstHeadingByTitle.valueInsertingIfAbsent(title, index))
            } else {
                tables.headingGroups.append(-1)
            }
        }
        return tables
    }
}
