import NorgExport
import NorgKit
import Testing

/// Text comes back as written: what Markdown would read as markup is escaped, outside code and math.
@Suite struct MarkdownEscapingTests {
    private func markdown(_ source: String) -> String {
        MarkdownExporter().markdown(for: NorgParser.parse(source))
    }

    @Test func markupCharactersInTextAreEscaped() {
        #expect(markdown("a \\<b> &amp; \\[c](d) 5 \\* 3 \\$f\\$ \\\\ | ~x~ 2 \\_ 3") ==
            "a \\<b> \\&amp; \\[c\\](d) 5 \\* 3 \\$f\\$ \\\\ \\| \\~x\\~ 2 \\_ 3\n")
    }

    @Test func blockMarkersAtTheStartOfALineAreEscaped() {
        #expect(markdown("a\n\\- b\n\\+ c\n1. d\n\\> e\n\\# f\n=== g") == "a\n\\- b\n\\+ c\n1\\. d\n\\> e\n\\# f\n\\=== g\n")
    }

    @Test func sourceHTMLNeverPassesThrough() {
        let output = markdown("<script>alert(1)</script> and @embed html\n<b>x</b>\n@end\n")
        #expect(!output.contains("<script>"))
        #expect(!output.contains("<b>x</b>\n") || output.contains("```html\n<b>x</b>\n```"))
    }
}
