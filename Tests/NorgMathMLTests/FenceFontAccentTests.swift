import Testing
import NorgMathML

@Suite struct FenceFontAccentTests {
    @Test func leftAndRightAreStretchyFencesAroundAnMrow() {
        #expect(body("\\left( \\frac{a}{b} \\right)") == "<mrow><mo stretchy=\"true\">(</mo><mfrac><mi>a</mi><mi>b</mi></mfrac><mo stretchy=\"true\">)</mo></mrow>")
    }

    @Test func aDotLeavesOutItsFence() {
        #expect(body("\\left. x \\right|_0") == "<msub><mrow><mi>x</mi><mo stretchy=\"true\">|</mo></mrow><mn>0</mn></msub>")
    }

    @Test func namedDelimitersAndMiddle() {
        #expect(body("\\left\\langle a \\middle| b \\right\\rangle") == "<mrow><mo stretchy=\"true\">⟨</mo><mi>a</mi><mo stretchy=\"true\">|</mo><mi>b</mi><mo stretchy=\"true\">⟩</mo></mrow>")
        #expect(body("\\left\\{ x \\right\\}") == "<mrow><mo stretchy=\"true\">{</mo><mi>x</mi><mo stretchy=\"true\">}</mo></mrow>")
    }

    @Test func bigDelimitersHaveAFixedSize() {
        #expect(body("\\big( \\Bigr]") == "<mo stretchy=\"true\" minsize=\"1.2em\" maxsize=\"1.2em\">(</mo><mo stretchy=\"true\" minsize=\"1.623em\" maxsize=\"1.623em\">]</mo>")
    }

    @Test func textIsMtextWithItsSpacesKept() {
        #expect(body("\\text{if } x") == "<mtext>if\u{00A0}</mtext><mi>x</mi>")
        #expect(body("\\text{50\\% {of} a_b}") == "<mtext>50%\u{00A0}of\u{00A0}a_b</mtext>")
    }

    @Test func mathrmIsUpright() {
        #expect(body("\\mathrm{d}x") == "<mi mathvariant=\"normal\">d</mi><mi>x</mi>")
        #expect(body("\\mathrm{Re}") == "<mi>Re</mi>")
    }

    @Test func alphabetsAreUnicodeMathematicalCharacters() {
        #expect(body("\\mathbf{v}") == "<mi>𝐯</mi>")
        #expect(body("\\mathbb{R}^n") == "<msup><mi>ℝ</mi><mi>n</mi></msup>")
        #expect(body("\\mathbb{E}") == "<mi>𝔼</mi>")
        #expect(body("\\mathcal{L}\\mathcal{A}") == "<mi>ℒ</mi><mi>𝒜</mi>")
        #expect(body("\\mathit{diff}") == "<mi>𝑑𝑖𝑓𝑓</mi>")
        #expect(body("\\mathfrak{g}\\mathsf{A}\\mathtt{x}") == "<mi>𝔤</mi><mi>𝖠</mi><mi>𝚡</mi>")
    }

    @Test func boldAppliesToDigitsAndGreekToo() {
        #expect(body("\\mathbf{1}") == "<mn>𝟏</mn>")
        #expect(body("\\boldsymbol{\\alpha}") == "<mi>𝜶</mi>")
        #expect(body("\\mathbf{\\Gamma}") == "<mi mathvariant=\"normal\">𝚪</mi>")
    }

    @Test func accentsAreMoverWithAnAccentMark() {
        #expect(body("\\hat{x}") == "<mover accent=\"true\"><mi>x</mi><mo stretchy=\"false\">^</mo></mover>")
        #expect(body("\\bar{x}\\vec{v}") == "<mover accent=\"true\"><mi>x</mi><mo stretchy=\"false\">‾</mo></mover><mover accent=\"true\"><mi>v</mi><mo stretchy=\"false\">→</mo></mover>")
        #expect(body("\\dot{x}\\ddot{x}\\tilde{n}") == "<mover accent=\"true\"><mi>x</mi><mo stretchy=\"false\">˙</mo></mover><mover accent=\"true\"><mi>x</mi><mo stretchy=\"false\">¨</mo></mover><mover accent=\"true\"><mi>n</mi><mo stretchy=\"false\">~</mo></mover>")
    }

    @Test func overlineAndUnderlineAreRowsWhoseClassDrawsTheRule() {
        #expect(body("\\overline{AB}") == "<mrow class=\"norg-math-overline\"><mi>A</mi><mi>B</mi></mrow>")
        #expect(body("\\underline{z}") == "<mrow class=\"norg-math-underline\"><mi>z</mi></mrow>")
    }

    @Test func boxedIsARowWhoseClassDrawsABox() {
        #expect(body("\\boxed{x=1}") == "<mrow class=\"norg-math-boxed\"><mi>x</mi><mo>=</mo><mn>1</mn></mrow>")
    }

    @Test func aTagIsSetApartInParenthesesAndALabelShowsNothing() {
        #expect(body("E = mc^2 \\label{eq:e} \\tag{1.2}") == "<mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup><mrow><mspace width=\"2em\"></mspace><mtext>(1.2)</mtext></mrow>")
    }

    @Test func bracesTakeTheirLabelsUnderAndOver() {
        #expect(body("\\underbrace{a+b}_{n}") == "<munder><munder accentunder=\"true\"><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mo stretchy=\"true\">⏟</mo></munder><mi>n</mi></munder>")
    }

    @Test func oversetAndLabelledArrowsStackTheirArguments() {
        #expect(body("\\overset{!}{=}") == "<mover><mo>=</mo><mo>!</mo></mover>")
        #expect(body("\\xrightarrow{f}") == "<mover><mo stretchy=\"true\">→</mo><mi>f</mi></mover>")
    }
}
