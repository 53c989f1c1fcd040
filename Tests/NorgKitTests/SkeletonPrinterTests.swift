import Testing
@testable import NorgKit

@Suite struct SkeletonPrinterTests {
    private func skeleton(_ source: String) -> String { NorgParser.parse(source).skeleton() }

    @Test func emptyDocument() {
        #expect(skeleton("") == "(document)")
    }

    @Test func headingsOwnTheirBlocksAndTitles() {
        #expect(skeleton("* A *b*\ntext\n** B\n") ==
            "(document (heading 1 (title (text) (bold (text))) (paragraph (text)) (heading 2 (title (text)))))")
    }

    @Test func listsNestInTheirItems() {
        #expect(skeleton("- a\n-- b\n~ c\n") ==
            "(document (unordered_list (list_item 1 (paragraph (text)) (unordered_list (list_item 2 (paragraph (text))))))"
            + " (ordered_list (list_item 1 (paragraph (text)))))")
    }

    @Test func rangeableTitlesAreOneText() {
        #expect(skeleton("$ *Term* x\nDefinition.\n") == "(document (definition (title (text)) (paragraph (text))))")
    }

    @Test func tagsPrintTheirNames() {
        #expect(skeleton("@code swift\nlet x = 1\n@end\n|example\n*x*\n|end\n.image a.png\n") ==
            "(document (verbatim_tag code) (ranged_tag example (paragraph (bold (text)))) (infirm_tag image))")
    }

    @Test func delimitersAndCarryovers() {
        #expect(skeleton("#color red\n* H\n---\n___\n===\n") ==
            "(document (strong_carryover color) (heading 1 (title (text)) (weak_delimiter)) (horizontal_rule) (strong_delimiter))")
    }

    @Test func detachedModifierExtensionsComeFirst() {
        #expect(skeleton("* (x|# A) Done\n") == "(document (heading 1 (todo done) (priority) (title (text))))")
        #expect(skeleton("- (=) Held\n") == "(document (unordered_list (list_item 1 (todo on_hold) (paragraph (text)))))")
    }

    @Test func softBreaksMergeIntoText() {
        #expect(skeleton("a\nb\n*c*\n") == "(document (paragraph (text) (bold (text))))")
    }

    @Test(arguments: [
        ("{https://a.b}", "(link url)"), ("{/ a.txt}", "(link file)"), ("{:a:}", "(link norg_file)"),
        ("{:a:** B}", "(link norg_file heading 2)"), ("{$ d}", "(link definition)"), ("{^ f}", "(link footnote)"),
        ("{: c}", "(link table_cell)"), ("{# g}", "(link generic)"), ("{? w}", "(link wiki)"),
        ("{@ t}", "(link timestamp)"), ("{3}", "(link line_number)"), ("{= e}", "(link extendable)"),
        ("{* a : ^ b}", "(link scoped heading 1 footnote)"), ("[a]", "(anchor (description (text)))"),
        ("[a]{https://x}", "(anchor url (description (text)))"), ("<t>", "(inline_link_target (text))"),
        ("{# g}[d]", "(link generic (description (text)))"), ("%x%", "(null_modifier (text))"),
        ("a:*b*", "(text) (link_modifier) (bold (text))"), ("\\*", "(escape)"),
    ])
    func inlineVocabulary(_ input: String, _ expected: String) {
        #expect(skeleton(input + "\n") == "(document (paragraph \(expected)))")
    }
}
