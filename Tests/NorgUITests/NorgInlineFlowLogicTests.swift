import Foundation
import Testing
import NorgKit
@testable import NorgUI

@Suite struct NorgInlineFlowLogicTests {
    private let math = NorgInline.verbatim(VerbatimSpan(modifier: .math, content: "x^2", range: Fixture.range(6)))

    private func describe(_ segments: [NorgInlineSegment]) -> [String] {
        segments.map {
            switch $0 {
            case .text(let text): "t:" + String(text.characters)
            case .math(let tex): "m:" + tex
            }
        }
    }

    @Test func wordsKeepTheirTrailingSpaceAndMathStaysWhole() {
        let runs = NorgInlineRuns.attributedString([Fixture.text("Let it be "), math, Fixture.text(" now")])
        #expect(NorgInlineFlowLogic.containsMath(runs))
        #expect(describe(NorgInlineFlowLogic.segments(runs)) == ["t:Let ", "t:it ", "t:be ", "m:x^2", "t: ", "t:now"])
    }

    @Test func segmentsKeepTheirStyles() {
        let runs = NorgInlineRuns.attributedString([Fixture.styled(.bold, [Fixture.text("bold words")])])
        let segments = NorgInlineFlowLogic.segments(runs)
        #expect(segments.count == 2)
        for case .text(let text) in segments {
            #expect(text.runs.first?.norgStyle == .bold)
        }
    }

    @Test func textWithoutMathIsNotFlowed() {
        #expect(!NorgInlineFlowLogic.containsMath(NorgInlineRuns.attributedString([Fixture.text("plain")])))
    }

    @Test func piecesWrapWhenTheLineIsFull() {
        let sizes = [CGSize(width: 40, height: 10), CGSize(width: 40, height: 20), CGSize(width: 40, height: 10)]
        let (origins, size) = NorgInlineFlowLogic.arrange(sizes, width: 100, lineSpacing: 2)
        // The first two share a line and its bottom edge; the third wraps.
        #expect(origins == [CGPoint(x: 0, y: 10), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 22)])
        #expect(size == CGSize(width: 80, height: 32))
    }

    @Test func aPieceWiderThanTheLineGetsALineOfItsOwn() {
        let sizes = [CGSize(width: 150, height: 10), CGSize(width: 10, height: 10)]
        let (origins, _) = NorgInlineFlowLogic.arrange(sizes, width: 100)
        #expect(origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 12)])
    }

    @Test func unboundedWidthKeepsOneLine() {
        let sizes = Array(repeating: CGSize(width: 30, height: 10), count: 5)
        #expect(NorgInlineFlowLogic.arrange(sizes, width: .infinity).size == CGSize(width: 150, height: 10))
    }
}
