/// The rows of an `@table`, split into header and body as every renderer shows them: rows on
/// lines, cells split by `|` (`VisualTableRow`); a line of only `-` (with `|`, `+`, `:` or
/// spaces) makes the rows above it the header. Cells stay source text, each parsed as Norg markup
/// by the renderer.
package struct VisualTable {
    /// The rows above the first separator line; empty when there is none.
    package private(set) var header: [[Substring]] = []
    /// The other rows.
    package private(set) var body: [[Substring]] = []

    /// The rows of `tag`'s content.
    package init(_ tag: VerbatimRangedTag) {
        for line in tag.content.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard !trimmed.isEmpty else { continue }
            if trimmed.allSatisfy({ "-|+: \t\r".contains($0) }) {
                if header.isEmpty {
                    header = body
                    body = []
                }
                continue
            }
            body.append(VisualTableRow.cells(trimmed))
        }
    }
}
