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
        for block in blocks where HTMLWriter.isRendered(block) {
            switch block {
            case .heading(let heading):
                headings.append(heading)
                collect(heading.content, depth: depth + 1)
            case .rangedTag(let tag) where tag.name == "example":
                continue
            case .infirmTag(let tag) where tag.name == "toc":
                holdsTableOfContentsTag = true
            default:
                block.forEachChildRun { collect($0, depth: depth + 1) }
            }
        }
    }
}
