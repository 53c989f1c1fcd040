import Testing
import NorgHTML
import NorgKit

@Suite struct BlockRenderingTests {
    @Test func headingLevelsBecomeHTagsInSectionsAndDeepLevelsFoldIntoH6WithAClass() {
        let html = Build.render([
            Build.heading(1, "One", line: 1, content: [
                Build.paragraph("Body", line: 2),
                Build.heading(2, "Two", line: 3, content: [Build.heading(8, "Eight", line: 4)]),
            ]),
        ])
        #expect(html.contains("<section class=\"norg-section norg-level-1\">\n<h1 class=\"norg-heading\" dir=\"auto\">One</h1>\n<p>Body</p>"))
        #expect(html.contains("<h2 class=\"norg-heading\" dir=\"auto\">Two</h2>"))
        #expect(html.contains("<section class=\"norg-section norg-level-8\">\n<h6 class=\"norg-heading norg-heading-deep\" dir=\"auto\">Eight</h6>"))
        #expect(html.components(separatedBy: "</section>").count == 4)
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func listsNestAndOrderedListsUseOl() {
        let nested = Build.list(.ordered, [Build.item("inner", line: 2, level: 2)])
        let html = Build.render([Build.list(.unordered, [Build.item("outer", line: 1, nested: [nested])])])
        #expect(html.contains("<ul class=\"norg-list\">\n<li>outer\n<ol class=\"norg-list\">\n<li>inner\n</li>\n</ol>\n</li>\n</ul>"))
    }

    @Test func quotesNestAsBlockquotes() {
        let inner = NorgBlock.quote(Quote(level: 2, content: [Build.paragraph("deep", line: 2)], range: Build.range(2)))
        let html = Build.render([.quote(Quote(level: 1, content: [Build.paragraph("top", line: 1), inner], range: Build.range(1)))])
        #expect(html.contains("<blockquote class=\"norg-quote\"><p>top</p>\n<blockquote class=\"norg-quote\"><p>deep</p>\n</blockquote>\n</blockquote>"))
    }

    @Test func consecutiveDefinitionsShareOneDefinitionList() {
        let html = Build.render([
            Build.rangeable(.definition, "Term", "Meaning", line: 1),
            Build.rangeable(.definition, "Other", "Second", line: 2),
        ])
        #expect(html.contains("<dl class=\"norg-definitions\">\n<dt>Term</dt>\n<dd>Meaning</dd>\n<dt>Other</dt>\n<dd>Second</dd>\n</dl>"))
    }

    @Test func aBlankLineBetweenDefinitionsStartsAnotherList() {
        let html = Build.render([
            Build.rangeable(.definition, "Term", "Meaning", line: 1),
            Build.rangeable(.definition, "Other", "Second", line: 3),
        ])
        #expect(html.components(separatedBy: "<dl").count == 3)
    }

    @Test func footnotesAreCollectedAtTheEnd() {
        let html = Build.render([
            Build.rangeable(.footnote, "Note", "The note.", line: 1),
            Build.paragraph("After", line: 2),
        ])
        let after = try! #require(html.range(of: "<p>After</p>"))
        let note = try! #require(html.range(of: "<section class=\"norg-footnotes\""))
        #expect(after.upperBound < note.lowerBound)
        #expect(html.contains("<li class=\"norg-footnote\"><strong class=\"norg-item-title\">Note</strong>\n<p>The note.</p>\n</li>"))
    }

    @Test func codeBlocksCarryTheirLanguageAsAClassAndEscapeTheirContent() {
        let code = NorgBlock.verbatimTag(VerbatimRangedTag(name: "code", parameters: ["swift"], content: "if a < b && c { }",
                                                          contentRange: Build.range(2), range: Build.range(1)))
        let html = Build.render([code])
        #expect(html.contains("<pre class=\"norg-code\"><code class=\"language-swift\"><span class=\"hl-keyword\">if</span> a &lt; b &amp;&amp; c { }</code></pre>"))
    }

    @Test func mathBlocksBecomeDisplayMathMLWithTheirTeXAsAlttext() {
        let math = NorgBlock.verbatimTag(VerbatimRangedTag(name: "math", parameters: [], content: "\\frac{a}{b} < 1",
                                                          contentRange: Build.range(2), range: Build.range(1)))
        #expect(Build.render([math]).contains("<div class=\"math norg-math-block\"><math display=\"block\" alttext=\"\\frac{a}{b} &lt; 1\"><mfrac><mi>a</mi><mi>b</mi></mfrac><mo>&lt;</mo><mn>1</mn></math></div>"))
    }

    @Test func commentsAndMacroDefinitionsRenderNothing() {
        let comment = NorgBlock.rangedTag(RangedTag(kind: .standard, name: "comment", parameters: [],
                                                    content: [Build.paragraph("secret", line: 2)], rawContent: "secret", range: Build.range(1)))
        let macro = NorgBlock.rangedTag(RangedTag(kind: .macro, name: "m", parameters: [],
                                                  content: [Build.paragraph("hidden", line: 4)], rawContent: "hidden", range: Build.range(3)))
        let tagged = Build.paragraph([Build.text("gone", line: 5)], line: 5,
                                     carryovers: [CarryoverTag(strength: .strong, name: "comment", parameters: [], range: Build.range(5))])
        let html = Build.render([comment, macro, tagged])
        #expect(!html.contains("secret") && !html.contains("hidden") && !html.contains("gone"))
    }

    @Test func examplesShowTheirSourceAndTheirRendering() {
        let example = NorgBlock.rangedTag(RangedTag(kind: .standard, name: "example", parameters: [],
                                                    content: [Build.paragraph("rendered", line: 2)], rawContent: "*raw* <b>",
                                                    range: Build.range(1)))
        let html = Build.render([example])
        #expect(html.contains("<code class=\"language-norg\">*raw* &lt;b&gt;</code>"))
        #expect(html.contains("<div class=\"norg-example-rendering\">\n<p>rendered</p>"))
    }

    @Test func detailsTagsBecomeClosedDetailsWithTheirParametersAsSummary() {
        let details = NorgBlock.rangedTag(RangedTag(kind: .standard, name: "details", parameters: ["More", "info"],
                                                    content: [Build.paragraph("inside", line: 2)], rawContent: "inside", range: Build.range(1)))
        #expect(Build.render([details]).contains("<details class=\"norg-details\"><summary>More info</summary>\n<p>inside</p>\n</details>"))
    }

    @Test func imagesBecomeImgWithAltText() {
        let image = NorgBlock.infirmTag(InfirmTag(name: "image", parameters: ["https://x.org/a.png", "A", "cat"], range: Build.range(1)))
        #expect(Build.render([image]).contains("<img src=\"https://x.org/a.png\" alt=\"A cat\" loading=\"lazy\">"))
    }

    @Test func imagesWithAScriptOrDataSourceAreNotLoaded() {
        for source in ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "JaVaScRiPt:x", "java\tscript:x"] {
            let image = NorgBlock.infirmTag(InfirmTag(name: "image", parameters: [source, "alt"], range: Build.range(1)))
            let html = Build.render([image])
            #expect(!html.contains("<img"), "\(source)")
        }
    }

    @Test func horizontalRulesBecomeHrAndOtherDelimitersNothing() {
        let html = Build.render([
            .delimiter(Delimiter(kind: .horizontalRule, range: Build.range(1))),
            .delimiter(Delimiter(kind: .weak, range: Build.range(2))),
            .delimiter(Delimiter(kind: .strong, range: Build.range(3))),
        ])
        #expect(html == "<div class=\"norg-document\">\n<hr>\n</div>\n")
    }

    @Test func tasksCarryTheirStatusAndLineAndShowTheirSymbol() {
        let item = Build.item("Buy milk", line: 7, extensions: [Build.status(.done, line: 7)])
        let html = Build.render([Build.list(.unordered, [item])])
        #expect(html.contains("<li class=\"norg-task\" data-status=\"done\" data-line=\"7\"><span class=\"norg-status norg-tint-green\""))
        #expect(html.contains(TaskStatus.done.unicodeSymbol + "\u{FE0E}"))
        for status in TaskStatus.allCases {
            let heading = Build.heading(2, "H", line: 3, extensions: [Build.status(status, line: 3)])
            #expect(Build.render([heading]).contains("data-status=\"\(status.rawValue)\" data-line=\"3\""))
        }
    }

    @Test func priorityAndDueDatesShowAsBadges() {
        let extensions = [
            Build.status(.urgent, line: 1),
            DetachedModifierExtension(kind: .priority, parameter: "A", range: Build.range(1), characterRange: Build.range(1)),
            DetachedModifierExtension(kind: .due, parameter: "Tue 5th Feb", range: Build.range(1), characterRange: Build.range(1)),
        ]
        let html = Build.render([Build.list(.unordered, [Build.item("Pay", line: 1, extensions: extensions)])])
        #expect(html.contains("<span class=\"norg-badge norg-priority\">#A</span>"))
        #expect(html.contains("<span class=\"norg-badge norg-due\">due Tue 5th Feb</span>"))
    }

    @Test func nestingBeyondTheBoundIsCutNotRecursedInto() {
        var block = Build.paragraph("bottom", line: 1)
        for _ in 0..<400 {
            block = .quote(Quote(level: 1, content: [block], range: Build.range(1)))
        }
        let html = Build.render([block])
        #expect(html.contains("norg-truncated"))
        #expect(!html.contains("bottom"))
        #expect(WellFormed.problem(in: html) == nil)
    }
}
