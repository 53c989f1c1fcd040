import Testing
import NorgMathML

/// What the translator does not know stays visible as TeX; nothing fails or disappears.
@Suite struct UntranslatedTeXTests {
    @Test func anUnknownCommandIsShownAsWrittenAndItsArgumentTranslated() {
        #expect(body("\\foo{x} + 1") == "<mtext class=\"norg-math-source\">\\foo</mtext><mi>x</mi><mo>+</mo><mn>1</mn>")
    }

    @Test func anUnknownEnvironmentIsShownWholeAsWritten() {
        #expect(body("\\begin{weird} a & b \\end{weird} = 1")
            == "<mtext class=\"norg-math-source\">\\begin{weird} a &amp; b \\end{weird}</mtext><mo>=</mo><mn>1</mn>")
    }

    @Test func anUnclosedBraceShowsTheWholeFormulaAsWritten() {
        #expect(TeXToMathML.mathML(for: "\\frac{a}{b", display: false)
            == "<math alttext=\"\\frac{a}{b\"><mtext class=\"norg-math-source\">\\frac{a}{b</mtext></math>")
    }

    @Test func unbalancedFormulasAreShownWholeAsWritten() {
        for tex in ["a}", "\\left( x", "x \\right)", "\\begin{matrix} a", "\\begin{matrix} a \\end{pmatrix}",
                    "\\end{matrix}", "\\frac{a}", "x^", "\\sqrt", "\\left\\alpha x \\right)", "\\text{a"] {
            #expect(body(tex) == "<mtext class=\"norg-math-source\">\(tex.replacingOccurrences("&", "&amp;"))</mtext>", "\(tex)")
        }
    }

    @Test func aDisplayFormulaShownAsWrittenStaysABlock() {
        #expect(TeXToMathML.mathML(for: "}", display: true)
            == "<math display=\"block\" alttext=\"}\"><mtext class=\"norg-math-source\">}</mtext></math>")
    }

    @Test func notBeforeSomethingOtherThanARelationStaysAsWritten() {
        #expect(body("\\not x") == "<mrow><mtext class=\"norg-math-source\">\\not</mtext><mi>x</mi></mrow>")
    }

    @Test func aTrailingBackslashIsAnOperator() {
        #expect(body("a\\") == "<mi>a</mi><mo>\\</mo>")
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
