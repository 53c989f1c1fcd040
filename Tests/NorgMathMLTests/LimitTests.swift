import Testing
import NorgMathML

@Suite struct LimitTests {
    @Test func sumTakesItsLimitsUnderAndOverInDisplayMath() {
        #expect(body("\\sum_{i=1}^n i", display: true) == "<munderover><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></munderover><mi>i</mi>")
    }

    @Test func sumTakesItsLimitsBesideItInlineMath() {
        #expect(body("\\sum_{i=1}^n i") == "<msubsup><mo>∑</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi></msubsup><mi>i</mi>")
    }

    @Test func productTakesLimitsLikeSum() {
        #expect(body("\\prod_k", display: true) == "<munder><mo>∏</mo><mi>k</mi></munder>")
        #expect(body("\\prod^k", display: true) == "<mover><mo>∏</mo><mi>k</mi></mover>")
    }

    @Test func integralsKeepTheirLimitsBesideThemInDisplayMath() {
        #expect(body("\\int_0^1", display: true) == "<msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup>")
        #expect(body("\\oint_C", display: true) == "<msub><mo>∮</mo><mi>C</mi></msub>")
    }

    @Test func limAndItsKinAreUprightWithLimitsUnderThemInDisplayMath() {
        #expect(body("\\lim_{n\\to\\infty} a", display: true) == "<munder><mi>lim</mi><mrow><mi>n</mi><mo>→</mo><mi>∞</mi></mrow></munder><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><mi>a</mi>")
        #expect(body("\\max_x", display: true) == "<munder><mi>max</mi><mi>x</mi></munder><mo>\u{2061}</mo>")
        #expect(body("\\min_x\\sup_y\\inf_z", display: true) == "<munder><mi>min</mi><mi>x</mi></munder><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><munder><mi>sup</mi><mi>y</mi></munder><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><munder><mi>inf</mi><mi>z</mi></munder><mo>\u{2061}</mo>")
    }

    @Test func limTakesItsLimitBesideItInlineMath() {
        #expect(body("\\lim_{x} f") == "<msub><mi>lim</mi><mi>x</mi></msub><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><mi>f</mi>")
    }

    @Test func limitsForcesLimitsUnderAndOverEvenInline() {
        #expect(body("\\sum\\limits_i x") == "<munder><mo movablelimits=\"false\">∑</mo><mi>i</mi></munder><mi>x</mi>")
        #expect(body("\\int\\limits_0^1", display: true) == "<munderover><mo movablelimits=\"false\">∫</mo><mn>0</mn><mn>1</mn></munderover>")
    }

    @Test func nolimitsKeepsLimitsBesideEvenInDisplay() {
        #expect(body("\\sum\\nolimits_i", display: true) == "<msub><mo>∑</mo><mi>i</mi></msub>")
    }

    @Test func limitsInsideAFractionOfDisplayMathGoBeside() {
        #expect(body("\\frac{\\sum_i a}{2}", display: true) == "<mfrac><mrow><msub><mo>∑</mo><mi>i</mi></msub><mi>a</mi></mrow><mn>2</mn></mfrac>")
    }

    @Test func displaystyleMakesTheRestOfItsGroupDisplayMath() {
        #expect(body("a {\\displaystyle \\sum_i b} c") == "<mi>a</mi><mstyle displaystyle=\"true\" scriptlevel=\"0\"><munder><mo>∑</mo><mi>i</mi></munder><mi>b</mi></mstyle><mi>c</mi>")
    }

    @Test func operatornameStarTakesLimitsInDisplayMath() {
        #expect(body("\\operatorname*{arg\\,max}_x f", display: true) == "<munder><mi>arg\u{00A0}max</mi><mi>x</mi></munder><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><mi>f</mi>")
        #expect(body("\\operatorname{rank} A", display: true) == "<mi>rank</mi><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><mi>A</mi>")
    }
}
