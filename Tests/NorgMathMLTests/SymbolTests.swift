import Testing
import NorgMathML

@Suite struct SymbolTests {
    @Test func numbersAreMnWithTheirDecimalPoint() {
        #expect(body("3.14 + 42") == "<mn>3.14</mn><mo>+</mo><mn>42</mn>")
    }

    @Test func lettersAreOneIdentifierEach() {
        #expect(body("ab") == "<mi>a</mi><mi>b</mi>")
    }

    @Test func typedOperatorsAreMoWithAMinusSignForTheHyphen() {
        #expect(body("a-b*c=d<e>f") == "<mi>a</mi><mo>−</mo><mi>b</mi><mo>∗</mo><mi>c</mi><mo>=</mo><mi>d</mi><mo>&lt;</mo><mi>e</mi><mo>&gt;</mo><mi>f</mi>")
    }

    @Test func typedFencesDoNotStretch() {
        #expect(body("[x]") == "<mo stretchy=\"false\">[</mo><mi>x</mi><mo stretchy=\"false\">]</mo>")
    }

    @Test func typedBarsAndSlashesAreUnspacedLikeTeXsOrdinarySymbols() {
        #expect(body("|x|/2") == "<mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">|</mo><mi>x</mi><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">|</mo><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">/</mo><mn>2</mn>")
        #expect(body("\\|v\\|") == "<mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">‖</mo><mi>v</mi><mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">‖</mo>")
    }

    @Test func negativeThinSpaceIsLeftOut() {
        #expect(body("a\\!b") == "<mi>a</mi><mi>b</mi>")
    }

    @Test func lowerCaseGreekIsItalicAndUpperCaseUpright() {
        #expect(body("\\alpha\\beta\\omega") == "<mi>α</mi><mi>β</mi><mi>ω</mi>")
        #expect(body("\\Gamma\\Omega") == "<mi mathvariant=\"normal\">Γ</mi><mi mathvariant=\"normal\">Ω</mi>")
    }

    @Test func greekVariantsAreTheirOwnLetters() {
        #expect(body("\\epsilon\\varepsilon\\phi\\varphi\\theta\\vartheta") == "<mi>ϵ</mi><mi>ε</mi><mi>ϕ</mi><mi>φ</mi><mi>θ</mi><mi>ϑ</mi>")
    }

    @Test func binaryOperatorsAreMo() {
        #expect(body("\\cdot\\times\\pm\\mp\\div\\circ\\ast") == "<mo>⋅</mo><mo>×</mo><mo>±</mo><mo>∓</mo><mo>÷</mo><mo>∘</mo><mo>∗</mo>")
    }

    @Test func relationsAreMo() {
        #expect(body("\\neq\\le\\ge\\leq\\geq\\approx\\equiv\\sim\\simeq\\propto")
            == "<mo>≠</mo><mo>≤</mo><mo>≥</mo><mo>≤</mo><mo>≥</mo><mo>≈</mo><mo>≡</mo><mo>∼</mo><mo>≃</mo><mo>∝</mo>")
        #expect(body("\\in\\notin\\subset\\subseteq\\cup\\cap") == "<mo>∈</mo><mo>∉</mo><mo>⊂</mo><mo>⊆</mo><mo>∪</mo><mo>∩</mo>")
    }

    @Test func arrowsAreMo() {
        #expect(body("\\to\\rightarrow\\leftarrow\\Rightarrow\\Leftrightarrow\\mapsto\\implies\\iff")
            == "<mo>→</mo><mo>→</mo><mo>←</mo><mo>⇒</mo><mo>⇔</mo><mo>↦</mo><mo>⟹</mo><mo>⟺</mo>")
    }

    @Test func notNegatesTheRelationAfterIt() {
        #expect(body("\\not= \\not\\in \\not\\perp") == "<mo>≠</mo><mo>∉</mo><mo>⊥̸</mo>")
    }

    @Test func letterLikeSymbolsAreIdentifiersAndQuantifiersOperators() {
        #expect(body("\\infty\\partial\\nabla\\forall\\exists") == "<mi>∞</mi><mi>∂</mi><mi>∇</mi><mo>∀</mo><mo>∃</mo>")
    }

    @Test func dotsAreOperators() {
        #expect(body("1,\\ldots,n+\\cdots") == "<mn>1</mn><mo>,</mo><mo>…</mo><mo>,</mo><mi>n</mi><mo>+</mo><mo>⋯</mo>")
    }

    @Test func spacingCommandsAreMspaceOfTheirWidth() {
        #expect(body("a\\,b\\;c\\quad d\\qquad e") == "<mi>a</mi><mspace width=\"0.1667em\"></mspace><mi>b</mi><mspace width=\"0.2778em\"></mspace><mi>c</mi><mspace width=\"1em\"></mspace><mi>d</mi><mspace width=\"2em\"></mspace><mi>e</mi>")
    }

    @Test func functionNamesAreUprightWithAThinSpaceBeforeAnUnfencedArgument() {
        #expect(body("\\sin x") == "<mi>sin</mi><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><mi>x</mi>")
        #expect(body("\\cos(x)") == "<mi>cos</mi><mo>\u{2061}</mo><mo stretchy=\"false\">(</mo><mi>x</mi><mo stretchy=\"false\">)</mo>")
    }

    @Test func functionNamesTakeScriptsBesideThem() {
        #expect(body("\\log_2 n") == "<msub><mi>log</mi><mn>2</mn></msub><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><mi>n</mi>")
        #expect(body("\\sin^2\\theta") == "<msup><mi>sin</mi><mn>2</mn></msup><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><mi>θ</mi>")
    }

    @Test func everyFunctionNameIsItsOwnText() {
        #expect(body("\\ln\\exp") == "<mi>ln</mi><mo>\u{2061}</mo><mspace width=\"0.1667em\"></mspace><mi>exp</mi><mo>\u{2061}</mo>")
    }

    @Test func modIsAnOperatorAndPmodAParenthesizedModulus() {
        #expect(body("a \\bmod b") == "<mi>a</mi><mo>mod</mo><mi>b</mi>")
        #expect(body("a \\pmod{m}") == "<mi>a</mi><mrow><mspace width=\"1em\"></mspace><mo stretchy=\"false\">(</mo><mi>mod</mi><mspace width=\"0.3333em\"></mspace><mi>m</mi><mo stretchy=\"false\">)</mo></mrow>")
    }

    @Test func escapedCharactersAreThemselves() {
        #expect(body("\\{ \\} \\% \\$ \\# \\&") == "<mo stretchy=\"false\">{</mo><mo stretchy=\"false\">}</mo><mi>%</mi><mi>$</mi><mi>#</mi><mo>&amp;</mo>")
    }

    @Test func percentStartsACommentToTheEndOfTheLine() {
        #expect(body("a % note\n+ b") == "<mi>a</mi><mo>+</mo><mi>b</mi>")
    }

    @Test func nonASCIILettersAreIdentifiersAndOtherCharactersOperators() {
        #expect(body("é→") == "<mi>é</mi><mo>→</mo>")
    }
}
