import Synchronization

/// The first entry for each title, of each kind and of any kind: the tables that unscoped links
/// into the document resolve by; and the tables scoped links search (`ScopedTitleTables`). Each
/// is built on its first lookup, not with the index: most documents hold no such link, and
/// building the tables hashed every heading title three times (some 4 % of rendering the notes to
/// HTML).
final class LinkTitleLookup: Sendable {
    struct Tables {
        /// The first entry for each `kind + title` (`LinkIndexEntry.key`).
        var firstByKey: [String: Int] = [:]
        /// The first entry of any kind for each title (`{# …}`).
        var firstByTitle: [String: Int] = [:]
        var firstHeadingByTitle: [String: Int] = [:]
    }

    private let entries: [LinkIndexEntry]
    private let tables = Mutex<Tables?>(nil)
    private let scopedTables = Mutex<ScopedTitleTables?>(nil)

    init(entries: [LinkIndexEntry]) {
        self.entries = entries
    }

    /// Runs `body` with the tables, building them first if no lookup has yet.
    func withTables(_ body: (Tables) -> Int?) -> Int? {
        tables.withLock { tables in
            if tables == nil { tables = Self.tables(of: entries) }
            return body(tables!)
        }
    }

    /// Runs `body` with the scoped tables, building them first if no scoped lookup has yet.
    func withScopedTables(_ body: (inout ScopedTitleTables) -> Int?) -> Int? {
        scopedTables.withLock { tables in
            if tables == nil { tables = ScopedTitleTables(entries: entries) }
            return body(&tables!)
        }
    }

    /// How many positions the scoped lookups have read so far (for tests).
    var scopedPositionsExamined: Int {
        scopedTables.withLock { $0?.examined ?? 0 }
    }

    /// In document order, so the first entry wins each key; one hash lookup per table.
    private static func tables(of entries: [LinkIndexEntry]) -> Tables {
        var tables = Tables()
        for (index, entry) in entries.enumerated() {
            let title = entry.title
            tables.firstByKey.insertIfAbsent(LinkIndexEntry.key(entry.kind, title), index)
            tables.firstByTitle.insertIfAbsent(title, index)
            if case .heading = entry.kind { tables.firstHeadingByTitle.insertIfAbsent(title, index) }
        }
        return tables
    }
}
