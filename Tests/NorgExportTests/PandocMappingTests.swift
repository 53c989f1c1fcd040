import NorgExport
import NorgKit
import Testing

/// The Pandoc mapping of docs/EXPORT.md: what the JSON declares and holds.
@Suite struct PandocMappingTests {
    private func json(_ source: String, _ version: PandocExporter.APIVersion = .v1_23) -> String {
        PandocExporter(options: .init(apiVersion: version)).json(for: NorgParser.parse(source))
    }

    @Test func theAPIVersionIsDeclared() {
        #expect(json("").hasPrefix("{\"pandoc-api-version\":[1,23,1],\"meta\":{},\"blocks\":[]}"))
        #expect(json("", .v1_22).hasPrefix("{\"pandoc-api-version\":[1,22,2,1],"))
    }

    @Test func headingsCarryTheIndexIDs() {
        #expect(json("* Hello World").contains("{\"t\":\"Header\",\"c\":[1,[\"hello-world\",[],[]],[{\"t\":\"Str\",\"c\":\"Hello\"},{\"t\":\"Space\"},{\"t\":\"Str\",\"c\":\"World\"}]]}"))
    }

    @Test func aFootnoteIsWrittenOnceWhateverTheReferences() {
        let output = json("a{^ n} b{^ n}\n\n^ n\nThe note body.")
        #expect(output.components(separatedBy: "The").count == 2)
        #expect(output.contains("\"Note\""))
        #expect(output.contains("\"Superscript\""))
    }

    @Test func aTaskStatusIsASpanWithItsName() {
        #expect(json("- (=) wait").contains("[\"\",[\"task\"],[[\"status\",\"onHold\"]]]"))
    }

    @Test func textIsEscapedForJSON() {
        #expect(json("a \"quoted\" \\\\ b").contains("\"\\\"quoted\\\"\""))
    }
}
