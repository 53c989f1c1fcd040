import NorgEscaping
import NorgKit

/// The outline the mapping table (docs/EXPORT.md) promises for a document's Markdown, read from
/// the Norg tree on its own: shown headings at their level (6 for deeper), every shown list item
/// at its list depth (and the first `.toc`'s entries), `@table` and grid tables by shape, the
/// external links the link policy opens, and each paragraph's text. Footnotes (written last),
/// `|example` sources and table cells' content are left out, as in `CmarkOutlineReader`.
struct ExpectedOutline {
    private(set) var outline = MarkdownOutline()
    private var headings: [Heading] = []
    private var sawTableOfContents = false
    private let index: LinkIndex

    init(_ document: NorgDocument) {
        index = LinkIndex(document: document)
        collectHeadings(document.blocks)
        walk(document.blocks, listDepth: 0)
    }

    /// The headings a `.toc` lists: shown ones outside examples, footnotes included.
    private mutating func collectHeadings(_ blocks: [NorgBlock]) {
        for block in blocks where block.isShown {
            switch block {
            case .heading(let heading):
                headings.append(heading)
                collectHeadings(heading.content)
            case .rangedTag(let tag) where tag.name == "example": continue
            default: collectHeadings(block.childBlocks)
            }
        }
    }

    private mutating func walk(_ blocks: [NorgBlock], listDepth: Int) {
        var position = 0
        while position < blocks.count {
            let block = blocks[position]
            position += 1
            guard block.isShown else { continue }
            switch block {
            case .heading(let heading):
                outline.headings.append(.init(level: min(max(heading.level, 1), 6), text: text(heading.title)))
                collectLinks(heading.title)
                walk(heading.content, listDepth: listDepth)
            case .paragraph(let paragraph):
                let text = text(paragraph.visibleContent)
                if !text.isEmpty { outline.paragraphs.append(text) }
                collectLinks(paragraph.visibleContent)
            case .list(let list):
                for item in list.items where !item.isCommentedOut {
                    outline.itemDepths.append(listDepth + 1)
                    walk(Array(item.content), listDepth: listDepth + 1)
                }
            case .quote(let quote):
                walk(quote.content, listDepth: listDepth)
            case .rangeable(let first):
                var group = [first]
                while position < blocks.count, case .rangeable(let next) = blocks[position], next.kind == first.kind,
                      blocks[position].isShown,
                      next.range.start.line <= group[group.count - 1].range.lines.upperBound + 1 {
                    group.append(next)
                    position += 1
                }
                switch first.kind {
                case .footnote: continue
                case .definition:
                    for item in group { walk(item.content, listDepth: listDepth) }
                case .tableCell:
                    let layout = NorgTableLayout(cells: group)
                    if layout.diagnostic == nil {
                        outline.tables.append(.init(rows: layout.rowCount, columns: layout.columnCount))
                    } else {
                        for item in group { walk(item.content, listDepth: listDepth) }
                    }
                }
            case .verbatimTag(let tag) where tag.name == "table":
                let table = VisualTable(tag)
                let columns = (table.header + table.body).map(\.count).max() ?? 0
                if columns > 0 {
                    let rows = table.header.count + table.body.count + (table.header.isEmpty ? 1 : 0)
                    outline.tables.append(.init(rows: rows, columns: columns))
                }
            case .rangedTag(let tag) where tag.name == "example":
                continue
            case .rangedTag(let tag):
                walk(tag.content, listDepth: listDepth)
            case .infirmTag(let tag) where tag.name == "toc":
                guard !sawTableOfContents, !headings.isEmpty else { continue }
                sawTableOfContents = true
                var levels: [Int] = []
                for heading in headings {
                    while let last = levels.last, last >= heading.level { levels.removeLast() }
                    levels.append(heading.level)
                    outline.itemDepths.append(listDepth + levels.count)
                }
            default:
                continue
            }
        }
    }

    /// The external links the policy opens, not counting links inside a link's description
    /// (Markdown has no links in links).
    private mutating func collectLinks(_ inlines: some Collection<NorgInline>) {
        for inline in inlines {
            switch inline {
            case .styled(let span) where span.modifier != .null: collectLinks(span.children)
            case .linkTarget(let target): collectLinks(target.children)
            case .link(let link):
                let url: String? = link.urlText?.string ?? {
                    if case .url(let url)? = link.location?.target { return url }
                    return nil
                }()
                if let url, let href = LinkPolicy.externalHref(url) { outline.externalLinks.append(href) }
            default: continue
            }
        }
    }

    /// The text a paragraph shows: modifiers' content (none for `%…%`), code as written, math
    /// between `$`, links by description or named target (a footnote reference by nothing),
    /// whitespace collapsed.
    func text(_ inlines: some Collection<NorgInline>) -> String {
        var text = ""
        var stack: [[NorgInline]] = [Array(inlines).reversed()]
        while !stack.isEmpty {
            guard let inline = stack[stack.count - 1].popLast() else {
                stack.removeLast()
                continue
            }
            switch inline {
            case .text(let value, _): text += value.string
            case .escape(let value, _): text += value
            case .softBreak: text += " "
            case .linkModifier: break
            case .styled(let span) where span.modifier == .null: break
            case .styled(let span): stack.append(Array(span.children).reversed())
            case .verbatim(let span) where span.modifier == .math: text += "$" + span.content + "$"
            case .verbatim(let span): text += span.content
            case .link(let link):
                if let description = link.description, !description.isEmpty {
                    stack.append(Array(description).reversed())
                } else if case .footnote = link.location?.target, case .local = index.resolve(link) {
                    continue // a footnote reference, `[^n]`
                } else if let url = link.urlText {
                    text += url.string
                } else if let location = link.location {
                    text += location.shownText
                }
            case .linkTarget(let target): stack.append(Array(target.children).reversed())
            }
        }
        // Markdown reads NUL as U+FFFD, and so the exporter writes it.
        return MarkdownOutline.collapsed(text.replacing("\0", with: "\u{FFFD}"))
    }
}
