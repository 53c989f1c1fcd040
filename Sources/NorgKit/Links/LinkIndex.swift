/// Where a link goes, once resolved against its document.
public enum LinkResolution: Sendable, Hashable {
    /// An external URL (any scheme; renderers decide which schemes they open).
    case external(url: String)
    /// A node of this document: its stable, URL-safe id and its source line.
    case local(id: String, line: Int)
    /// Another file: a Norg file for `{:path:…}` (`location` says what inside it), or a non-Norg
    /// file for `{/ path}` (`path` without any `:line` suffix).
    case file(path: String, location: LinkLocation)
    /// Nothing in the document matches.
    case unresolved
}

/// The linkable nodes of a document (headings, definitions, footnotes, table cells, inline link
/// targets, anchor definitions, blocks named by `#name` and blocks that line-number links point
/// at) with a stable id each, and link resolution by the spec's rules: the first match from the
/// top of the document wins, titles compare with whitespace collapsed and case folded.
///
/// Ids are slugs of the title (`* Hello World` → `hello-world`; definitions `def-…`, footnotes
/// `fn-…`, table cells `cell-…`, inline link targets `target-…`, anchors `anchor-…`, line targets
/// `line-N`), made unique with `-2`, `-3` … in document order.
///
/// Each distinct id has a slot: its position among the ids ordered by where their nodes start.
/// Renderers walk the document in that order, so they find a node's id by a short search from the
/// last slot they found and mark ids they wrote in an array by slot: no hashing per node, which
/// matters when a document holds a million ids.
public struct LinkIndex: Sendable {
    /// The index's parts, shared by every copy: a site holds thousands of indexes in tables and
    /// hands them around, and one reference is cheaper to copy than eight.
    private final class Storage: Sendable {
        let entries: [LinkIndexEntry]
        let idOffsets: [Int]
        let idStrings: [String]
        let slotByID: [String: Int]
        let lookup: LinkTitleLookup
        let lineTargets: [Int: (id: String, line: Int)]
        let anchorLocations: [String: LinkLocation]
        let links: [InlineLink]

        init(entries: [LinkIndexEntry], idOffsets: [Int], idStrings: [String], slotByID: [String: Int],
             lineTargets: [Int: (id: String, line: Int)], anchorLocations: [String: LinkLocation], links: [InlineLink]) {
            self.entries = entries
            self.idOffsets = idOffsets
            self.idStrings = idStrings
            self.slotByID = slotByID
            lookup = LinkTitleLookup(entries: entries)
            self.lineTargets = lineTargets
            self.anchorLocations = anchorLocations
            self.links = links
        }
    }

    private let storage: Storage

    /// Every linkable item, in document order.
    var entries: [LinkIndexEntry] { storage.entries }
    /// The start offsets of the nodes that have an id, ascending; `idStrings` is parallel.
    var idOffsets: [Int] { storage.idOffsets }
    var idStrings: [String] { storage.idStrings }
    /// Id → slot.
    private var slotByID: [String: Int] { storage.slotByID }
    /// The first entry for each title, built on the first lookup.
    private var lookup: LinkTitleLookup { storage.lookup }
    /// Line number → the id and line of the block a `{N}` link points at.
    var lineTargets: [Int: (id: String, line: Int)] { storage.lineTargets }
    /// Anchor name (normalised) → the location its first definition gives.
    var anchorLocations: [String: LinkLocation] { storage.anchorLocations }
    /// Every link and anchor of the document, in order; none when the parser saw no inline node
    /// the index records (`ParseNotes.mayHoldInlineLinkables`): then no link points into the
    /// document, so `LinkPass` has nothing to check.
    var links: [InlineLink] { storage.links }

    /// The index of `document`: one walk of its tree, or none when the parser noted its linkable
    /// blocks and saw no linkable inline node.
    public init(document: NorgDocument) {
        var builder = LinkIndexBuilder()
        builder.collect(document)
        let (idOffsets, idStrings, slotByID) = builder.idTable()
        storage = Storage(entries: builder.entries, idOffsets: idOffsets, idStrings: idStrings, slotByID: slotByID,
                          lineTargets: builder.lineTargets, anchorLocations: builder.anchorLocations, links: builder.links)
    }

    /// An index of the given parts (`idOffsets` ascending, `idStrings` parallel), as an archive
    /// holds them; the lookups are made from them as from a walk's.
    init(entries: [LinkIndexEntry], idOffsets: [Int], idStrings: [String], lineTargets: [Int: (id: String, line: Int)],
         anchorLocations: [String: LinkLocation], links: [InlineLink]) {
        var slotByID: [String: Int] = [:]
        slotByID.reserveCapacity(idStrings.count)
        for (slot, id) in idStrings.enumerated() { slotByID.insertIfAbsent(id, slot) }
        storage = Storage(entries: entries, idOffsets: idOffsets, idStrings: idStrings, slotByID: slotByID,
                          lineTargets: lineTargets, anchorLocations: anchorLocations, links: links)
    }

    /// True when the document has a footnote outside comments and examples (renderers that collect
    /// footnotes skip their walk otherwise).
    public var hasFootnotes: Bool {
        entries.contains { $0.kind == .footnote }
    }

    /// The stable id of the linkable node whose range starts at `range.start`, if it is one. A walk
    /// in document order finds ids faster with `idSlot(atOffset:near:)`.
    public func id(for range: SourceRange) -> String? {
        var cursor = 0
        return idSlot(atOffset: range.start.offset, near: &cursor).map { idStrings[$0] }
    }

    /// How many distinct ids the document has (slots are `0..<idCount`): a renderer marks the ids
    /// it wrote in an array of this size instead of a set of strings.
    public var idCount: Int { idStrings.count }

    /// The id in `slot` (`0..<idCount`); does not allocate.
    public func id(inSlot slot: Int) -> String { idStrings[slot] }

    /// The start offset of the node the index gave `id` to (where an editor goes for a link).
    package func startOffset(ofID id: String) -> Int? {
        slotByID[id].map { idOffsets[$0] }
    }

    /// The slot of `id`, if the index gave it to a node (one hash lookup).
    public func idSlot(of id: String) -> Int? { slotByID[id] }

    /// The slot of the id of the node starting at `offset`. The search starts at `cursor` and
    /// gallops towards `offset`, so a walk in document order pays a few steps per node; it leaves
    /// `cursor` where it ended for the next call. Start `cursor` at 0; does not allocate.
    public func idSlot(atOffset offset: Int, near cursor: inout Int) -> Int? {
        let count = idOffsets.count
        guard count > 0 else { return nil }
        var low: Int, high: Int  // the answer, the first offset ≥ `offset`, is in low...high
        let start = min(max(cursor, 0), count - 1)
        // Most nodes of a walk in order fall between the ids before and at the cursor (or on it):
        // answered without moving it. Offsets ascend strictly, one id per node.
        let here = idOffsets[start]
        if here >= offset, start == 0 || idOffsets[start - 1] < offset {
            cursor = start
            return here == offset ? start : nil
        }
        if here < offset {
            var step = 1
            low = start + 1
            high = start + step
            while high < count, idOffsets[high] < offset {
                low = high + 1
                step *= 2
                high = start + step
            }
            high = min(high, count)
        } else {
            var step = 1
            high = start
            low = start - step
            while low >= 0, idOffsets[low] >= offset {
                high = low
                step *= 2
                low = start - step
            }
            low = max(low + 1, 0)
        }
        while low < high {
            let middle = (low + high) / 2
            if idOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        cursor = min(low, count - 1)
        return low < count && idOffsets[low] == offset ? low : nil
    }

    /// Resolves a link of this document. An anchor declaration without a location resolves
    /// through its definition.
    public func resolve(_ link: InlineLink) -> LinkResolution {
        if let location = link.location { return resolve(location) }
        if link.form == .anchorDeclaration, let name = link.name,
           let location = anchorLocations[LinkKey.normalize(name)] {
            return resolve(location)
        }
        return .unresolved
    }

    /// Resolves a location as if a link of this document held it.
    public func resolve(_ location: LinkLocation) -> LinkResolution {
        if let file = location.file { return .file(path: file, location: location) }
        switch location.target {
        case .url(let url):
            return .external(url: url)
        case .externalFile(let path):
            return .file(path: Self.pathWithoutLine(path), location: location)
        case .lineNumber(let line):
            guard let target = lineTargets[line] else { return .unresolved }
            return .local(id: target.id, line: target.line)
        case .none, .timestamp, .extendable:
            return .unresolved
        default:
            guard let entry = find(location.target, within: nil) else { return .unresolved }
            return .local(id: entries[entry].id, line: entries[entry].line)
        }
    }

    /// The first entry matching `target`, inside the entry `scope` when given (scoped links descend).
    private func find(_ target: LinkTarget, within scope: Int?) -> Int? {
        if case .scoped(let parts) = target {
            var current = scope
            for part in parts {
                guard let found = find(part, within: current) else { return nil }
                current = found
            }
            return current
        }
        guard let query = LinkQuery(target) else { return nil }
        guard let scope else {
            // A few entries are read in order: the same first match as the tables give, without
            // building them (most notes of a site hold a handful of headings and are looked
            // into once or twice).
            if entries.count <= Self.entriesReadInOrder {
                return entries.firstIndex { $0.matches(target, query, title: $0.title) }
            }
            return lookup.withTables { tables in
                switch target {
                case .heading(let level, _): tables.firstByKey[LinkIndexEntry.key(.heading(level), query.plain)]
                case .definition: tables.firstByKey[LinkIndexEntry.key(.definition, query.raw)]
                case .footnote: tables.firstByKey[LinkIndexEntry.key(.footnote, query.raw)]
                case .tableCell: tables.firstByKey[LinkIndexEntry.key(.tableCell, query.raw)]
                case .wiki: tables.firstHeadingByTitle[query.plain]
                default: [tables.firstByTitle[query.plain], tables.firstByTitle[query.raw]].compactMap { $0 }.min()
                }
            }
        }
        return lookup.withScopedTables { $0.first(target, query, inside: scope) }
    }

    /// Up to how many entries an unscoped lookup reads them in order instead of building tables.
    static let entriesReadInOrder = 8

    /// How many positions the scoped lookups of this index have read (each lookup a few per level
    /// of a binary search, never the entries of its scope one by one).
    var scopedPositionsExamined: Int { lookup.scopedPositionsExamined }

    private static func pathWithoutLine(_ path: String) -> String {
        guard let colon = path.lastIndex(of: ":"),
              !path[path.index(after: colon)...].isEmpty,
              path[path.index(after: colon)...].allSatisfy(\.isNumber) else { return path }
        return String(path[..<colon])
    }
}

extension LinkLocation {
    /// True for links whose target should be in this document (so an unresolved one is a problem).
    var pointsIntoDocument: Bool {
        guard file == nil else { return false }
        switch target {
        case .url, .externalFile, .timestamp, .extendable, .none: return false
        default: return true
        }
    }
}
