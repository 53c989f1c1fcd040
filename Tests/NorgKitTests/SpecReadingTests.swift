import Testing
@testable import NorgKit

/// Points where the spec's own words decide how a line reads; each test cites the lines.
@Suite struct SpecReadingTests {
    // MARK: The intersecting modifier in a heading title

    // spec 1529–1532: "when parsing e.g. the title of a heading a `| : |` sequence of characters
    // would be considered an intersecting modifier"; spec 1261–1297: it joins two paragraph
    // segments on one line and "expands to a newline".
    @Test func intersectingModifierEndsAHeadingTitleAndStartsItsParagraph() throws {
        let document = NorgParser.parse("* Title : body text\ncontinued\n")
        #expect(blockShape(document) == "(document (heading 1 (title) (paragraph)))")
        guard case .heading(let heading) = try #require(document.blocks.first) else { Issue.record("no heading"); return }
        #expect(heading.title.plainText == "Title")
        #expect(heading.titleRange.offsets == 2..<7)
        guard case .paragraph(let paragraph) = try #require(heading.content.first) else {
            Issue.record("no paragraph"); return
        }
        #expect(paragraph.content.plainText == "body text continued")
        #expect(paragraph.range.start.column == 11)
        #expect(document.diagnostics.isEmpty)
    }

    // spec 1273–1284: the same line as a definition reads as `$ Term` with its content below.
    @Test func headingWithIntersectingModifierReadsAsItsExpandedForm() {
        #expect(blockShape("** A : b\n") == blockShape("** A\nb\n"))
        #expect(blockShape("$ A : b\n") == blockShape("$ A\nb\n"))
    }

    // spec 1528–1532: inside a linkable ` : ` is the scoping modifier, not an intersecting one;
    // and a colon needs whitespace on both sides.
    @Test func colonInsideALinkOrWithoutSpacesStaysInTheHeadingTitle() throws {
        #expect(blockShape("* See {* A : B}\n") == "(document (heading 1 (title)))")
        #expect(blockShape("* {* A : B}\n") == "(document (heading 1 (title)))")
        #expect(blockShape("* Time: 10:30\n") == "(document (heading 1 (title)))")
        #expect(blockShape("* Ends with :\n") == "(document (heading 1 (title)))")
        let document = NorgParser.parse("* See {* A : B} : text\n")
        guard case .heading(let heading) = try #require(document.blocks.first) else { Issue.record("no heading"); return }
        #expect(heading.content.count == 1)
        #expect(firstLink(heading.title) != nil)
    }

    // MARK: Infirm tags inside a paragraph

    // spec 1039–1042: "This is still the same paragraph"; spec 796–814: the `.see` example
    // expands inside one paragraph.
    @Test func infirmTagInsideAParagraphLeavesItOneParagraph() throws {
        let document = NorgParser.parse("before the tag\n.toc\nafter the tag\n\nnext\n")
        #expect(blockShape(document) == "(document (paragraph) (infirm_tag toc) (paragraph))")
        guard case .paragraph(let paragraph) = document.blocks[0] else { Issue.record("no paragraph"); return }
        #expect(paragraph.content.plainText == "before the tag after the tag")
        #expect(paragraph.range.lines == 1...3)
        guard case .infirmTag(let tag) = document.blocks[1] else { Issue.record("no infirm tag"); return }
        #expect(tag.range.lines == 2...2)
    }

    @Test func infirmTagAfterAParagraphsLastLineStillFollowsIt() throws {
        let document = NorgParser.parse("* H\n  text\n  .image a.png\n")
        guard case .heading(let heading) = try #require(document.blocks.first) else { Issue.record("no heading"); return }
        #expect(blockShape(document) == "(document (heading 1 (title) (paragraph) (infirm_tag image)))")
        // The heading's range reaches its last child, the tag.
        #expect(heading.range.lines == 1...3)
    }

    // MARK: Weak carryover tags and paragraph segments

    // spec 1004: "weak carryover tags affect the next paragraph segment"; a segment is one line
    // (spec 115–125); spec 1014–1018: the paragraph stays one paragraph.
    @Test func weakCarryoverInsideAParagraphAppliesToTheNextSegmentOnly() throws {
        let document = NorgParser.parse("#color blue\nThis part is blue,\n+color red\nthis part red,\nand this blue.\n")
        #expect(blockShape(document) == "(document (strong_carryover color) (weak_carryover color) (paragraph))")
        guard case .paragraph(let paragraph) = document.blocks[0] else { Issue.record("no paragraph"); return }
        let strong = try #require(paragraph.carryovers.first { $0.strength == .strong })
        let weak = try #require(paragraph.carryovers.first { $0.strength == .weak })
        #expect(paragraph.lines(carriedBy: strong) == 2...5)
        #expect(paragraph.lines(carriedBy: weak) == 4...4)
    }

    @Test func weakCarryoverBeforeAParagraphAppliesToItsFirstSegment() throws {
        let document = NorgParser.parse("+color red\n+name x\nBut this single line is colored red,\nwhereas this line is not.\n")
        guard case .paragraph(let paragraph) = try #require(document.blocks.first) else {
            Issue.record("no paragraph"); return
        }
        #expect(paragraph.carryovers.map { paragraph.lines(carriedBy: $0) } == [3...3, 3...3])
    }

    // MARK: End lines must be followed immediately by a line ending

    // spec 776: the `end` statement "Must *immediately* be succeeded by a line ending".
    @Test func verbatimEndWithTrailingWhitespaceIsContentWithADiagnostic() throws {
        let document = NorgParser.parse("@code\nlet a = 1\n@end \nlet b = 2\n@end\nafter\n")
        #expect(blockShape(document) == "(document (verbatim_tag code) (paragraph))")
        guard case .verbatimTag(let tag) = document.blocks[0] else { Issue.record("no code"); return }
        #expect(tag.content == "let a = 1\n@end \nlet b = 2")
        #expect(document.diagnostics.map(\.message)
            == ["`@end ` has trailing whitespace, so it is read as content, not as the end of `@code`"])
        #expect(document.diagnostics.first?.range.offsets == 16..<21)
    }

    // spec 776; the unclosed tag keeps its existing reading: its line and every line after it
    // are text, and both lines get a diagnostic.
    @Test func verbatimTagWhoseOnlyEndHasTrailingWhitespaceIsUnclosed() {
        let document = NorgParser.parse("@code\nx\n@end\t\n")
        #expect(blockShape(document) == "(document (paragraph))")
        guard case .paragraph(let paragraph) = document.blocks[0] else { Issue.record("no paragraph"); return }
        #expect(paragraph.content.plainText == "@code x @end")
        #expect(document.diagnostics.map(\.message) == [
            "`@code` has no matching `@end`; read as text",
            "`@end\t` has trailing whitespace, so it is read as text, not as the end of a tag",
        ])
    }

    @Test func standardEndWithTrailingWhitespaceDoesNotCloseTheTag() {
        let document = NorgParser.parse("|group\na\n|end \nb\n|end\n")
        #expect(blockShape(document) == "(document (ranged_tag group (paragraph)))")
        #expect(document.diagnostics.map(\.message)
            == ["`|end ` has trailing whitespace, so it is read as text, not as the end of `|group`"])
    }

    // spec 456: "A delimiting modifier must be followed by an immediate line ending".
    @Test func delimiterWithTrailingWhitespaceIsNotADelimiter() {
        let weak = NorgParser.parse("* A\n---  \n")
        // Dashes and whitespace spell an unordered list item's modifier (spec 155).
        #expect(blockShape(weak) == "(document (heading 1 (title) (unordered_list (list_item 3))))")
        #expect(weak.diagnostics.map(\.message)
            == ["`---  ` has trailing whitespace, so it is read as an empty list item, not as a delimiter"])
        let strong = NorgParser.parse("a\n===\t\nb\n")
        #expect(blockShape(strong) == "(document (paragraph))")
        #expect(strong.diagnostics.map(\.message)
            == ["`===\t` has trailing whitespace, so it is read as text, not as a delimiter"])
        #expect(blockShape("a\n___ \n") == "(document (paragraph))")
    }

    // spec 362: the closing modifier "is immediately followed by a line ending".
    @Test func rangeableCloserWithTrailingWhitespaceIsText() {
        let document = NorgParser.parse("$$ Term\ncontent\n$$ \n")
        #expect(blockShape(document) == "(document (definition (title) (paragraph)))")
        #expect(document.diagnostics.map(\.message) == [
            "`$$` is never closed; read as a single $",
            "`$$ ` has trailing whitespace, so it is read as text, not as the end of a definition",
        ])
    }

    // spec 645: "After a detached modifier suffix is matched (either `:` or `::`) a line ending
    // must follow instantly".
    @Test func detachedModifierSuffixWithTrailingWhitespaceIsText() throws {
        let document = NorgParser.parse("- :: \n")
        guard case .list(let list) = try #require(document.blocks.first) else { Issue.record("no list"); return }
        #expect(list.items.first?.suffix == DetachedModifierSuffix.none)
        #expect(document.diagnostics.map(\.message)
            == ["`:: ` has trailing whitespace, so it is read as text, not as an indent segment"])
        #expect(document.diagnostics.first?.range.offsets == 2..<5)
    }

    @Test func endLinesWithoutTrailingWhitespaceStillEnd() {
        let document = NorgParser.parse("@code\nx\n@end\n* A\n---\n$$ T\nc\n$$\n")
        #expect(blockShape(document) == "(document (verbatim_tag code) (heading 1 (title) (weak_delimiter)) (definition (title) (paragraph)))")
        #expect(document.diagnostics.isEmpty)
    }
}
