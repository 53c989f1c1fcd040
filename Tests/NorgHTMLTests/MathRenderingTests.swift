import Foundation
import Testing
import NorgHTML
import NorgKit

/// `@math` blocks and `$…$` become MathML; hostile TeX in them never becomes markup.
@Suite struct MathRenderingTests {
    @Test func parsedInlineMathIsMathMLInItsSpan() {
        let html = HTMLRenderer().render(NorgParser.parse("Euler: $e^{i\\pi} + 1 = 0$."))
        #expect(html.contains("<p>Euler: <span class=\"math norg-math\"><math alttext=\"e^{i\\pi} + 1 = 0\"><msup><mi>e</mi><mrow><mi>i</mi><mi>π</mi></mrow></msup><mo>+</mo><mn>1</mn><mo>=</mo><mn>0</mn></math></span>.</p>"))
    }

    @Test func parsedMathBlockIsDisplayMathMLInItsDiv() {
        let html = HTMLRenderer().render(NorgParser.parse("@math\n\\sqrt{2}\n@end\n"))
        #expect(html.contains("<div class=\"math norg-math-block\"><math display=\"block\" alttext=\"\\sqrt{2}\"><msqrt><mn>2</mn></msqrt></math></div>"))
    }

    @Test func untranslatableMathStaysVisibleAsItsTeX() {
        let html = HTMLRenderer().render(NorgParser.parse("$\\frac{a$"))
        #expect(html.contains("<math alttext=\"\\frac{a\"><mtext class=\"norg-math-source\">\\frac{a</mtext></math>"))
    }

    @Test func theStylesheetStylesMath() {
        let html = HTMLRenderer().render(NorgParser.parse("$x$"))
        #expect(html.contains(".norg-math-source {"))
        #expect(html.contains("mtd.norg-math-left { text-align: left; text-align: -webkit-left; }"))
    }

    @Test func hostileTeXInMathNeverBecomesMarkup() {
        let source = """
        Inline $\\text{</math><script>alert(1)</script>}$ and $\\operatorname{<img src=x onerror=alert(1)>}$
        and $\\begin{"><svg onload=alert(1)>}x\\end{"><svg onload=alert(1)>}$ and $" onclick="alert(1)$.
        @math
        </div><script>alert(1)</script> \\text{"'<&>} \\foo{<b>} \\left< x \\right>
        @end
        """
        let html = HTMLRenderer().render(NorgParser.parse(source))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<svg"))
        #expect(!html.contains("<img"))
        #expect(!WellFormed.attributeNames(in: html).contains(where: { $0.hasPrefix("on") }))
        #expect(WellFormed.problem(in: html) == nil)
    }

    @Test func punctuationSoupInMathRendersWellFormed() {
        let alphabet = Array("\\{}[]()^_&$%'\"<>=+-|.,!~ ab1\n".unicodeScalars)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<300 {
            var tex = ""
            for _ in 0..<60 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                tex.unicodeScalars.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            for name in ["frac", "left", "begin{matrix}", "text"] where state % 4 == 0 {
                tex = "\\" + name + tex
            }
            let inline = tex.replacingOccurrences(of: "$", with: "").replacingOccurrences(of: "\n", with: " ")
            let document = "$\(inline)$\n\n@math\n\(tex.replacingOccurrences(of: "@", with: ""))\n@end\n"
            let html = HTMLRenderer().render(NorgParser.parse(document))
            #expect(WellFormed.problem(in: html) == nil, "\(tex.debugDescription)")
            #expect(!html.contains("<script"))
        }
    }
}
