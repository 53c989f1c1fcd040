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

/// Timestamps and recurrences are badges in a document's rows and in task lists away from it
/// (`NorgInlineRuns.attributedString(task:)`, what `AttributedString(norgTask:theme:)` styles).
@Suite struct NorgTaskDateBadgeTests {
    @Test func timestampAndRecurrenceRowsCarryTheirBadges() throws {
        let rows = NorgOutline(document: NorgParser.parse("- ( |@ Fri 4th Dec 2026) Team dinner\n- (+ 5th Jan) Renew\n")).rows
        #expect(rows.map { $0.row.badges.map(\.text) } == [["Fri 4th Dec 2026"], ["\u{21BB} 5th Jan"]])
    }

    @Test func aTaskListedAwayFromItsDocumentEndsWithItsBadges() throws {
        let task = try #require(TaskScanner.scan(NorgParser.parse("- (+ Mon|# A) *Weekly* review\n")).first)
        let runs = NorgInlineRuns.attributedString(task: task)
        #expect(String(runs.characters) == "Weekly review #A \u{21BB}\u{00A0}Mon")
        let badgeRuns = runs.runs.filter { $0.norgStyle == .badge }.map { String(runs[$0.range].characters) }
        #expect(badgeRuns == ["#A", "\u{21BB}\u{00A0}Mon"])
        let plain = try #require(TaskScanner.scan(NorgParser.parse("- ( ) plain\n")).first)
        #expect(String(NorgInlineRuns.attributedString(task: plain).characters) == "plain")
    }
}
