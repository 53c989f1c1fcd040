import Testing
@testable import NorgKit

/// The block-level examples of the Norg 1.0 specification, with the structure the spec describes.
@Suite struct BlockSpecExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var shape: String
        var testDescription: String { name }
    }

    static let examples: [Example] = [
        Example(name: "paragraph segments", source: """
            I am a paragraph segment.
            I am another paragraph segment.
            Together we form a paragraph.
            """, shape: "(document (paragraph))"),
        Example(name: "heading levels", source: """
            * Heading level 1
            ** Heading level 2
            *** Heading level 3
            **** Heading level 4
            ***** Heading level 5
            ****** Heading level 6
            ******* Heading level 7 (falls back to level 6 in the tree-sitter parser)
            """, shape: "(document (heading 1 (title) (heading 2 (title) (heading 3 (title) (heading 4 (title) (heading 5 (title) (heading 6 (title) (heading 7 (title)))))))))"),
        Example(name: "unordered list levels with continuation text", source: """
            - Unordered list level 1
              This text is still part of the level 1 list item.
            -- Unordered list level 2
               This text is still part of the level 2 list item.
            --- Unordered list level 3
                This text is still part of the level 3 list item.
            """, shape: "(document (unordered_list (list_item 1 (paragraph) (unordered_list (list_item 2 (paragraph) (unordered_list (list_item 3 (paragraph))))))))"),
        Example(name: "ordered list levels", source: "~ Ordered list level 1\n~~ Ordered list level 2\n",
                shape: "(document (ordered_list (list_item 1 (paragraph) (ordered_list (list_item 2 (paragraph))))))"),
        Example(name: "quote levels", source: "> Quote level 1\n  This text is still part of the level 1 quote.\n>> Quote level 2\n",
                shape: "(document (quote 1 (paragraph) (quote 2 (paragraph))))"),
        Example(name: "invalid nestable detached modifiers", source: """
            >I am not a quote

            some preceding text > I am also not a quote

            >- I am not a valid detached modifier

            > > I am only a level 1 quote

            *
                I am not a valid heading title.
            """, shape: "(document (paragraph) (paragraph) (paragraph) (quote 1 (paragraph)) (paragraph))"),
        Example(name: "definitions", source: "$ Term\nDefinition content.\n\n$$ Term\nContent of the definition.\n\nWhich scans up to the closing modifier.\n$$\n",
                shape: "(document (definition (title) (paragraph)) (definition (title) (paragraph) (paragraph)))"),
        Example(name: "footnotes", source: "^ Single Footnote\nOptional footnote content.\n\n^^ Ranged Footnote\nContent of the footnote.\n\nWhich scans up to the closing modifier.\n^^\n",
                shape: "(document (footnote (title) (paragraph)) (footnote (title) (paragraph) (paragraph)))"),
        Example(name: "table cells", source: ": A1\n  Content of table cell at `A1`.\n:: A2\n> Content of table cell at `A2` (in a quote).\n::\n",
                shape: "(document (table_cell (title) (paragraph)) (table_cell (title) (quote 1 (paragraph))))"),
        Example(name: "grouping", source: """
            The following items naturally group because they are range-able, for example forming a
            definition list:
            $ Term 1
              Definition 1!
            $ Term 2
              Definition 2!
            """, shape: "(document (paragraph) (definition (title) (paragraph)) (definition (title) (paragraph)))"),
        Example(name: "paragraph break splits lists", source: "- List item in one list\n\n- This item is in another list, because we used a paragraph break\n",
                shape: "(document (unordered_list (list_item 1 (paragraph))) (unordered_list (list_item 1 (paragraph))))"),
        Example(name: "weak delimiting modifier", source: """
            * Heading level 1
              Text under first level heading.

            ** Heading level 2
               Text under second level heading.
               ---

              Text under first level heading again.
            """, shape: "(document (heading 1 (title) (paragraph) (heading 2 (title) (paragraph) (weak_delimiter)) (paragraph)))"),
        Example(name: "strong delimiting modifier", source: """
            * Heading level 1
              Text under first level heading.

            ** Heading level 2
               Text under second level heading.
               ===

            Text belonging to the document's root.
            """, shape: "(document (heading 1 (title) (paragraph) (heading 2 (title) (paragraph))) (strong_delimiter) (paragraph))"),
        Example(name: "horizontal rule", source: """
            * Heading level 1
              Text under first level heading.
              ___
              This is a new paragraph separated from the previous one by a horizontal line.
              This text still belongs to the first level heading.
            """, shape: "(document (heading 1 (title) (paragraph) (horizontal_rule) (paragraph)))"),
        Example(name: "TODO status extensions", source: "- ( ) Undone\n- (x) Done\n\n- (# B| ) Undone with a priority of B\n- (+) Recurring\n- (+ 5th Jan) Recurring every 5th of January\n",
                shape: "(document (unordered_list (list_item 1 (todo undone) (paragraph)) (list_item 1 (todo done) (paragraph))) (unordered_list (list_item 1 (priority) (todo undone) (paragraph)) (list_item 1 (todo recurring) (paragraph)) (list_item 1 (todo recurring) (paragraph))))"),
        Example(name: "priority, due and start extensions", source: "* (# A) This heading has priority A\n- (< Tue 5th Feb) Do this before.\n- (> Tue 5th Feb) This task starts after.\n",
                shape: "(document (heading 1 (priority) (title) (unordered_list (list_item 1 (due) (paragraph)) (list_item 1 (start) (paragraph)))))"),
        Example(name: "slide", source: "- :\n  This is some text.\n  $ Term\n    And this is the term's definition.\n",
                shape: "(document (unordered_list (list_item 1 (paragraph) (definition (title) (paragraph)))))"),
        Example(name: "slide terminated by a paragraph break", source: """
            - :
              This is part of the list item.
              @code lua
              print("This is also a part of the list item")

              -- Despite the fact that there is a double newline dividing the `print` statement and this
              -- comment, it is not a paragraph break, therefore it does not terminate the slide.
              @end
              $ Term
              Here is a definition!

            Now that there is a paragraph break between this paragraph and the previous item
            this paragraph no longer belongs to the slide.
            """, shape: "(document (unordered_list (list_item 1 (paragraph) (verbatim_tag code) (definition (title) (paragraph)))) (paragraph))"),
        Example(name: "indent segments", source: """
            - ::
              This is some content.

              $ Term
                Definition.
            - This is the second item of the list.
              The indent segment did not need to be terminated.

            - ::
              This is another list.

              |details
              *hello* world!
              |end

              -- This is a nested item in the indent segment
              -- And so is this.

              But you can still continue your content here.
              ---

            Since there was no other item of the same type after the indent segment
            it must be closed with `---` or `===`.
            """, shape: "(document (unordered_list (list_item 1 (paragraph) (definition (title) (paragraph))) (list_item 1 (paragraph))) (unordered_list (list_item 1 (paragraph) (ranged_tag details (paragraph)) (unordered_list (list_item 2 (paragraph)) (list_item 2 (paragraph))) (paragraph) (weak_delimiter))) (paragraph))"),
        Example(name: "macro tag", source: "=see url\n(see {&url&})\n=end\n", shape: "(document (macro_tag see (paragraph)))"),
        Example(name: "infirm tag in a paragraph", source: "This is a recipe for a cake\n.see https://wikipedia.com/some-cool-cake-recipe\n\\- let's begin cooking!\n",
                shape: "(document (paragraph) (infirm_tag see))"),
        Example(name: "nested example", source: "|example\n|example\n* This is an example heading.\n|end\n|end\n",
                shape: "(document (ranged_tag example (ranged_tag example (heading 1 (title)))))"),
        Example(name: "comment", source: "|comment\nThis is a very long comment with some content\nand with some markup!\n\n* Heading\n  /italic/ and *bold*.\n|end\n",
                shape: "(document (ranged_tag comment (paragraph) (heading 1 (title) (paragraph))))"),
        Example(name: "group with a carryover", source: "#color red\n|group\nThis will be red.\n\nSo will this.\n\n* So will this\n  And this.\n|end\n",
                shape: "(document (strong_carryover color) (ranged_tag group (paragraph) (paragraph) (heading 1 (title) (paragraph))))"),
        Example(name: "verbatim tag with an annotation", source: "@code java\n@MyAnnotation(name=\"someName\", value=\"Hello World\")\npublic class TheClass {\n  // ...\n}\n@end\n",
                shape: "(document (verbatim_tag code))"),
        Example(name: "weak carryover on a list item", source: "- List item 1\n+color red\n- List item 2 (which is red)\n- List item 3 (which is normal-colored)\n",
                shape: "(document (unordered_list (list_item 1 (paragraph)) (weak_carryover color) (list_item 1 (paragraph)) (list_item 1 (paragraph))))"),
        Example(name: "weak carryover on a heading", source: "+color red\n* Heading 1 (which is red)\n  This is some content. (which is still red)\n** Heading 2 (which is normal-colored)\n",
                shape: "(document (weak_carryover color) (heading 1 (title) (paragraph) (heading 2 (title))))"),
        Example(name: "weak carryover on an indent segment", source: """
            - List item 1
            +color red
            - List item 2 (which is red)
            -- But this isn't red
            -- Neither is this
            +color green
            - ::
              This is green.

              -- This is also green
              -- And so is this.
              ---
            """, shape: "(document (unordered_list (list_item 1 (paragraph)) (weak_carryover color) (list_item 1 (paragraph) (unordered_list (list_item 2 (paragraph)) (list_item 2 (paragraph)))) (weak_carryover color) (list_item 1 (paragraph) (unordered_list (list_item 2 (paragraph)) (list_item 2 (paragraph))) (weak_delimiter))))"),
        Example(name: "strong carryover on a list", source: "What is your favorite activity?\n#choice\n- ( ) Sleeping\n- ( ) Learning\n- (x) Writing `.norg` documents\n",
                shape: "(document (paragraph) (strong_carryover choice) (unordered_list (list_item 1 (todo undone) (paragraph)) (list_item 1 (todo undone) (paragraph)) (list_item 1 (todo done) (paragraph))))"),
        Example(name: "carryover tags and paragraphs", source: """
            #color blue
            This entire paragraph
            will now appear in blue
            color.

            This next paragraph is normal-colored.
            +color red
            But this single line is colored red,
            whereas this line is normal-colored again.

            #color blue
            This part is blue,
            +color red
            but the latter carryover tag takes precedence, making this part red,
            and this part blue again, since the weak carryover tag does not affect this segment.
            """, shape: "(document (strong_carryover color) (paragraph) (weak_carryover color) (paragraph) (strong_carryover color) (weak_carryover color) (paragraph))"),
        Example(name: "intersecting modifiers", source: "$ Term : This is a definition of that term.\n: A1 : Content of the cell at A1\n: A2 : Content of the cell at A2\n",
                shape: "(document (definition (title) (paragraph)) (table_cell (title) (paragraph)) (table_cell (title) (paragraph)))"),
    ]

    @Test(arguments: examples)
    func exampleHasTheSpecsStructure(_ example: Example) {
        #expect(blockShape(example.source) == example.shape)
    }

    @Test func tagParametersWithEscapedSpaces() throws {
        let document = NorgParser.parse("#tag-name.subtag parameter1\\ with\\ spaces parameter2\n* H\n")
        guard case .heading(let heading) = try #require(document.blocks.first) else { Issue.record("no heading"); return }
        #expect(heading.carryovers.first?.name == "tag-name.subtag")
        #expect(heading.carryovers.first?.parameters == ["parameter1 with spaces", "parameter2"])
    }
}
