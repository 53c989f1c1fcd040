import NorgKit

/// The headings a table of contents lists, in document order, and whether the document shows a
/// `.toc` of its own: both from one walk over the blocks the page shows (not those in comments,
/// nor the source of an `|example`).
struct HeadingOutline {
    private(set) var headings: [Heading] = []
    /// Whether a `.toc` outside any `|example` is shown.
    private(set) var holdsTableOfContentsTag = false

    mutating func collect(_ blocks: some Collection<NorgBlock>, depth: Int) {
        guard depth <= HTMLWriter.maximumDepth else { return }
        for block in blocks {
            switch block {
            case .paragraph, .verbatimTag, .delimiter:
                continue // nothing inside them is a block
            case .infirmTag(let tag):
                if tag.name == "toc", HTMLWriter.isRendered(block) { holdsTableOfContentsTag = true }
            case .heading(let heading):
                guard HTMLWriter.isRendered(block) else { continue }
                headings.append(heading)
                collect(heading.content, depth: depth + 1)
            case .rangedTag(let tag) where tag.name == "example":
                continue
            case .list(let list):
                guard HTMLWriter.isRendered(block) else { continue }
                // Most items hold only their paragraph (no heading inside); only the others are walked.
                for item in list.items where item.content.loneParagraph == nil {
                    collect(item.content, depth: depth + 1)
                }
            default:
                guard HTMLWriter.isRendered(block) else { continue }
                collect(block.childBlocks, depth: depth + 1)
            }
        }
    }
}
