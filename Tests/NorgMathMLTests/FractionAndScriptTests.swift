import Testing
import NorgMathML

@Suite struct FractionAndScriptTests {
    @Test func fractionIsMfracOfItsTwoArguments() {
        #expect(body("\\frac{a+1}{b}") == "<mfrac><mrow><mi>a</mi><mo>+</mo><mn>1</mn></mrow><mi>b</mi></mfrac>")
    }

    @Test func fractionArgumentsWithoutBracesAreSingleTokens() {
        #expect(body("\\frac12") == "<mfrac><mn>1</mn><mn>2</mn></mfrac>")
        #expect(body("\\frac\\alpha b") == "<mfrac><mi>α</mi><mi>b</mi></mfrac>")
    }

    @Test func dfracAndTfracSetTheFractionsStyle() {
        #expect(body("\\dfrac{1}{2}")
            == "<mstyle displaystyle=\"true\" scriptlevel=\"0\"><mfrac><mn>1</mn><mn>2</mn></mfrac></mstyle>")
        #expect(body("\\tfrac{1}{2}")
            == "<mstyle displaystyle=\"false\" scriptlevel=\"0\"><mfrac><mn>1</mn><mn>2</mn></mfrac></mstyle>")
    }

    @Test func binomIsAFractionWithoutRuleInStretchedParentheses() {
        #expect(body("\\binom{n}{k}") == "<mrow><mo stretchy=\"true\">(</mo><mfrac linethickness=\"0\"><mi>n</mi><mi>k</mi></mfrac><mo stretchy=\"true\">)</mo></mrow>")
    }

    @Test func squareRootIsMsqrt() {
        #expect(body("\\sqrt{x+1}") == "<msqrt><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow></msqrt>")
    }

    @Test func rootWithAnIndexIsMroot() {
        #expect(body("\\sqrt[3]{x}") == "<mroot><mi>x</mi><mn>3</mn></mroot>")
        #expect(body("\\sqrt[n+1]{2}") == "<mroot><mn>2</mn><mrow><mi>n</mi><mo>+</mo><mn>1</mn></mrow></mroot>")
    }

    @Test func subscriptAndSuperscriptTogetherAreMsubsup() {
        #expect(body("x_i^2") == "<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>")
        #expect(body("x^2_i") == "<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>")
    }

    @Test func scriptsInBracesAreGroups() {
        #expect(body("e^{i\\pi}") == "<msup><mi>e</mi><mrow><mi>i</mi><mi>π</mi></mrow></msup>")
        #expect(body("a_{n-1}") == "<msub><mi>a</mi><mrow><mi>n</mi><mo>−</mo><mn>1</mn></mrow></msub>")
    }

    @Test func aScriptWithoutBracesTakesOneToken() {
        #expect(body("x^23") == "<msup><mi>x</mi><mn>2</mn></msup><mn>3</mn>")
    }

    @Test func primesFollowTheirBaseUnspacedAndScriptsFollowThePrimes() {
        #expect(body("f'(x)") == "<mi>f</mi><mo lspace=\"0em\" rspace=\"0em\">′</mo><mo stretchy=\"false\">(</mo><mi>x</mi><mo stretchy=\"false\">)</mo>")
        #expect(body("f''") == "<mi>f</mi><mo lspace=\"0em\" rspace=\"0em\">″</mo>")
        #expect(body("f'''") == "<mi>f</mi><mo lspace=\"0em\" rspace=\"0em\">‴</mo>")
        #expect(body("f'^2") == "<msup><mrow><mi>f</mi><mo lspace=\"0em\" rspace=\"0em\">′</mo></mrow><mn>2</mn></msup>")
    }

    @Test func scriptsOfAGroupApplyToTheWholeGroup() {
        #expect(body("(a+b)^2") == "<mo stretchy=\"false\">(</mo><mi>a</mi><mo>+</mo><mi>b</mi><msup><mo stretchy=\"false\">)</mo><mn>2</mn></msup>")
        #expect(body("{a+b}^2") == "<msup><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></msup>")
    }

    @Test func aScriptWithoutABaseHasAnEmptyOne() {
        #expect(body("{}^{14}C") == "<msup><mrow></mrow><mn>14</mn></msup><mi>C</mi>")
        #expect(body("^2") == "<msup><mrow></mrow><mn>2</mn></msup>")
    }

    @Test func aSecondSuperscriptStartsANewScript() {
        #expect(body("x^a^b") == "<msup><mi>x</mi><mi>a</mi></msup><msup><mrow></mrow><mi>b</mi></msup>")
    }
}
