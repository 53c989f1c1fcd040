import Testing
@testable import NorgKit

/// Escapes inside verbatim attached modifiers. Escaping outranks verbatim modifiers
/// (1.0-specification.norg 1689–1702) and any character may be escaped except inside free-form and
/// ranged verbatim segments (96–99), so inside `` `…` `` a backslash gives the next character.
@Suite struct VerbatimEscapeTests {
    @Test func anEscapedBacktickIsPartOfTheCode() {
        // Spec 1695–1696: the escape ranks above the verbatim modifier it sits in.
        #expect(firstVerbatim(inlineNodes("`a\\`b`"))?.content == "a`b")
    }

    @Test func anEscapedPipeInCodeIsThePipeAlone() {
        // Spec 1692: the precedence list itself writes `\|standard`.
        #expect(firstVerbatim(inlineNodes("x `\\|comment` y"))?.content == "|comment")
        #expect(firstVerbatim(inlineNodes("`\\\\`"))?.content == "\\")
    }

    @Test func anEscapedMultiByteCharacterInCodeIsKeptWhole() {
        #expect(firstVerbatim(inlineNodes("`a\\éb`"))?.content == "aéb")
    }

    @Test func freeFormVerbatimKeepsItsBackslashes() {
        // Spec 96–99: no escapes inside free-form attached modifiers.
        #expect(firstVerbatim(inlineNodes("`| \\|x \\` |`"))?.content == " \\|x \\` ")
    }

    @Test func codeInsideAFreeFormStyledSpanKeepsItsBackslashes() {
        // Inside `*| … |*` nothing is escaped, so the backslash is code text.
        guard case .styled(let bold)? = inlineNodes("*| `a\\b` |*").first else {
            Issue.record("no bold span")
            return
        }
        #expect(firstVerbatim(Array(bold.children))?.content == "a\\b")
    }

    @Test func codeWithoutABackslashStillSlicesTheSource() {
        let span = firstVerbatim(inlineNodes("`plain code`"))
        #expect(span?.content == "plain code")
    }

    @Test func inlineMathKeepsItsBackslashesForTeX() {
        // TeX reads its own backslashes (`\frac`, `\$`); see the report on issue 32.
        #expect(firstVerbatim(inlineNodes("$\\frac{a}{b}$"))?.content == "\\frac{a}{b}")
    }
}
