import Testing
import NorgHTML
import NorgKit

@Suite struct InlineRenderingTests {
    private func render(_ inlines: [NorgInline]) -> String {
        Build.render([Build.paragraph(inlines, line: 1)])
    }

    private func styled(_ modifier: AttachedModifier, _ text: String, attributes: [ModifierAttribute] = []) -> NorgInline {
        .styled(StyledSpan(modifier: modifier, children: [Build.text(text)], attributes: attributes, range: Build.range(1)))
    }

    @Test func attachedModifiersMapToElements() {
        let html = render([
            styled(.bold, "b"), styled(.italic, "i"), styled(.underline, "u"), styled(.strikethrough, "s"),
            styled(.superscript, "sup"), styled(.subscript, "sub"), styled(.spoiler, "secret"),
        ])
        #expect(html.contains("<strong>b</strong><em>i</em><u>u</u><s>s</s><sup>sup</sup><sub>sub</sub>"))
        #expect(html.contains("<span class=\"norg-spoiler\" tabindex=\"0\">secret</span>"))
    }

    @Test func nullModifierContentIsDropped() {
        #expect(render([Build.text("a"), styled(.null, "hidden"), Build.text("b")]) == "<div class=\"norg-document\">\n<p>ab</p>\n</div>\n")
    }

    @Test func codeAndVariableKeepTheirTextRawAndMathBecomesInlineMathML() {
        let html = render([
            .verbatim(VerbatimSpan(modifier: .code, content: "<b>*x*</b>", range: Build.range(1))),
            .verbatim(VerbatimSpan(modifier: .math, content: "a^2 < b", range: Build.range(1))),
            .verbatim(VerbatimSpan(modifier: .variable, content: "name", range: Build.range(1))),
        ])
        #expect(html.contains("<code class=\"norg-verbatim\">&lt;b&gt;*x*&lt;/b&gt;</code>"))
        #expect(html.contains("<span class=\"math norg-math\"><math alttext=\"a^2 &lt; b\"><msup><mi>a</mi><mn>2</mn></msup><mo>&lt;</mo><mi>b</mi></math></span>"))
        #expect(html.contains("<var class=\"norg-variable\">name</var>"))
    }

    @Test func softBreaksAndEscapesRenderAsTextAndLinkModifiersAsNothing() {
        let html = render([Build.text("a"), .softBreak(range: Build.range(1)), .escape("*", range: Build.range(1)),
                           .linkModifier(range: Build.range(1)), Build.text("b")])
        #expect(html.contains("<p>a\n*b</p>"))
    }

    @Test func textIsEscaped() {
        let html = render([Build.text("<script>alert(\"x\") & 'y'</script>")])
        #expect(html.contains("&lt;script&gt;alert(\"x\") &amp; 'y'&lt;/script&gt;"))
        #expect(!html.contains("<script"))
    }

    @Test func controlCharactersBecomeReplacementCharacters() {
        #expect(render([Build.text("a\u{0}b\u{7}c")]).contains("a\u{FFFD}b\u{FFFD}c"))
    }

    @Test func plainColorAttributesBecomeStylesAndAnythingElseIsIgnored() {
        #expect(render([styled(.bold, "g", attributes: [ModifierAttribute(name: "color", value: "green")])])
            .contains("<strong style=\"color: green\">g</strong>"))
        #expect(!render([styled(.bold, "g", attributes: [ModifierAttribute(name: "color", value: "red; background: url(x)")])])
            .contains("style="))
    }
}
