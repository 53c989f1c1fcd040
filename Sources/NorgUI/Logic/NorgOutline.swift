import Foundation
import NorgKit

/// A document prepared for display: its tree of rows (for `collapsible: true`), the same rows
/// flattened in reading order, and the links its text contains.
///
/// Built once per document; every inline run is styled here, so views only map styles to the theme.
struct NorgOutline: Sendable {
    /// The top-level nodes; a heading's section, a list item's children etc. sit inside them.
    let nodes: [NorgOutlineNode]
    /// Every row in reading order, sections opened up. A `|details` row keeps its children, which
    /// render inside it.
    let rows: [NorgOutlineNode]
    /// Routes link taps back to their `InlineLink`.
    let router: NorgLinkRouter

    /// Nesting deeper than this (impossible for parsed documents, which are clamped far earlier) is
    /// not shown, so a hand-built tree cannot exhaust the stack.
    static let maximumDepth = NorgParser.maximumNestingDepth * 4

    init(document: NorgDocument) {
        var builder = Builder(linkIndex: LinkIndex(document: document))
        nodes = builder.nodes(document.blocks, in: Context())
        rows = Self.flatten(nodes)
        router = NorgLinkRouter(links: builder.links)
    }

    /// Pre-order rows: each section row followed by its children; `|details` keeps its subtree.
    static func flatten(_ nodes: [NorgOutlineNode]) -> [NorgOutlineNode] {
        var result: [NorgOutlineNode] = []
        var stack = Array(nodes.reversed())
        while let node = stack.popLast() {
            if node.isDetails {
                result.append(node)
            } else {
                result.append(NorgOutlineNode(row: node.row, children: []))
                stack.append(contentsOf: node.children.reversed())
            }
        }
        return result
    }

    struct Context {
        var indent = 0
        var quoteDepth = 0
        var depth = 0

        func nested(indent extra: Int = 0, quoteDepth newDepth: Int? = nil) -> Context {
            Context(indent: indent + extra, quoteDepth: newDepth ?? quoteDepth, depth: depth + 1)
        }
    }

    struct Builder {
        let linkIndex: LinkIndex
        var links: [InlineLink] = []
        private var usedIDs: Set<String> = []
        private var collisions = 0

        init(linkIndex: LinkIndex) {
            self.linkIndex = linkIndex
        }

        /// A unique id. A linkable node (heading, definition, footnote, table cell) uses its
        /// `LinkIndex` id, so `ScrollViewReader.scrollTo(_:)` reaches it even before a lazy stack
        /// has built its row; any other node uses `@` and its UTF-8 start offset (`@` never occurs
        /// in a link id). Clashes, as in hand-built models without ranges, get a counted suffix.
        mutating func id(for range: SourceRange, linkable: Bool = false) -> String {
            if linkable, let anchor = linkIndex.id(for: range), usedIDs.insert(anchor).inserted { return anchor }
            let offsetID = "@\(range.start.offset)"
            if usedIDs.insert(offsetID).inserted { return offsetID }
            collisions += 1
            let unique = "\(offsetID).\(collisions)"
            usedIDs.insert(unique)
            return unique
        }

        mutating func runs(_ inlines: [NorgInline]) -> AttributedString {
            let string = NorgInlineRuns.attributedString(inlines)
            for run in string.runs {
                if let link = run.norgLink { links.append(link) }
            }
            return string
        }

        mutating func row(_ kind: NorgRow.Kind, _ range: SourceRange, _ context: Context,
                          task: TaskStatus? = nil) -> NorgRow {
            let linkable: Bool
            switch kind {
            case .heading, .term: linkable = true
            default: linkable = false
            }
            return NorgRow(id: id(for: range, linkable: linkable), kind: kind, indent: context.indent, quoteDepth: context.quoteDepth,
                    task: task, line: range.start.line)
        }

        mutating func nodes(_ blocks: [NorgBlock], in context: Context) -> [NorgOutlineNode] {
            guard context.depth <= NorgOutline.maximumDepth else { return [] }
            var result: [NorgOutlineNode] = []
            var index = blocks.startIndex
            while index < blocks.endIndex {
                if case .rangeable(let item) = blocks[index], item.kind == .tableCell {
                    var cells: [RangeableItem] = []
                    while index < blocks.endIndex, case .rangeable(let cell) = blocks[index], cell.kind == .tableCell {
                        cells.append(cell)
                        index += 1
                    }
                    result.append(table(cells, in: context))
                    continue
                }
                result.append(contentsOf: nodes(for: blocks[index], in: context))
                index += 1
            }
            return result
        }

        mutating func nodes(for block: NorgBlock, in context: Context) -> [NorgOutlineNode] {
            switch block {
            case .heading(let heading):
                let title = row(.heading(level: heading.level, title: runs(heading.title)), heading.range, context,
                                task: heading.extensions.taskStatus)
                return [NorgOutlineNode(row: title, children: nodes(heading.content, in: context.nested()))]
            case .paragraph(let paragraph):
                return [NorgOutlineNode(row: row(.paragraph(runs(paragraph.content)), paragraph.range, context),
                                        children: [])]
            case .list(let list):
                return listItems(list, in: context)
            case .quote(let quote):
                return [self.quote(quote, in: context)]
            case .rangeable(let item):
                let title = row(.term(item.kind, title: item.title), item.range, context, task: item.extensions.taskStatus)
                return [NorgOutlineNode(row: title, children: nodes(item.content, in: context.nested(indent: 1)))]
            case .verbatimTag(let tag):
                return verbatim(tag, in: context)
            case .rangedTag(let tag):
                return ranged(tag, in: context)
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
        mutating func listItems(_ list: NorgList, in context: Context) -> [NorgOutlineNode] {
            var result: [NorgOutlineNode] = []
            for (position, item) in list.items.enumerated() {
                let level = context.indent + 1
                let marker: ListMarker = list.kind == .ordered ? .ordinal(position + 1, level: level) : .bullet(level: level)
                var content = item.content[...]
                var text = AttributedString()
                if case .paragraph(let paragraph)? = content.first {
                    text = runs(paragraph.content)
                    content = content.dropFirst()
                }
                let head = row(.listItem(marker, text), item.range, context, task: item.extensions.taskStatus)
                result.append(NorgOutlineNode(row: head, children: nodes(Array(content), in: context.nested(indent: 1))))
            }
            return result
        }

        /// The quote's first paragraph carries its bars (and any task); deeper quotes are its children.
        mutating func quote(_ quote: Quote, in context: Context) -> NorgOutlineNode {
            let inner = Context(indent: context.indent, quoteDepth: max(quote.level, context.quoteDepth + 1),
                                depth: context.depth)
            var content = quote.content[...]
            var text = AttributedString()
            if case .paragraph(let paragraph)? = content.first {
                text = runs(paragraph.content)
                content = content.dropFirst()
            }
            let head = row(.paragraph(text), quote.range, inner, task: quote.extensions.taskStatus)
            return NorgOutlineNode(row: head, children: nodes(Array(content), in: inner.nested()))
        }

        mutating func verbatim(_ tag: VerbatimRangedTag, in context: Context) -> [NorgOutlineNode] {
            let kind: NorgRow.Kind
            switch tag.name {
            case "document.meta", "comment": return []
            case "math": kind = .math(tex: tag.content)
            case "code": kind = .code(language: tag.language, source: tag.content)
            default: kind = .code(language: nil, source: tag.content)
            }
            return [NorgOutlineNode(row: row(kind, tag.range, context), children: [])]
        }

        mutating func ranged(_ tag: RangedTag, in context: Context) -> [NorgOutlineNode] {
            guard tag.kind == .standard else { return [] }  // `=macro` definitions render nothing
            switch tag.name {
            case "comment":
                return []
            case "example":
                return [NorgOutlineNode(row: row(.example(source: tag.rawContent), tag.range, context), children: [])]
            case "details":
                let title = tag.parameters.joined(separator: " ")
                let head = row(.details(title: title), tag.range, context)
                return [NorgOutlineNode(row: head, children: nodes(tag.content, in: context.nested()))]
            default:
                // `|group` and unknown tags show their content in place.
                return nodes(tag.content, in: context.nested())
            }
        }

        mutating func table(_ items: [RangeableItem], in context: Context) -> NorgOutlineNode {
            let range = items[0].range
            let tableID = id(for: range)
            let cells = items.map { item in
                NorgTable.Cell(id: id(for: item.range, linkable: true), row: 0, column: 0, title: item.title,
                               task: item.extensions.taskStatus, line: item.line,
                               content: nodes(item.content, in: Context(depth: context.depth + 1)))
            }
            let head = NorgRow(id: tableID, kind: .table(NorgTable(placing: cells)), indent: context.indent,
                               quoteDepth: context.quoteDepth, task: nil, line: range.start.line)
            return NorgOutlineNode(row: head, children: [])
        }
    }
}
