/// One linkable item of a document.
struct LinkIndexEntry: Sendable {
    enum Kind: Sendable, Hashable {
        case heading(Int)
        case definition
        case footnote
        case tableCell
        case target
        case anchor
        /// A block named by a `#name` carryover tag.
        case named
    }

    var kind: Kind
    /// The normalised title.
    var title: String
    var id: String
    var line: Int
    /// The node's byte offsets (its scope, for scoped links).
    var offsets: Range<Int>

    /// The dictionary key of a kind and title.
    static func key(_ kind: Kind, _ title: String) -> String {
        switch kind {
        case .heading(let level): "\(level)*" + title
        case .definition: "$" + title
        case .footnote: "^" + title
        case .tableCell: ":" + title
        case .target: "<" + title
        case .anchor: "[" + title
        case .named: "#" + title
        }
    }

    /// Whether this entry is what `target` names (`query` holds the target's normalised title).
    func matches(_ target: LinkTarget, _ query: LinkQuery) -> Bool {
        switch target {
        case .heading(let level, _): kind == .heading(level) && title == query.plain
        case .definition: kind == .definition && title == query.raw
        case .footnote: kind == .footnote && title == query.raw
        case .tableCell: kind == .tableCell && title == query.raw
        case .generic: title == query.plain || title == query.raw
        case .wiki:
            if case .heading = kind { title == query.plain } else { false }
        default: false
        }
    }
}

/// A link title in the two forms items are indexed by: as written (range-able titles and
/// `#name`s are verbatim) and as read (heading titles and link targets hold markup, so
/// `{* Contextual `|` Delimiter}` finds `* Contextual `|` Delimiter` by its plain text).
struct LinkQuery {
    var raw: String
    var plain: String

    init?(_ target: LinkTarget) {
        switch target {
        case .heading(_, let title), .definition(let title), .footnote(let title), .tableCell(let title),
             .generic(let title), .wiki(let title):
            raw = LinkKey.normalize(title)
            plain = LinkKey.plainKey(title)
        default:
            return nil
        }
    }
}

/// Walks a document once and collects its linkable items, links and anchor definitions.
struct LinkIndexBuilder {
    var entries: [LinkIndexEntry] = []
    var ids: [Int: String] = [:]
    var firstByKey: [String: Int] = [:]
    var firstByTitle: [String: Int] = [:]
    var firstHeadingByTitle: [String: Int] = [:]
    var lineTargets: [Int: (id: String, line: Int)] = [:]
    var anchorLocations: [String: LinkLocation] = [:]
    var links: [InlineLink] = []
    private var usedIDs: Set<String> = []
    /// The next suffix to try for each stem, so many equal titles stay linear.
    private var nextSuffix: [String: Int] = [:]
    private var wantedLines: Set<Int> = []
    /// Blocks with their lines and depth, for line-number links.
    private var blockLines: [(range: SourceRange, depth: Int)] = []

    mutating func collect(_ document: NorgDocument) {
        Self.forEachLiveBlock(document.blocks) { block, depth in
            blockLines.append((block.range, depth))
            switch block {
            case .heading(let heading):
                let title = heading.title.plainText
                add(.heading(heading.level), title: title, range: heading.range, prefix: "")
                inlines(heading.title)
            case .paragraph(let paragraph):
                inlines(paragraph.content)
            case .rangeable(let item):
                let kind: LinkIndexEntry.Kind = switch item.kind {
                case .definition: .definition
                case .footnote: .footnote
                case .tableCell: .tableCell
                }
                let prefix = switch item.kind {
                case .definition: "def-"
                case .footnote: "fn-"
                case .tableCell: "cell-"
                }
                add(kind, title: item.title, range: item.range, prefix: prefix)
            default:
                break
            }
            for carryover in block.carryovers where carryover.name == "name" {
                let title = carryover.parameters.joined(separator: " ")
                if !title.isEmpty { add(.named, title: title, range: block.range, prefix: "name-") }
            }
        }
        resolveLineTargets()
    }

    /// Every block in document order except the content of `|comment` (which evaluates to
    /// nothing) and `|example` (markup shown, not meant): neither holds link targets nor real links.
    static func forEachLiveBlock(_ blocks: [NorgBlock], _ visit: (NorgBlock, Int) -> Void) {
        NorgDocument.forEachBlock(in: blocks, skippingContentOf: { block in
            if case .rangedTag(let tag) = block { return tag.name == "comment" || tag.name == "example" }
            return false
        }, visit)
    }

    private mutating func inlines(_ inlines: [NorgInline]) {
        for inline in inlines {
            switch inline {
            case .styled(let span): self.inlines(span.children)
            case .linkTarget(let target):
                add(.target, title: target.children.plainText, range: target.range, prefix: "target-")
                self.inlines(target.children)
            case .link(let link):
                links.append(link)
                if link.form == .anchorDefinition, let name = link.name, let location = link.location {
                    let key = LinkKey.normalize(name)
                    if anchorLocations[key] == nil { anchorLocations[key] = location }
                    add(.anchor, title: name, range: link.range, prefix: "anchor-")
                }
                if let location = link.location, location.file == nil, case .lineNumber(let line) = location.target {
                    wantedLines.insert(line)
                }
                if let description = link.description { self.inlines(description) }
            default:
                break
            }
        }
    }

    private mutating func add(_ kind: LinkIndexEntry.Kind, title: String, range: SourceRange, prefix: String) {
        let key = LinkKey.normalize(title)
        // A node that is linkable twice (a heading named by `#name`) keeps its first id.
        let id: String
        if let existing = ids[range.start.offset] {
            id = existing
        } else {
            id = uniqueID(prefix + LinkKey.slug(title), prefix: prefix)
            ids[range.start.offset] = id
        }
        let index = entries.count
        entries.append(LinkIndexEntry(kind: kind, title: key, id: id, line: range.start.line,
                                      offsets: range.start.offset..<max(range.start.offset, range.end.offset)))
        // The first entry wins each key; one hash lookup per table (documents can hold a million).
        firstByKey.insertIfAbsent(LinkIndexEntry.key(kind, key), index)
        firstByTitle.insertIfAbsent(key, index)
        if case .heading = kind { firstHeadingByTitle.insertIfAbsent(key, index) }
    }

    /// `base`, or `base-2`, `base-3` … if it is taken; an empty base becomes the prefix without its
    /// dash (or `section`), a base ending in `-` gets `item`.
    private mutating func uniqueID(_ base: String, prefix: String) -> String {
        let stem = base.isEmpty ? (prefix.isEmpty ? "section" : String(prefix.dropLast()))
            : base.hasSuffix("-") ? base + "item" : base
        let next = nextSuffix[stem]
        var counter = next ?? 2
        // A stem with a suffix counter is taken already: start at the counter.
        var candidate = next == nil ? stem : "\(stem)-\(counter)"
        if next != nil { counter += 1 }
        while !usedIDs.insert(candidate).inserted {
            candidate = "\(stem)-\(counter)"
            counter += 1
        }
        if counter != next ?? 2 { nextSuffix[stem] = counter }
        return candidate
    }

    /// For each line a `{N}` link names, the deepest block on that line gets an id (its own if it
    /// already has one, else `line-N`).
    private mutating func resolveLineTargets() {
        // Each wanted line goes to the deepest block touching it (the later one on a tie). Blocks are
        // visited shallow to deep, each writing over the wanted lines it touches (found by binary
        // search), so many `{N}` links cost no more than the blocks that hold those lines.
        let wanted = wantedLines.sorted()
        guard !wanted.isEmpty else { return }
        var chosen = [(range: SourceRange, depth: Int)?](repeating: nil, count: wanted.count)
        let order = blockLines.indices.sorted { (blockLines[$0].depth, $0) < (blockLines[$1].depth, $1) }
        for blockIndex in order {
            let block = blockLines[blockIndex]
            let lines = block.range.lines
            var low = 0, high = wanted.count
            while low < high {
                let mid = (low + high) / 2
                if wanted[mid] < lines.lowerBound { low = mid + 1 } else { high = mid }
            }
            while low < wanted.count, wanted[low] <= lines.upperBound {
                chosen[low] = block
                low += 1
            }
        }
        for (position, line) in wanted.enumerated() {
            guard let best = chosen[position] else { continue }
            if let existing = ids[best.range.start.offset] {
                lineTargets[line] = (existing, best.range.start.line)
            } else {
                let id = uniqueID("line-\(line)", prefix: "line-")
                ids[best.range.start.offset] = id
                lineTargets[line] = (id, best.range.start.line)
            }
        }
    }
}

extension Dictionary {
    /// Stores `value` under `key` unless the key is there already, with one hash lookup (the
    /// defaulted subscript's accessor inserts the default when the key is missing).
    mutating func insertIfAbsent(_ key: Key, _ value: Value) {
        func touch(_: inout Value) {}
        touch(&self[key, default: value])
    }
}
