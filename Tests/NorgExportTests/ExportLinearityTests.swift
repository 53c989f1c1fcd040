import NorgExport
import NorgKit
import Testing

/// Output linear in the input: shapes that make a naive exporter write the square of the input
/// (`.toc`s before many headings, many references to one long footnote, deep nesting whose
/// indentation repeats on every line) write at most a fixed multiple of it, at 1× and 4×.
/// The full set of hostile shapes runs through the exporter in
/// `NORG_PATHOLOGICAL_EXPORT=markdown|pandoc swift run -c release norg-bench --pathological`.
@Suite struct ExportLinearityTests {
    static let shapes: [(name: String, unit: String, head: String)] = [
        (".toc then headings", ".toc\n* h\n", ""),
        ("references to one footnote", "{^ a} ", "^ a\n" + String(repeating: "long note ", count: 200) + "\n\n"),
        ("lists climbing", "- x\n-- x\n--- x\n---- x\n----- x\n------ x\n", ""),
        ("quotes climbing", "> x\n>> x\n>>> x\n>>>> x\n>>>>> x\n", ""),
        ("headings climbing", "* x\n** x\n*** x\n**** x\n***** x\n****** x\n******* x\n", ""),
        ("links to one heading", "{* h} ", "* h\n"),
        ("table cells far apart", ": A1 : x\n: CV100 : y\n\n", ""),
        ("nested indent segments", "- ::\n", ""),
    ]

    @Test(arguments: shapes.map(\.name))
    func outputGrowsLinearly(shape name: String) {
        let shape = Self.shapes.first { $0.name == name }!
        for format in ["markdown", "pandoc"] {
            let small = size(of: shape.head + String(repeating: shape.unit, count: 500), format)
            let large = size(of: shape.head + String(repeating: shape.unit, count: 2_000), format)
            let input = (shape.head + String(repeating: shape.unit, count: 2_000)).utf8.count
            #expect(Double(large.output) <= 5 * Double(max(small.output, 1)), "\(name) \(format): \(small.output) → \(large.output)")
            #expect(large.output <= 60 * input, "\(name) \(format): \(large.output) bytes for \(input)")
        }
    }

    private func size(of source: String, _ format: String) -> (output: Int, input: Int) {
        let document = NorgParser.parse(source)
        let output = format == "markdown" ? MarkdownExporter().markdownUTF8(for: document).count
            : PandocExporter().jsonUTF8(for: document).count
        return (output, source.utf8.count)
    }
}
