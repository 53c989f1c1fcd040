import Testing
import NorgMathML

@Suite struct MathElementTests {
    @Test func inlineMathIsAMathElementWithTheTeXAsAlttext() {
        #expect(TeXToMathML.mathML(for: "x", display: false) == "<math alttext=\"x\"><mi>x</mi></math>")
    }

    @Test func displayMathIsABlockMathElement() {
        #expect(TeXToMathML.mathML(for: "x", display: true)
            == "<math display=\"block\" alttext=\"x\"><mi>x</mi></math>")
    }

    @Test func whiteSpaceAroundTheTeXIsLeftOutOfAlttext() {
        #expect(TeXToMathML.mathML(for: "\n  x + 1\n", display: true)
            == "<math display=\"block\" alttext=\"x + 1\"><mi>x</mi><mo>+</mo><mn>1</mn></math>")
    }

    @Test func emptyTeXIsAnEmptyMathElement() {
        #expect(TeXToMathML.mathML(for: "  ", display: false) == "<math alttext=\"\"></math>")
    }

    @Test func alttextEscapesQuotesAndMarkup() {
        #expect(TeXToMathML.mathML(for: "a' \"<&>\"", display: false).hasPrefix(
            "<math alttext=\"a&#39; &quot;&lt;&amp;&gt;&quot;\">"))
    }
}
