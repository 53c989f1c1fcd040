import Foundation
import Testing
import NorgKit
@testable import NorgUI

@Suite struct NorgInlineFlowLogicTests {
    private func math(_ tex: String, at offset: Int) -> NorgInline {
        .verbatim(VerbatimSpan(modifier: .math, content: tex, range: Fixture.range(offset)))
    }

    private func describe(_ segments: [NorgInlineSegment]) -> [String] {
        segments.map {
            switch $0 {
            case .text(let text): "t:" + String(text.characters)
            case .math(let tex, _): "m:" + tex
            }
        }
    }

    @Test func textAroundMathStaysWholeRunsNeverWords() {
        let runs = NorgInlineRuns.attributedString([Fixture.text("Let it be "), math("x^2", at: 6), Fixture.text(", now and then")])
        #expect(NorgInlineFlowLogic.containsMath(runs))
        #expect(describe(NorgInlineFlowLogic.segments(runs)) == ["t:Let it be ", "m:x^2", "t:, now and then"])
    }

    @Test func textWithoutSpacesIsOneRunSoItWrapsLikeAnyText() {
        let runs = NorgInlineRuns.attributedString([Fixture.text("数学の式"), math("a+b", at: 4), Fixture.text("を見る。")])
        #expect(describe(NorgInlineFlowLogic.segments(runs)) == ["t:数学の式", "m:a+b", "t:を見る。"])
    }

    @Test func styledRunsBetweenMathKeepTheirStyles() {
        let runs = NorgInlineRuns.attributedString([
            Fixture.text("a "), Fixture.styled(.bold, [Fixture.text("bold")]), Fixture.text(" b"), math("y", at: 9),
        ])
        let segments = NorgInlineFlowLogic.segments(runs)
        #expect(segments.count == 2)
        guard case .text(let text)? = segments.first else {
            Issue.record("expected a text segment first")
            return
        }
        #expect(text.runs.map { $0.norgStyle ?? [] } == [[], [.bold], []])
    }

    @Test func eachMathSpanKeepsItsStyledRunForTheTeXFallback() {
        let runs = NorgInlineRuns.attributedString([math("a", at: 1), Fixture.text(" ", at: 2), math("b", at: 3)])
        let segments = NorgInlineFlowLogic.segments(runs)
        #expect(describe(segments) == ["m:a", "t: ", "m:b"])
        if case .math(_, let run)? = segments.first {
            #expect(run.runs.first?.norgStyle == .math)
        }
    }

    @Test func theParagraphIsSpokenAsOneTextWithMathAsTeX() {
        let runs = NorgInlineRuns.attributedString([Fixture.text("Area "), math("\\pi r^2", at: 5), Fixture.text(".")])
        #expect(NorgInlineFlowLogic.spokenText(NorgInlineFlowLogic.segments(runs)) == "Area \\pi r^2.")
    }

    @Test func textWithoutMathIsNotSplit() {
        #expect(!NorgInlineFlowLogic.containsMath(NorgInlineRuns.attributedString([Fixture.text("plain")])))
    }
}
