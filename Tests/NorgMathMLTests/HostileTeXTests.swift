import Foundation
import Testing
import NorgMathML

/// TeX from untrusted notes: it never opens markup, never traps, and costs time and output
/// linear in its length, however deep it nests.
@Suite struct HostileTeXTests {
    @Test func markupInTextIsEscaped() {
        #expect(body("\\text{</math><script>alert(1)</script>}")
            == "<mtext>&lt;/math&gt;&lt;script&gt;alert(1)&lt;/script&gt;</mtext>")
    }

    @Test func markupInCommandNamesEnvironmentsAndOperatorNamesIsEscaped() {
        #expect(body("\\operatorname{<b>}") == "<mi>&lt;b&gt;</mi><mo>\u{2061}</mo>")
        #expect(body("\\begin{<x>}a\\end{<x>}") == "<mtext class=\"norg-math-source\">\\begin{&lt;x&gt;}a\\end{&lt;x&gt;}</mtext>")
        #expect(body("\\mathbb{<}&") == "<mo>&lt;</mo><mtext class=\"norg-math-source\">&amp;</mtext>")
    }

    @Test func quotesCannotLeaveTheAlttext() {
        let math = TeXToMathML.mathML(for: "\" onmouseover=\"alert(1)", display: false)
        #expect(math.hasPrefix("<math alttext=\"&quot; onmouseover=&quot;alert(1)\">"))
        #expect(!math.contains("onmouseover=\""))
    }

    @Test func controlCharactersAndNoncharactersBecomeReplacementCharacters() {
        #expect(body("\\text{a\u{0}b\u{7F}c\u{85}d\u{FFFE}}") == "<mtext>a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}</mtext>")
    }

    @Test func bidiIsolatesInContentBecomeReplacementCharacters() {
        #expect(body("\\text{\u{2067}a\u{2069}\u{202E}}") == "<mtext>\u{FFFD}a\u{FFFD}\u{FFFD}</mtext>")
    }

    @Test func ahundredThousandOpenBracesAreShownAsWritten() {
        let tex = String(repeating: "{", count: 100_000)
        #expect(body(tex) == "<mtext class=\"norg-math-source\">\(tex)</mtext>")
    }

    @Test func deepFormulasOfEveryNestingKindAreShownAsWritten() {
        let depth = 20_000
        let deep = [
            String(repeating: "\\frac{", count: depth) + "x" + String(repeating: "}{y}", count: depth),
            String(repeating: "\\sqrt", count: depth) + "x",
            String(repeating: "\\hat", count: depth) + "x",
            String(repeating: "x^{", count: depth) + String(repeating: "}", count: depth),
            String(repeating: "\\left(", count: depth) + String(repeating: "\\right)", count: depth),
            String(repeating: "\\begin{matrix}", count: depth) + String(repeating: "\\end{matrix}", count: depth),
            String(repeating: "\\sqrt[", count: depth) + String(repeating: "]x", count: depth),
            String(repeating: "\\mathbf{", count: depth) + String(repeating: "}", count: depth),
            String(repeating: "\\not", count: depth) + "=",
        ]
        for tex in deep {
            #expect(body(tex) == "<mtext class=\"norg-math-source\">\(tex)</mtext>", "\(tex.prefix(20))")
        }
    }

    @Test func thirtyOneNestedRootsAreTranslatedAndThirtyTwoShownAsWritten() {
        let translated = String(repeating: "\\sqrt{", count: 31) + "x" + String(repeating: "}", count: 31)
        #expect(body(translated) == String(repeating: "<msqrt>", count: 31) + "<mi>x</mi>" + String(repeating: "</msqrt>", count: 31))
        let tooDeep = "\\sqrt{" + translated + "}"
        #expect(body(tooDeep) == "<mtext class=\"norg-math-source\">\(tooDeep)</mtext>")
    }

    @Test func theDeepestNestingRendersOnAThreadWithDarwinsSecondaryThreadStack() async {
        // The deepest formula that is translated, then one that goes as deep as the parser goes.
        let tex = String(repeating: "\\frac{", count: 31) + "x" + String(repeating: "}{y}", count: 31)
            + String(repeating: "{", count: 10_000)
        let thread = SmallStackThread(tex: tex)
        await thread.run()
        #expect(thread.output?.contains("norg-math-source") == true)
    }

    @Test func longFlatFormulasHaveOutputLinearInTheirLength() {
        for piece in ["x_i^2 + ", "\\frac{a}{b}", "\\begin{matrix} a & b \\\\ c \\end{matrix}", "\\foo", "\\text{<&>}",
                      "\\sum_{i}^{n} ", "\\left( x \\middle| y \\right)", "&\\\\", "\\mathbb{RZ}'''"] {
            let short = TeXToMathML.mathML(for: String(repeating: piece, count: 100), display: true).utf8.count
            let long = TeXToMathML.mathML(for: String(repeating: piece, count: 1000), display: true).utf8.count
            #expect(long <= short * 11, "\(piece)")
        }
    }
}

/// Translates on a thread with a 512 KiB stack, what Darwin gives secondary threads (the deepest
/// formula takes about 260 KiB in a debug build, 64 KiB optimized).
final class SmallStackThread: @unchecked Sendable {
    let tex: String
    private(set) var output: String?

    init(tex: String) {
        self.tex = tex
    }

    func run() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                self.output = TeXToMathML.mathML(for: self.tex, display: true)
                continuation.resume()
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }
}
