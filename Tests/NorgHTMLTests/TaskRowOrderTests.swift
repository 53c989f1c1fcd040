import Testing
import NorgHTML
import NorgKit

/// The status symbol leads a task's row in HTML, so it sits in the checkbox column, whatever the
/// order of the extensions in the source.
@Suite struct TaskRowOrderTests {
    @Test func aPriorityBeforeTheStatusStillPutsTheStatusSymbolFirst() throws {
        // 1.0-specification.norg 539: the spec's own example writes the priority first.
        let html = HTMLRenderer().render(NorgParser.parse("- (# B| ) Undone with a priority of B\n"))
        let symbol = try #require(html.range(of: "<span class=\"norg-status"))
        let priority = try #require(html.range(of: "<span class=\"norg-badge norg-priority\">#B</span>"))
        #expect(symbol.lowerBound < priority.lowerBound)
        let item = try #require(html.range(of: "<li class=\"norg-task\""))
        let firstElement = try #require(html.range(of: "<span", range: item.upperBound..<html.endIndex))
        #expect(firstElement.lowerBound == symbol.lowerBound)
    }

    @Test func theOtherBadgesKeepTheSourceOrder() throws {
        let html = HTMLRenderer().render(NorgParser.parse("- (< 2026-12-05|# A|x) Paid\n"))
        let symbol = try #require(html.range(of: "<span class=\"norg-status"))
        let due = try #require(html.range(of: "<span class=\"norg-badge norg-due\">"))
        let priority = try #require(html.range(of: "<span class=\"norg-badge norg-priority\">"))
        #expect(symbol.lowerBound < due.lowerBound && due.lowerBound < priority.lowerBound)
    }
}
