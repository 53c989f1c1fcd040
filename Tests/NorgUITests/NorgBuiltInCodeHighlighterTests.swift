import Foundation
import Testing
import NorgHighlight
@testable import NorgUI

/// The built-in highlighter marks token runs with their kinds (the view colours them by theme),
/// keeps the code's characters, and is what a theme starts with.
@Suite struct NorgBuiltInCodeHighlighterTests {
    /// The marked runs as `kind text`.
    private func markedRuns(_ text: AttributedString) -> [String] {
        text.runs[NorgAttributes.CodeTokenKey.self].compactMap { kind, range in
            kind.map { "\($0.rawValue) \(String(text[range].characters))" }
        }
    }

    @Test func themesStartWithTheBuiltInHighlighter() {
        #expect(NorgCodeHighlighting.defaultHighlighter is NorgBuiltInCodeHighlighter)
    }

    @Test func tokenRunsCarryTheirKinds() throws {
        let code = "let café = \"😀 e\u{301}\" // note\nreturn nil"
        let text = try #require(NorgBuiltInCodeHighlighter().highlight(code: code, language: "Swift"))
        #expect(String(text.characters) == code)
        #expect(markedRuns(text) == [
            "keyword let", "string \"😀 e\u{301}\"", "comment // note", "keyword return", "constant nil",
        ])
    }

    @Test func unknownOrMissingLanguagesShowPlain() {
        #expect(NorgBuiltInCodeHighlighter().highlight(code: "let x", language: "klingon") == nil)
        #expect(NorgBuiltInCodeHighlighter().highlight(code: "let x", language: nil) == nil)
        let plain = NorgCodeHighlighting.text(of: "let x", language: "klingon", using: NorgBuiltInCodeHighlighter())
        #expect(plain.runs.count == 1)
    }

    @Test func everyLanguageKeepsTheCodesCharacters() {
        let code = "é\"😀\" /* 'x' */ # a\n<b c=\"d\">{e} `f` -- g\u{301}"
        for language in CodeLanguage.all {
            let text = NorgBuiltInCodeHighlighter().highlight(code: code, language: language.name)
            #expect(text.map { String($0.characters) } == code, "\(language)")
        }
    }
}
