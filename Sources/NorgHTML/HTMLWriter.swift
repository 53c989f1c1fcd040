import NorgKit

/// One rendering pass: walks the document and appends HTML to one byte buffer with reserved capacity.
/// The block, inline, footnote, table and page parts live in extensions, one file each.
struct HTMLWriter: ~Copyable {
    /// Nesting deeper than this is not rendered (the parser clamps its own nesting far below it,
    /// so only hand-built documents reach it): no input drives recursion without bound.
    static let maximumDepth = 4 * NorgParser.maximumNestingDepth

    let document: NorgDocument
    let index: LinkIndex
    let options: HTMLOptions
    /// Ids that may be linked to; nil in the first pass, which trusts the index.
    let allowedIDs: EmittedIDs?

    var out = HTMLOutput()
    /// Ids written as `id="…"`, each once.
    var emittedIDs: EmittedIDs
    /// Where the last search for a node's id ended in the index (the walk is in document order).
    var idCursor = 0
    /// Ids written as `href="#…"`.
    var linkedIDs: Set<String> = []
    var footnotes: FootnoteRegistry
    /// Each task status's element (`TaskStatusStyle.badges`), in the order of `statuses`.
    let statusBadges = TaskStatusStyle.badges
    let statuses = TaskStatus.allCases
    /// Inside a link's description, where a nested link would be invalid HTML.
    var insideLink = false
    /// Inside an `|example`'s rendering, where footnotes stay in place.
    var insideExample = false
    /// Rendering content parsed apart from the document (`@table` cells), whose ranges are not
    /// the document's, so the index must not be asked for ids.
    var suppressesIDs = false
    /// Inside a link's text, which is isolated: its isolate controls are kept balanced.
    var isolateBalance: BidiIsolateBalance?
    /// Which `.toc` lists the headings (the first) and which refer to it.
    var tableOfContents = TableOfContentsRule()

    init(document: NorgDocument, index: LinkIndex, options: HTMLOptions, allowedIDs: EmittedIDs?) {
        self.document = document
        self.index = index
        self.options = options
        self.allowedIDs = allowedIDs
        self.emittedIDs = EmittedIDs(slotCount: index.idCount)
        self.footnotes = FootnoteRegistry(document: document, index: index)
        // About 170 bytes of HTML per line of notes: reserve enough that the buffer rarely grows
        // (a copy of everything written so far); pages never written to are never touched.
        out.reserveCapacity(max(4096, document.lineCount * 256) + (options.format == .page ? 8192 : 0))
    }

    // MARK: Output primitives

    mutating func text(_ text: String) {
        if isolateBalance != nil {
            isolateBalance!.append(text, to: &out)
        } else {
            HTMLEscaping.append(text, to: &out)
        }
    }

    /// A text node's bytes, escaped straight from the parsed buffer when they are ASCII; anything
    /// else goes through `String`, which repairs invalid UTF-8.
    mutating func text(_ text: NorgText) {
        let written = text.withUTF8 { HTMLEscaping.appendASCII($0, to: &out) }
        if !written { self.text(text.string) }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        out.appendAttribute(name, value)
    }

    // MARK: Ids

    /// The ids (as index slots) the index gives a node and its carryover tags, not yet emitted.
    mutating func ids(for range: SourceRange, carryovers: [CarryoverTag] = []) -> [Int] {
        guard !suppressesIDs else { return [] }
        var ids: [Int] = []
        if let slot = index.idSlot(atOffset: range.start.offset, near: &idCursor),
           !emittedIDs.contains(slot: slot) {
            ids.append(slot)
        }
        for tag in carryovers {
            if let slot = index.idSlot(atOffset: tag.range.start.offset, near: &idCursor),
               !emittedIDs.contains(slot: slot), !ids.contains(slot) {
                ids.append(slot)
            }
        }
        return ids
    }

    /// ` id="…"` for the first id; returns the others, for `anchors(_:)` inside the element.
    mutating func idAttribute(_ ids: [Int]) -> ArraySlice<Int> {
        guard let first = ids.first else { return [] }
        attribute("id", index.id(inSlot: first))
        emittedIDs.insert(slot: first)
        return ids.dropFirst()
    }

    /// Empty spans carrying `ids` (index slots), for nodes whose element cannot carry them all.
    mutating func anchors<C: Collection>(_ ids: C) where C.Element == Int {
        for slot in ids where !emittedIDs.contains(slot: slot) {
            out += "<span class=\"norg-anchor\""
            attribute("id", index.id(inSlot: slot))
            out += "></span>"
            emittedIDs.insert(slot: slot)
        }
    }

    /// Whether a link may point at `#id`.
    func mayLink(to id: String) -> Bool {
        allowedIDs?.contains(id, in: index) ?? true
    }
}
