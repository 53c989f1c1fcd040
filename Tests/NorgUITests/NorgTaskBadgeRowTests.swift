import Foundation
import Testing
import NorgKit
@testable import NorgUI

@Suite struct NorgTaskBadgeRowTests {
    private func firstRow(_ source: String) -> NorgRow? {
        NorgOutline(document: NorgParser.parse(source)).rows.first?.row
    }

    @Test func aTaskRowEndsWithItsBadgesStyledAsBadges() throws {
        let row = try #require(firstRow("- ( |# A|< 5th Feb) Pay rent\n"))
        let runs = row.runs
        #expect(String(runs.characters) == "Pay rent #A due\u{00A0}5th\u{00A0}Feb")
        let badgeRuns = runs.runs.filter { $0.norgStyle == .badge }.map { String(runs[$0.range].characters) }
        #expect(badgeRuns == ["#A", "due\u{00A0}5th\u{00A0}Feb"])
    }

    @Test func aLoneStatusAddsNoBadge() throws {
        let row = try #require(firstRow("- (x) Done\n"))
        #expect(row.badges.isEmpty)
        #expect(String(row.runs.characters) == "Done")
    }

    @Test func aTaskHeadingCarriesItsBadges() throws {
        let row = try #require(firstRow("* ( |> Mon) Plan\n"))
        #expect(row.badges.map(\.text) == ["starts Mon"])
    }

    @Test func badgeRunsTakeTheBadgeFontAndColourOverOtherStyles() {
        let look = NorgRunAppearance([.badge, .link, .verbatim])
        #expect(look.font == .badge)
        #expect(look.foreground == .badge)
    }
}
