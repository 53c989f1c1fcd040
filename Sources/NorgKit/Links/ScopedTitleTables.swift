/// Where scoped links (`{* a : # c}`) search. A scope's entries are those after it up to the first
/// entry that starts at or past its end, as a scan from the scope reads them; most scopes hold
/// a few (a heading's subheadings), and those are read in place. A larger one is searched in
/// `ScopedTitleGroups` (every entry of each title, and where each scope ends), built the first
/// time one is met: its first match is then a few binary searches away, where reading the scope
/// reads every entry in it for each link (a link that matches nothing, repeated, would make
/// resolving quadratic).
struct ScopedTitleTables {
    /// Scopes of at most this many entries are read in place: fewer reads than the table lookups
    /// (a key built and hashed), and the groups are never built for documents without a larger one.
    static let entriesReadInPlace = 16

    private let entries: [LinkIndexEntry]
    private let tables: LinkTitleLookup.Tables
    private var groups: ScopedTitleGroups?
    /// How many positions the searches have read, for tests: never more than a few per level of
    /// a binary search beyond the entries read in place.
    private(set) var examined = 0

    init(entries: [LinkIndexEntry], tables: LinkTitleLookup.Tables) {
        self.entries = entries
        self.tables = tables
    }

    /// The first entry inside the entry `scope` that `target` names (`query` holds its titles).
    mutating func first(_ target: LinkTarget, _ query: LinkQuery, inside scope: Int) -> Int? {
        let end = entries[scope].offsets.upperBound
        let window = min(entries.count, scope + 1 + Self.entriesReadInPlace)
        // An entry past the window that still starts inside the scope: a large scope.
        if window < entries.count, entries[window].offsets.lowerBound < end {
            if groups == nil { groups = ScopedTitleGroups(entries: entries, tables: tables) }
            return groups!.first(target, query, from: scope + 1, before: end, tables: tables, examined: &examined)
        }
        var index = scope + 1
        while index < window, entries[index].offsets.lowerBound < end {
            examined += 1
            if entries[index].matches(target, query, title: tables.titles[index]) { return index }
            index += 1
        }
        return nil
    }
}
