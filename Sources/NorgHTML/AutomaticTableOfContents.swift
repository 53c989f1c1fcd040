import NorgKit

extension HTMLWriter {
    /// The fewest headings for which `HTMLOptions.tableOfContents` adds a table of contents.
    static let automaticTableOfContentsMinimum = 3

    /// `HTMLOptions.tableOfContents`: the headings listed after the page's header, when the
    /// document has at least three and no `.toc` of its own (which is then where the author wants
    /// it). It counts as the first `.toc`, so one inside an `|example` refers back to it.
    mutating func writeAutomaticTableOfContents() {
        let outline = document.outline
        guard outline.headings.count >= Self.automaticTableOfContentsMinimum,
              !outline.holdsTableOfContents else { return }
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        _ = tableOfContents.form(of: InfirmTag(name: "toc", parameters: [],
                                               range: SourceRange(start: start, end: start)))
        writeHeadingList(outline.headings, title: "Contents")
    }
}
