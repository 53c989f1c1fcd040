import NorgExport
import NorgKit
import Testing

/// The Markdown mapping of docs/EXPORT.md, construct by construct.
@Suite struct MarkdownMappingTests {
    private func markdown(_ source: String, _ options: MarkdownExporter.Options = .init()) -> String {
        MarkdownExporter(options: options).markdown(for: NorgParser.parse(source))
    }

    @Test func headingsPastSixAreLevelSix() {
        #expect(markdown("* One\n******* Seven") == "# One\n\n###### Seven\n")
    }

    @Test func doneIsCheckedAndOtherStatusesAreNamed() {
        #expect(markdown("- ( ) a\n- (x) b\n- (-) c\n- (_|# A) d") ==
            "- [ ] a\n- [x] b\n- [ ] (pending) c\n- [ ] (cancelled, #A) d\n")
    }

    @Test func anItemThatOpensWithAListSharesItsMarkerLine() {
        #expect(markdown("- ::\n-- inner") == "- - inner\n")
    }

    @Test func consecutiveListsAlternateTheirMarkers() {
        #expect(markdown("- a\n\n- b\n\n~ c\n\n~ d") == "- a\n\n* b\n\n1. c\n\n1) d\n")
    }

    @Test func footnotesAreNumberedAndWrittenLast() {
        #expect(markdown("Claim{^ Source}.\n\n^ Source\nThe book.") == "Claim[^1].\n\n[^1]: The book.\n")
    }

    @Test func aFenceIsLongerThanAnyBacktickRunInside() {
        #expect(markdown("@code swift\nlet a = \"```\"\n@end") == "````swift\nlet a = \"```\"\n````\n")
    }

    @Test func mathIsGitHubsOrDollars() {
        #expect(markdown("$x^2$ and\n@math\ny\n@end") == "$`x^2`$ and\n\n```math\ny\n```\n")
        #expect(markdown("$x^2$ and\n@math\ny\n@end", .init(math: .dollars)) == "$x^2$ and\n\n$$\ny\n$$\n")
    }

    @Test func frontMatterValuesAreQuotedData() {
        let source = "@document.meta\ntitle: a \"b\" \\ c: d\nauthors: [x, y]\n@end\n"
        #expect(markdown(source) == "---\ntitle: \"a \\\"b\\\" \\\\ c: d\"\nauthors: [\"x\", \"y\"]\n---\n")
        #expect(markdown(source, .init(frontMatter: false)) == "")
    }

    @Test func linksGoToURLsAnchorsAndNotes() {
        #expect(markdown("* Top\n{https://a.example}[x] {* Top} {:notes/b:* C d} {javascript:alert(1)}[y]") ==
            "# Top\n\n[x](https://a.example) [Top](#top) [C d](notes/b.md#c-d) y\n")
    }

    @Test func unresolvedLinksAreTheirText() {
        #expect(markdown("{* Nowhere}") == "Nowhere\n")
    }

    @Test func commentsAndMetadataShowNothing() {
        #expect(markdown("#comment\nhidden\n\n|comment\nx\n|end\nshown %not this%") == "shown\n")
    }

    @Test func headingAnchorsFollowGitHubAndRepeatWithANumber() {
        #expect(markdown(".toc\n* A b!\n* A b!") == "**Contents**\n\n- [A b!](#a-b)\n- [A b!](#a-b-1)\n\n# A b\\!\n\n# A b\\!\n"
            || markdown(".toc\n* A b!\n* A b!") == "**Contents**\n\n- [A b!](#a-b)\n- [A b!](#a-b-1)\n\n# A b!\n\n# A b!\n")
    }

    @Test func tablesAreGitHubTables() {
        #expect(markdown("@table\na | b\n- | -\nc | `d`\n@end") == "| a | b |\n| --- | --- |\n| c | `d` |\n")
    }
}
