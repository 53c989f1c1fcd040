import Testing
import NorgKit
@testable import NorgUI

/// What the rows tell their views about layout and accessibility: gaps, marker columns, heading levels.
@Suite struct NorgRowLayoutTests {
    private func rows(_ source: String) -> [NorgRow] {
        NorgOutline(document: NorgParser.parse(source)).rows.map(\.row)
    }

    @Test func itemsOfAListSitCloserTogetherThanBlocks() {
        let rows = rows("Intro.\n\n- one\n- two\n-- nested\n  continued\n\nAfter.\n")
        #expect(rows.map(\.gap) == [.none, .block, .withinList, .withinList, .block])
    }

    @Test func blocksInsideAListItemKeepTheListsSpacing() {
        let rows = rows("- item\n  with text\n-- child\n")
        #expect(rows.map(\.gap) == [.none, .withinList])
    }

    @Test func everyMarkerOfAListTakesTheWidthOfItsWidestMarker() {
        let source = (1...10).map { "~ item \($0)\n" }.joined()
        let rows = rows(source)
        #expect(rows.count == 10)
        #expect(rows.allSatisfy { $0.markerColumn == "10." })
    }

    @Test func theWidestRomanNumeralIsNotTheLastOne() {
        let markers = (1...10).map { ListMarker.ordinal($0, level: 3) }
        #expect(ListMarker.widest(of: markers) == "viii.")
        #expect(ListMarker.widest(of: [ListMarker.bullet(level: 1)]) == "•")
    }

    @Test func headingsReportTheirLevelForAccessibilityWithinOneToSix() {
        let rows = rows("* One\n** Two\n******* Seven\nText.\n")
        #expect(rows.map(\.accessibilityHeadingLevel) == [1, 2, 6, nil])
    }
}
