import Foundation
import Testing
@testable import NorgUI

@Suite struct NorgCodeHighlightingTests {
    /// Marks the whole code with its language, so a test can see what the highlighter was asked.
    private struct LanguageEcho: NorgCodeHighlighter {
        func highlight(code: String, language: String?) -> AttributedString? {
            language == "none" ? nil : AttributedString("[\(language ?? "-")]" + code)
        }
    }

    @Test func withoutAHighlighterCodeShowsPlain() {
        let text = NorgCodeHighlighting.text(of: "let x = 1", language: "swift", using: nil)
        #expect(String(text.characters) == "let x = 1")
    }

    @Test func theHighlighterGetsTheCodeAndItsLanguage() {
        let text = NorgCodeHighlighting.text(of: "x", language: "swift", using: LanguageEcho())
        #expect(String(text.characters) == "[swift]x")
    }

    @Test func anEmptyLanguageReachesTheHighlighterAsNil() {
        let text = NorgCodeHighlighting.text(of: "x", language: "", using: LanguageEcho())
        #expect(String(text.characters) == "[-]x")
    }

    @Test func aHighlighterDecliningShowsTheCodePlain() {
        let text = NorgCodeHighlighting.text(of: "x", language: "none", using: LanguageEcho())
        #expect(String(text.characters) == "x")
    }
}
