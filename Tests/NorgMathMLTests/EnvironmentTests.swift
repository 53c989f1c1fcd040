import Testing
import NorgMathML

@Suite struct EnvironmentTests {
    private static let cells = "<mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr><mtr><mtd><mi>c</mi></mtd><mtd><mi>d</mi></mtd></mtr>"

    @Test func matrixIsAnMtableOfItsRowsAndCells() {
        #expect(body("\\begin{matrix} a & b \\\\ c & d \\end{matrix}")
            == "<mtable class=\"norg-math-matrix\" displaystyle=\"false\">\(Self.cells)</mtable>")
    }

    @Test func fencedMatricesHaveStretchyFences() {
        for (name, open, close) in [("pmatrix", "(", ")"), ("bmatrix", "[", "]"), ("vmatrix", "|", "|"),
                                    ("Bmatrix", "{", "}"), ("Vmatrix", "‖", "‖")] {
            #expect(body("\\begin{\(name)} a & b \\\\ c & d \\end{\(name)}")
                == "<mrow><mo stretchy=\"true\">\(open)</mo><mtable class=\"norg-math-matrix\" displaystyle=\"false\">\(Self.cells)</mtable><mo stretchy=\"true\">\(close)</mo></mrow>")
        }
    }

    @Test func casesAreLeftAlignedAfterABrace() {
        #expect(body("\\begin{cases} 1 & x > 0 \\\\ 0 & \\text{else} \\end{cases}")
            == "<mrow><mo stretchy=\"true\">{</mo><mtable class=\"norg-math-cases\" displaystyle=\"false\"><mtr><mtd class=\"norg-math-left\"><mn>1</mn></mtd><mtd class=\"norg-math-left\"><mi>x</mi><mo>&gt;</mo><mn>0</mn></mtd></mtr><mtr><mtd class=\"norg-math-left\"><mn>0</mn></mtd><mtd class=\"norg-math-left\"><mtext>else</mtext></mtd></mtr></mtable></mrow>")
    }

    @Test func alignedAlternatesRightAndLeftColumnsInDisplayStyle() {
        #expect(body("\\begin{aligned} a &= b \\\\ &= c \\end{aligned}")
            == "<mtable class=\"norg-math-aligned\" displaystyle=\"true\"><mtr><mtd class=\"norg-math-right\"><mi>a</mi></mtd><mtd class=\"norg-math-left\"><mo>=</mo><mi>b</mi></mtd></mtr><mtr><mtd class=\"norg-math-right\"></mtd><mtd class=\"norg-math-left\"><mo>=</mo><mi>c</mi></mtd></mtr></mtable>")
    }

    @Test func arrayAlignsColumnsByItsSpecification() {
        #expect(body("\\begin{array}{l|r} a & b \\end{array}")
            == "<mtable class=\"norg-math-array\" displaystyle=\"false\"><mtr><mtd class=\"norg-math-left\"><mi>a</mi></mtd><mtd class=\"norg-math-right\"><mi>b</mi></mtd></mtr></mtable>")
    }

    @Test func aFinalRowBreakAddsNoEmptyRow() {
        #expect(body("\\begin{matrix} a \\\\ \\end{matrix}")
            == "<mtable class=\"norg-math-matrix\" displaystyle=\"false\"><mtr><mtd><mi>a</mi></mtd></mtr></mtable>")
    }

    @Test func rowSpacingAfterARowBreakIsLeftToTheTable() {
        #expect(body("\\begin{matrix} a \\\\[2pt] b \\end{matrix}")
            == "<mtable class=\"norg-math-matrix\" displaystyle=\"false\"><mtr><mtd><mi>a</mi></mtd></mtr><mtr><mtd><mi>b</mi></mtd></mtr></mtable>")
    }

    @Test func rowsOfDifferentLengthAreNotPadded() {
        #expect(body("\\begin{matrix} a & b & c \\\\ d \\end{matrix}")
            == "<mtable class=\"norg-math-matrix\" displaystyle=\"false\"><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd><mtd><mi>c</mi></mtd></mtr><mtr><mtd><mi>d</mi></mtd></mtr></mtable>")
    }

    @Test func alignmentOutsideAnEnvironmentAlignsDisplayMath() {
        #expect(body("a &= b \\\\ &= c", display: true)
            == "<mtable class=\"norg-math-aligned\" displaystyle=\"true\"><mtr><mtd class=\"norg-math-right\"><mi>a</mi></mtd><mtd class=\"norg-math-left\"><mo>=</mo><mi>b</mi></mtd></mtr><mtr><mtd class=\"norg-math-right\"></mtd><mtd class=\"norg-math-left\"><mo>=</mo><mi>c</mi></mtd></mtr></mtable>")
    }

    @Test func rowBreaksOutsideAnEnvironmentGatherDisplayMath() {
        #expect(body("a \\\\ b", display: true)
            == "<mtable class=\"norg-math-gathered\" displaystyle=\"true\"><mtr><mtd><mi>a</mi></mtd></mtr><mtr><mtd><mi>b</mi></mtd></mtr></mtable>")
    }

    @Test func alignmentCharactersInInlineMathStayAsWritten() {
        #expect(body("a & b \\\\ c") == "<mi>a</mi><mtext class=\"norg-math-source\">&amp;</mtext><mi>b</mi><mtext class=\"norg-math-source\">\\\\</mtext><mi>c</mi>")
    }

    @Test func equationAroundOneLineIsThatLine() {
        #expect(body("\\begin{equation} x = 1 \\end{equation}") == "<mrow><mi>x</mi><mo>=</mo><mn>1</mn></mrow>")
    }

    @Test func tablesNestInsideCells() {
        #expect(body("\\begin{pmatrix} \\begin{matrix} a \\end{matrix} \\end{pmatrix}")
            == "<mrow><mo stretchy=\"true\">(</mo><mtable class=\"norg-math-matrix\" displaystyle=\"false\"><mtr><mtd><mtable class=\"norg-math-matrix\" displaystyle=\"false\"><mtr><mtd><mi>a</mi></mtd></mtr></mtable></mtd></mtr></mtable><mo stretchy=\"true\">)</mo></mrow>")
    }
}
