import Testing
import NorgHTML
import NorgKit

/// Timestamps (`@`) and the dates of recurring statuses (`+`) are shown as badges, on a
/// document's page and on a site's agenda page, with the same classes.
@Suite struct TaskDateBadgeTests {
    @Test func aTimestampAndARecurrenceRenderAsBadgesAfterTheStatus() throws {
        let html = HTMLRenderer().render(NorgParser.parse("- ( |@ Fri 4th Dec 2026) Team dinner\n- (+ 5th Jan) Renew\n"))
        #expect(html.contains("<span class=\"norg-badge norg-timestamp\">Fri 4th Dec 2026</span>"))
        #expect(html.contains("<span class=\"norg-badge norg-recurrence\">\u{21BB} 5th Jan</span>"))
        let recurring = try #require(html.range(of: "aria-label=\"Recurring\""))
        let badge = try #require(html.range(of: "norg-recurrence"))
        #expect(recurring.lowerBound < badge.lowerBound)
    }

    @Test func theAgendaPageShowsEveryBadgeATaskHas() {
        let document = NorgParser.parse("- (+ Fri|# A|@ 2026-12-04|< 2026-12-03) everything\n")
        let task = TaskScanner.scan(document)[0]
        let item = SiteAgendaItem(page: "index", task: task, anchor: nil)
        let chrome = SiteChrome(map: SiteMap(site: HTMLSite(documents: ["index": document]), rootTitle: "Notes"), agendaPage: "agenda")
        let page = String(decoding: SitePageRenderer(chrome: chrome).agendaPage([item], today: TaskDay(iso: "2026-12-02")!),
                          as: UTF8.self)
        #expect(page.contains(">everything</a> <span class=\"norg-badge norg-priority\">#A</span> "
            + "<span class=\"norg-badge norg-due\">due 2026-12-03</span> "
            + "<span class=\"norg-badge norg-recurrence\">\u{21BB} Fri</span> "
            + "<span class=\"norg-badge norg-timestamp\">2026-12-04</span>\n"))
    }
}
