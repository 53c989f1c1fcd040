import Foundation
import NorgKit

/// A document prepared for display: its tree of rows (for `collapsible: true`) and the same rows
/// flattened in reading order.
///
/// Built once per document (see `NorgOutlineCache`). Rows keep their inline content as parsed: a
/// row's text is styled only when its view first shows it (`NorgRow.runs`), so building the outline
/// costs a walk of the blocks, not a styled string per block.
package struct NorgOutline: Sendable {
    /// The top-level nodes; a heading's section, a list item's children etc. sit inside them.
    let nodes: [NorgOutlineNode]
    /// Every row in reading order, sections opened up. A `|details` row keeps its children, which
    /// render inside it.
    let rows: [NorgOutlineNode]
    /// For each row, the index after its last descendant in `rows`.
    let sectionEnds: [Int]
    /// Nesting deeper than this (impossible for parsed documents, which are clamped far earlier) is
    /// not shown, so a hand-built tree cannot exhaust the stack.
    static let maximumDepth = NorgParser.maximumNestingDepth * 4
    /// The document's link index: resolves links for scrolling (`route(to:)`).
    let linkIndex: LinkIndex
    /// `LinkIndex` id → the id of the row that shows the node (cells: their table's row).
    let linkTargets: [String: String]

    package init(document: NorgDocument) {
        linkIndex = LinkIndex(document: document)
        var builder = Builder(linkIndex: linkIndex, blocks: document.blocks)
        nodes = builder.nodes(document.blocks, in: Context())
        (rows, sectionEnds) = Self.flattenWithEnds(nodes)
        linkTargets = builder.linkTargets
    }

    /// How many rows the document shows (sections opened up).
    package var rowCount: Int { rows.count }

    /// The text of the row at `index` in reading order, styled as its view styles it when shown.
    package func runs(ofRow index: Int) -> AttributedString { rows[index].row.runs }

    /// An outline with no rows (before the first document is shown).
    init() {
        nodes = []
        rows = []
        sectionEnds = []
        linkIndex = LinkIndex(document: NorgDocument(blocks: []))
        linkTargets = [:]
    }

    /// Pre-order rows: each section row followed by its children; `|details` keeps its subtree.
    /// A row with children is marked `isSection`; `sectionEnds[i]` is the index after row `i`'s
    /// last descendant, so hiding a collapsed section's rows is a jump, not a walk.
    static func flatten(_ nodes: [NorgOutlineNode]) -> [NorgOutlineNode] {
        flattenWithEnds(nodes).rows
    }

    static func flattenWithEnds(_ nodes: [NorgOutlineNode]) -> (rows: [NorgOutlineNode], ends: [Int]) {
        var result: [NorgOutlineNode] = []
        var depths: [Int] = []
        var stack = nodes.reversed().map { ($0, 0) }
        while let (node, depth) = stack.popLast() {
            depths.append(depth)
            if node.isDetails {
                result.append(node)
            } else {
                var row = node.row
                row.isSection = !node.children.isEmpty
                result.append(NorgOutlineNode(row: row, children: []))
                stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
            }
        }
        // Each row ends where the next row at its depth or shallower starts.
        var ends = [Int](repeating: result.count, count: result.count)
        var open: [Int] = []
        for index in depths.indices {
            while let last = open.last, depths[last] >= depths[index] {
                ends[last] = index
                open.removeLast()
            }
            open.append(index)
        }
        return (result, ends)
    }

    /// The rows collapsible mode shows: every row but those inside a collapsed section.
    func visibleRows(collapsed: Set<String>) -> [NorgOutlineNode] {
        guard !collapsed.isEmpty else { return rows }
        var result: [NorgOutlineNode] = []
        var index = 0
        while index < rows.count {
            result.append(rows[index])
            index = rows[index].row.isSection && collapsed.contains(rows[index].id) ? sectionEnds[index] : index + 1
        }
        return result
    }

    struct Context {
        var indent = 0
        var quoteDepth = 0
        var depth = 0
        /// The content hash of the enclosing row's id, so equal text in different sections gets
        /// different ids without a counter that text elsewhere would shift.
        var scope: UInt64 = 0
        /// True inside a list item: its rows sit closer together than blocks do.
        var inList = false
        /// Inside a table: the table's row, which shows (and is scrolled to for) every node of its cells.
        var host: String?

        func nested(indent extra: Int = 0, quoteDepth newDepth: Int? = nil) -> Context {
            Context(indent: indent + extra, quoteDepth: newDepth ?? quoteDepth, depth: depth + 1, scope: scope,
                    inList: inList, host: host)
        }

        /// The context of the children of the row `id`.
        func within(_ id: String) -> Context {
            var hash = NorgContentHash()
            hash.add(id)
            var inner = self
            inner.scope = hash.value
            return inner
        }
    }

    /// Builds the rows by recursion over the blocks rather than as a `NorgWalker`: a row's shape
    /// depends on its neighbours and first children (consecutive table cells become one table, an
    /// item's or quote's first paragraph sits on the marker row), which events one node at a time
    /// do not give without a stack of half-built rows; the depth is capped by `maximumDepth`.
    struct Builder {
        let linkIndex: LinkIndex
        /// `LinkIndex` id → the id of the row that shows the node (a table for its cells).
        var linkTargets: [String: String] = [:]
        private var usedIDs: Set<String> = []
        /// The last suffix given to each repeated content id.
        private var repeats: [String: Int] = [:]
        /// Rows built so far (the first gets no gap above it).
        private var rowCount = 0
        /// The document's top-level blocks, for the headings the first `.toc` lists.
        let blocks: [NorgBlock]
        /// Which `.toc` lists the headings and which refer back to it.
        private var tableOfContents = TableOfContentsRule()
        /// Whether the first `.toc` listed any heading (a later one has something to refer to).
        private var hasFullTableOfContents = false

        init(linkIndex: LinkIndex, blocks: [NorgBlock] = []) {
            self.linkIndex = linkIndex
            self.blocks = blocks
        }

        /// A unique id from the node's content, never from its position: `@`, then a hash of its
        /// kind, its text and its parent's id, so a heading's id is the path of its ancestors'
        /// titles and its own. Equal content under one parent gets a counted suffix (its occurrence
        /// among those siblings), so inserting text, or a heading of the same title, anywhere else
        /// keeps every other row's identity and a section's collapse state. `LinkIndex` ids, which
        /// number equal titles through the whole document, are only recorded (`linkTargets`) for
        /// scrolling: they would move with such an insertion.
        mutating func id(content: NorgContentHash) -> String {
            let base = "@\(content.text)"
            if usedIDs.insert(base).inserted { return base }
            var count = repeats[base, default: 1]
            var unique: String
            repeat {
                count += 1
                unique = "\(base).\(count)"
            } while !usedIDs.insert(unique).inserted
            repeats[base] = count
            return unique
        }

        /// Records that the `LinkIndex` id of the node at `range`, if it has one, is shown by `row`.
        mutating func recordTarget(_ range: SourceRange, row: String) {
            if let anchor = linkIndex.id(for: range), linkTargets[anchor] == nil { linkTargets[anchor] = row }
        }

        /// Records the inline link targets and anchor definitions of a row's text as shown by it.
        mutating func recordInlineTargets(_ inlines: [NorgInline], row: String) {
            var stack = inlines
            while let inline = stack.popLast() {
                switch inline {
                case .linkTarget(let target):
                    recordTarget(target.range, row: row)
                    stack.append(contentsOf: target.children)
                case .link(let link):
                    recordTarget(link.range, row: row)
                    stack.append(contentsOf: link.description ?? [])
                case .styled(let span):
                    stack.append(contentsOf: span.children)
                default:
                    continue
                }
            }
        }

        /// What identifies a row's content: its kind, its text or source, its quote depth and its parent.
        func contentHash(_ kind: NorgRow.Kind, in context: Context) -> NorgContentHash {
            var hash = NorgContentHash()
            hash.add(context.scope)
            hash.add(UInt64(context.quoteDepth))
            switch kind {
            case .heading(let level, let title):
                hash.add(byte: 0x68)
                hash.add(UInt64(level))
                hash.add(title)
            case .paragraph(let inlines):
                hash.add(byte: 0x70)
                hash.add(inlines)
            case .listItem(_, let inlines):
                hash.add(byte: 0x6C)
                hash.add(inlines)
            case .term(_, let title):
                hash.add(byte: 0x74)
                hash.add(title)
            case .code(let language, let source):
                hash.add(byte: 0x63)
                hash.add(language ?? "")
                hash.add(source)
            case .math(let tex):
                hash.add(byte: 0x6D)
                hash.add(tex)
            case .example(let source):
                hash.add(byte: 0x65)
                hash.add(source)
            case .rule:
                hash.add(byte: 0x72)
            case .image(let source, let alt):
                hash.add(byte: 0x69)
                hash.add(source)
                hash.add(alt)
            case .table:
                hash.add(byte: 0x54)
            case .details(let title):
                hash.add(byte: 0x64)
                hash.add(title)
            case .tableOfContents(let toc):
                hash.add(byte: 0x6F)
                hash.add(toc.title)
            case .tableOfContentsEntry(let entry):
                hash.add(byte: 0x45)
                hash.add(UInt64(entry.level))
                hash.add(Array(entry.link.description ?? []))
            }
            return hash
        }

        mutating func row(_ kind: NorgRow.Kind, _ range: SourceRange, _ context: Context,
                          extensions: ExtensionList = .empty, gap: NorgRow.Gap? = nil) -> NorgRow {
            defer { rowCount += 1 }
            let id = id(content: contentHash(kind, in: context))
            recordTarget(range, row: context.host ?? id)
            recordInlineTargets(NorgRow.inlines(of: kind), row: context.host ?? id)
            return NorgRow(id: id, kind: kind,
                           indent: context.indent, quoteDepth: context.quoteDepth, task: extensions.taskStatus,
                           line: range.start.line, gap: rowCount == 0 ? .none : gap ?? (context.inList ? .withinList : .block),
                           badges: extensions.badges)
        }

        mutating func nodes(_ blocks: [NorgBlock], in context: Context) -> [NorgOutlineNode] {
            guard context.depth <= NorgOutline.maximumDepth else { return [] }
            var result: [NorgOutlineNode] = []
            var index = blocks.startIndex
            while index < blocks.endIndex {
                if case .rangeable(let item) = blocks[index], item.kind == .tableCell {
                    var cells: [RangeableItem] = []
                    while index < blocks.endIndex, case .rangeable(let cell) = blocks[index], cell.kind == .tableCell {
                        if blocks[index].isShown { cells.append(cell) }
                        index += 1
                    }
                    if !cells.isEmpty { result.append(table(cells, in: context)) }
                    continue
                }
                result.append(contentsOf: nodes(for: blocks[index], in: context))
                index += 1
            }
            return result
        }

        mutating func nodes(for block: NorgBlock, in context: Context) -> [NorgOutlineNode] {
            // NorgKit's rule of what is shown, which every renderer reads: comments, `#comment`,
            // `+comment` (an item, or a segment: `visibleContent`), `@document.meta`, macros.
            guard block.isShown else { return [] }
            switch block {
            case .heading(let heading):
                let title = row(.heading(level: heading.level, title: heading.title), heading.range, context,
                                extensions: ExtensionList(heading.extensions))
                return [NorgOutlineNode(row: title, children: nodes(heading.content, in: context.nested().within(title.id)))]
            case .paragraph(let paragraph):
                return [NorgOutlineNode(row: row(.paragraph(paragraph.visibleContent), paragraph.range, context),
                                        children: [])]
            case .list(let list):
                return listItems(list, in: context)
            case .quote(let quote):
                return [self.quote(quote, in: context)]
            case .rangeable(let item):
                let title = row(.term(item.kind, title: item.title), item.range, context, extensions: ExtensionList(item.extensions))
                return [NorgOutlineNode(row: title, children: nodes(item.content, in: context.nested(indent: 1).within(title.id)))]
            case .verbatimTag(let tag):
                return verbatim(tag, in: context)
            case .rangedTag(let tag):
                return ranged(tag, in: context)
            case .infirmTag(let tag) where tag.name == "toc":
                return tableOfContents(tag, in: context)
            case .infirmTag(let tag):
                guard tag.name == "image", let source = tag.parameters.first else { return [] }
                let alt = tag.parameters.dropFirst().joined(separator: " ")
                return [NorgOutlineNode(row: row(.image(source: source, alt: alt), tag.range, context), children: [])]
            case .delimiter(let delimiter):
                guard delimiter.kind == .horizontalRule else { return [] }
                return [NorgOutlineNode(row: row(.rule, delimiter.range, context), children: [])]
            }
        }

        /// One node per item: its first paragraph on the marker's row, everything else as children.
        /// Items after the first sit closer together; every marker gets the list's widest width.
        mutating func listItems(_ list: NorgList, in context: Context) -> [NorgOutlineNode] {
            let level = context.indent + 1
            func marker(_ position: Int) -> ListMarker {
                list.kind == .ordered ? .ordinal(position + 1, level: level) : .bullet(level: level)
            }
            let shown = list.items.contains(where: \.isCommentedOut) ? list.items.filter { !$0.isCommentedOut } : list.items
            let column = ListMarker.widest(of: shown.indices.lazy.map(marker))
            var result: [NorgOutlineNode] = []
            for (position, item) in shown.enumerated() {
                var content = item.content[...]
                var text: [NorgInline] = []
                if case .paragraph(let paragraph)? = content.first {
                    text = paragraph.isCommentedOut ? [] : paragraph.visibleContent
                    content = content.dropFirst()
                }
                var head = row(.listItem(marker(position), text), item.range, context, extensions: item.extensions,
                               gap: position > 0 ? .withinList : nil)
                head.markerColumn = column
                var inner = context.nested(indent: 1).within(head.id)
                inner.inList = true
                result.append(NorgOutlineNode(row: head, children: nodes(Array(content), in: inner)))
            }
            return result
        }

        /// The quote's first paragraph carries its bars (and any task); deeper quotes are its children.
        mutating func quote(_ quote: Quote, in context: Context) -> NorgOutlineNode {
            var inner = context
            inner.quoteDepth = max(quote.level, context.quoteDepth + 1)
            var content = quote.content[...]
            var text: [NorgInline] = []
            if case .paragraph(let paragraph)? = content.first {
                text = paragraph.isCommentedOut ? [] : paragraph.visibleContent
                content = content.dropFirst()
            }
            let head = row(.paragraph(text), quote.range, inner, extensions: ExtensionList(quote.extensions))
            return NorgOutlineNode(row: head, children: nodes(Array(content), in: inner.nested().within(head.id)))
        }

        mutating func verbatim(_ tag: VerbatimRangedTag, in context: Context) -> [NorgOutlineNode] {
            let kind: NorgRow.Kind
            switch tag.name {
            case "math": kind = .math(tex: tag.content)
            case "code": kind = .code(language: tag.language, source: tag.content)
            default: kind = .code(language: nil, source: tag.content)
            }
            return [NorgOutlineNode(row: row(kind, tag.range, context), children: [])]
        }

        mutating func ranged(_ tag: RangedTag, in context: Context) -> [NorgOutlineNode] {
            switch tag.name {
            case "example":
                return [NorgOutlineNode(row: row(.example(source: tag.rawContent), tag.range, context), children: [])]
            case "details":
                let title = tag.parameters.joined(separator: " ")
                let head = row(.details(title: title), tag.range, context)
                return [NorgOutlineNode(row: head, children: nodes(tag.content, in: context.nested().within(head.id)))]
            default:
                // `|group` and unknown tags show their content in place.
                return nodes(tag.content, in: context.nested())
            }
        }

        /// The first `.toc` lists the headings (none when the document has no heading); every later
        /// one, when the first listed any, is a link back to it.
        mutating func tableOfContents(_ tag: InfirmTag, in context: Context) -> [NorgOutlineNode] {
            let title = tag.parameters.isEmpty ? "Contents" : tag.parameters.joined(separator: " ")
            switch tableOfContents.form(of: tag) {
            case .full:
                let entries = NorgTableOfContents.entries(of: DocumentOutline(NorgDocument(blocks: blocks)), linkIndex: linkIndex)
                guard !entries.isEmpty else { return [] }
                hasFullTableOfContents = true
                let toc = NorgTableOfContents(title: title, form: .full(entries), range: tag.range)
                var head = row(.tableOfContents(toc), tag.range, context)
                if usedIDs.insert(NorgTableOfContents.firstID).inserted { head.id = NorgTableOfContents.firstID }
                var inner = context.nested().within(head.id)
                inner.inList = true
                let rows = entries.map { entry in
                    var entryContext = inner
                    entryContext.indent += max(entry.level, 1) - 1
                    return NorgOutlineNode(row: row(.tableOfContentsEntry(entry), tag.range, entryContext), children: [])
                }
                return [NorgOutlineNode(row: head, children: rows)]
            case .reference:
                guard hasFullTableOfContents else { return [] }
                let toc = NorgTableOfContents(title: title, form: .reference, range: tag.range)
                return [NorgOutlineNode(row: row(.tableOfContents(toc), tag.range, context), children: [])]
            }
        }

        mutating func table(_ items: [RangeableItem], in context: Context) -> NorgOutlineNode {
            let range = items[0].range
            var tableHash = NorgContentHash()
            tableHash.add(context.scope)
            tableHash.add(byte: 0x54)
            tableHash.add(items[0].title)
            let tableID = id(content: tableHash)
            let host = context.host ?? tableID
            let cells = items.map { item in
                var cellHash = NorgContentHash()
                cellHash.add(tableHash.value)
                cellHash.add(item.title)
                let cellID = id(content: cellHash)
                recordTarget(item.range, row: host)
                var inner = Context(depth: context.depth + 1).within(cellID)
                inner.host = host
                return NorgTable.Cell(id: cellID, row: 0, column: 0, title: item.title,
                                      task: item.extensions.taskStatus, line: item.line,
                                      content: nodes(item.content, in: inner))
            }
            let head = NorgRow(id: tableID, kind: .table(NorgTable(placing: cells)), indent: context.indent,
                               quoteDepth: context.quoteDepth, task: nil, line: range.start.line)
            return NorgOutlineNode(row: head, children: [])
        }
    }
}
