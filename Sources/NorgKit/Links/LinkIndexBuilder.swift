/// Walks a document once and collects its linkable items, links and anchor definitions.
struct LinkIndexBuilder: NorgWalker {
    var entries: [LinkIndexEntry] = []
    var lineTargets: [Int: (id: String, line: Int)] = [:]
    var anchorLocations: [String: LinkLocation] = [:]
    var links: [InlineLink] = []
    /// The ids given so far: each node's start offset and id in the order they were given, and
    /// each id's slot (its position there), which also tells `uniqueID` which ids are taken.
    private var idOffsets: [Int] = []
    private var idStrings: [String] = []
    private var slotByID: [String: Int] = [:]
    /// Offset → slot, built only once `idOffsets` stops ascending (a block's `#name` after the
    /// ids inside the block, or a line target): until then a binary search finds a node's id.
    private var slotByOffset: [Int: Int]?
    /// The next suffix to try for each stem, so many equal titles stay linear.
    private var nextSuffix: [String: Int] = [:]
    private var wantedLines: Set<Int> = []
    /// Blocks with their lines and depth, for line-number links.
    private var blockLines: [(range: SourceRange, depth: Int)] = []
    /// The walk's state: whether it reads inline content, the depth of the blocks it is in, and the
    /// block whose `#name` entries are still to be added.
    private var walksInlines = true
    private var depth = 0
    private var namedBlock: NorgBlock?

    mutating func collect(_ document: NorgDocument) {
        walksInlines = document.parseNotes.mayHoldInlineLinkables
        // Without inline content to index, the blocks the parser noted are all there is to find:
        // no walk of the tree (a third of building the index on the notes, and at 10 MiB a cache
        // miss per block).
        if !walksInlines, let linkables = document.parseNotes.linkableBlocks {
            for block in linkables {
                switch block.title {
                case .inlines(let title): add(block.kind, title: title.plainText, range: block.range)
                case .text(let title): add(block.kind, title: title, range: block.range)
                }
            }
            assignIDs()
            resolveLineTargets()
            return
        }
        document.walk(&self)
        notePendingNames()
        assignIDs()
        resolveLineTargets()
    }

    // The walk (`NorgWalker`): what `LinkableRule` says of each block, and in inline content the
    // link targets, anchors and links.

    var visitsInlines: Bool { walksInlines }

    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
        notePendingNames()
        // Only line-number links read these, and they are inline content the parser noted.
        if walksInlines { blockLines.append((block.range, depth)) }
        depth += 1
        switch block {
        case .heading(let heading):
            add(.heading(heading.level), title: heading.title.plainText, range: heading.range)
        case .rangeable(let item):
            add(LinkIndexEntry.Kind(item.kind), title: item.title, range: item.range)
        default:
            break
        }
        // A block's `#name` entries follow its own inline content (a title, a paragraph's text)
        // and precede the blocks it holds: they are noted at the next block event.
        if !block.carryovers.isEmpty { namedBlock = block }
        return LinkableRule.hidesContent(of: block) ? .skipChildren : .visitChildren
    }

    mutating func leaveBlock(_ block: NorgBlock) {
        notePendingNames()
        depth -= 1
    }

    mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction {
        notePendingNames()
        return .visitChildren
    }

    mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction {
        switch span {
        case .linkTarget(let target):
            add(.target, title: target.children.plainText, range: target.range)
        case .link(let link):
            links.append(link)
            if link.form == .anchorDefinition, let name = link.name, let location = link.location {
                let key = LinkKey.normalize(name)
                if anchorLocations[key] == nil { anchorLocations[key] = location }
                add(.anchor, title: name, range: link.range)
            }
            if let location = link.location, location.file == nil, case .lineNumber(let line) = location.target {
                wantedLines.insert(line)
            }
        default:
            break
        }
        return .visitChildren
    }

    /// Adds the `#name` entries of the last block entered, if not done yet.
    private mutating func notePendingNames() {
        guard let block = namedBlock else { return }
        namedBlock = nil
        let range = block.range
        LinkableRule.forEachName(in: block.carryovers) { add(.named, title: $0, range: range) }
    }

    private mutating func add(_ kind: LinkIndexEntry.Kind, title: String, range: SourceRange) {
        // The id comes later (`assignIDs`), the lookup tables and normalised titles on the first
        // lookup (`LinkTitleLookup`).
        entries.append(LinkIndexEntry(kind: kind, rawTitle: title, id: "", line: range.start.line,
                                      offsets: range.start.offset..<max(range.start.offset, range.end.offset)))
    }

    /// Gives each entry its id, in document order; a node that is linkable twice (a heading named
    /// by `#name`) keeps its first id. This runs after the walk so the table of taken ids is sized
    /// once: growing it would hash every id again at each doubling.
    private mutating func assignIDs() {
        let capacity = entries.count + wantedLines.count
        slotByID.reserveCapacity(capacity)
        idOffsets.reserveCapacity(capacity)
        idStrings.reserveCapacity(capacity)
        for index in entries.indices {
            let offset = entries[index].offsets.lowerBound
            if let existing = existingID(at: offset) {
                entries[index].id = existing
                continue
            }
            let prefix = entries[index].kind.idPrefix
            // The slug of the title is the slug of its normalised form: both lowercase, and
            // whitespace is a separator either way.
            let id = uniqueID(prefix + LinkKey.slug(entries[index].rawTitle), prefix: prefix)
            give(id, at: offset)
            entries[index].id = id
        }
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
        while !slotByID.insertIfAbsent(candidate, idStrings.count) {
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
            if let existing = existingID(at: best.range.start.offset) {
                lineTargets[line] = (existing, best.range.start.line)
            } else {
                let id = uniqueID("line-\(line)", prefix: "line-")
                give(id, at: best.range.start.offset)
                lineTargets[line] = (id, best.range.start.line)
            }
        }
    }

    /// The id already given to the node starting at `offset`.
    private func existingID(at offset: Int) -> String? {
        if let slotByOffset { return slotByOffset[offset].map { idStrings[$0] } }
        guard let last = idOffsets.last, offset <= last else { return nil }
        var low = 0, high = idOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if idOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return idOffsets[low] == offset ? idStrings[low] : nil
    }

    /// Records `id` (just taken by `uniqueID`, so its slot is the next one) for the node at `offset`.
    private mutating func give(_ id: String, at offset: Int) {
        let slot = idStrings.count
        if slotByOffset != nil {
            slotByOffset?[offset] = slot
        } else if let last = idOffsets.last, offset < last {
            var table = Dictionary(uniqueKeysWithValues: zip(idOffsets, idOffsets.indices))
            table[offset] = slot
            slotByOffset = table
        }
        idOffsets.append(offset)
        idStrings.append(id)
    }

    /// The ids ordered by offset, as `LinkIndex` keeps them (slots renumbered if they were given
    /// out of order).
    func idTable() -> (offsets: [Int], ids: [String], slotByID: [String: Int]) {
        guard slotByOffset != nil else { return (idOffsets, idStrings, slotByID) }
        let order = idOffsets.indices.sorted { idOffsets[$0] < idOffsets[$1] }
        let ids = order.map { idStrings[$0] }
        var slots = slotByID
        for (slot, id) in ids.enumerated() { slots[id] = slot }
        return (order.map { idOffsets[$0] }, ids, slots)
    }
}

extension Dictionary {
    /// Stores `value` under `key` unless the key is there already, with one hash lookup (the
    /// defaulted subscript's accessor inserts the default when the key is missing).
    /// Returns whether it stored it.
    @discardableResult
    mutating func insertIfAbsent(_ key: Key, _ value: Value) -> Bool {
        func touch(_: inout Value) {}
        let before = count
        touch(&self[key, default: value])
        return count != before
    }

    /// The value under `key`, storing `value` there first if the key is missing, with one hash
    /// lookup in the same way.
    mutating func valueInsertingIfAbsent(_ key: Key, _ value: Value) -> Value {
        func read(_ stored: inout Value) -> Value { stored }
        return read(&self[key, default: value])
    }
}
