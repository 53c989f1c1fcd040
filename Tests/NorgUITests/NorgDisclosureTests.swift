import Foundation
import Testing
import NorgKit
@testable import NorgUI

/// Collapsible sections look, measure and speak as each platform's own disclosure does.
@Suite struct NorgDisclosureTests {
    @Test func targetsAreThePlatformsMinimumAndTheChevronSitsWhereThePlatformPutsIt() {
        let iOS = NorgDisclosureMetrics.of(.iOS)
        #expect(iOS.target == 44 && iOS.placement == .trailing && iOS.gutter == 0)
        let vision = NorgDisclosureMetrics.of(.visionOS)
        #expect(vision.target == 60 && vision.placement == .trailing)
        let mac = NorgDisclosureMetrics.of(.macOS)
        #expect(mac.placement == .leading && mac.gutter > 0 && mac.target >= mac.gutter)
        // The target overhangs one line rather than making a section's row taller than its siblings'.
        for platform in NorgDisclosureMetrics.Platform.allCases {
            let metrics = NorgDisclosureMetrics.of(platform)
            #expect(metrics.target - 2 * metrics.verticalOverhang == metrics.lineHeight)
            #expect(metrics.expandedRotation == 90)
        }
    }

    @Test func aSectionIsSpokenByItsTitle() {
        let outline = NorgOutline(document: NorgParser.parse("* Shopping *list*\n  - milk\n    -- whole\n$ Term\nbody\n"))
        let titles = outline.rows.filter(\.row.isSection).map { NorgDisclosureSpeech.title(of: $0.row) }
        #expect(titles == ["Shopping list", "milk", "Term"])
    }

    @Test func collapsingASectionHidesExactlyTheRowsBelowIt() {
        let source = "* A\n  a body\n  ** A1\n     deep\n* B\n  b body\n"
        let outline = NorgOutline(document: NorgParser.parse(source))
        let ids = outline.rows.map(\.id)
        #expect(outline.rows.map(\.row.isSection) == [true, false, true, false, true, false])
        #expect(outline.visibleRows(collapsed: []).map(\.id) == ids)
        #expect(outline.visibleRows(collapsed: [ids[0]]).map(\.id) == [ids[0], ids[4], ids[5]])
        #expect(outline.visibleRows(collapsed: [ids[2]]).map(\.id) == [ids[0], ids[1], ids[2], ids[4], ids[5]])
        #expect(outline.visibleRows(collapsed: [ids[1]]).map(\.id) == ids)  // not a section
    }

    @Test func aSetOfCollapsedSectionsGivesEachSectionAnExpandedFlag() {
        var collapsed: Set<String> = []
        #expect(collapsed[expanded: "a"])
        collapsed[expanded: "a"] = false
        #expect(collapsed == ["a"] && !collapsed[expanded: "a"])
        collapsed[expanded: "a"] = true
        #expect(collapsed.isEmpty)
    }
}

/// The smaller findings: tasks read once, numbered tasks keep their numbers, scripts set smaller.
@Suite struct NorgSmallerFindingsTests {
    @Test func voiceOverReadsATaskOnceWithItsStatus() {
        let item = TaskStatusMenu.Speech(isHeading: false)
        #expect(item.symbolReadsText && !item.textIsOwnElement)
        let heading = TaskStatusMenu.Speech(isHeading: true)
        #expect(!heading.symbolReadsText && heading.textIsOwnElement)
    }

    @Test func orderedTaskItemsKeepTheirNumbersAndBulletsGiveWayToTheSymbol() {
        #expect(ListMarker.ordinal(3, level: 1).isShown(besideTask: true))
        #expect(!ListMarker.bullet(level: 1).isShown(besideTask: true))
        #expect(ListMarker.bullet(level: 1).isShown(besideTask: false))
        let outline = NorgOutline(document: NorgParser.parse("~ ( ) one\n~ (x) two\n"))
        let markers = outline.rows.compactMap { node -> String? in
            guard case .listItem(let marker, _) = node.row.kind, marker.isShown(besideTask: node.row.task != nil) else { return nil }
            return marker.text
        }
        #expect(markers == ["1.", "2."])
    }

    @Test func superscriptAndSubscriptAreSetSmallerUnlessCode() {
        #expect(NorgRunAppearance(.superscript).isSmaller)
        #expect(NorgRunAppearance([.subscript, .bold]).isSmaller)
        #expect(!NorgRunAppearance([.superscript, .verbatim]).isSmaller)
        #expect(!NorgRunAppearance(.bold).isSmaller)
    }
}
