import Foundation
import Testing
import NorgHTML
import NorgKit

/// The site's own markup (sidebar, breadcrumbs, index pages, agenda) escapes every title and file
/// name and links only to relative pages.
@Suite struct SiteSafetyTests {
    static let hostileName = "\"><img src=x onerror=alert(1)>"
    static let hostileTitle = "</a><script>alert(1)</script>\u{202E}"

    private var site: TestSite {
        TestSite([
            "javascript:alert(1)": "@document.meta\ntitle: \(SiteSafetyTests.hostileTitle)\n@end\n- ( ) 1 < 2 & 3 > 2\n",
            "dir \(SiteSafetyTests.hostileName)/\(SiteSafetyTests.hostileName)": "@document.meta\ntitle: \(SiteSafetyTests.hostileTitle)\n@end\n",
            "index": "* Home\n",
        ], rootTitle: "<b>root</b>")
    }

    private func expectSafe(_ html: String) {
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("href=\"javascript:"))
        #expect(!html.contains("<b>root"))
        #expect(html.contains("&lt;/a&gt;&lt;script&gt;alert(1)&lt;/script&gt;") || html.contains("&lt;b&gt;root&lt;/b&gt;"))
    }

    @Test func hostileTitlesAndFileNamesAreEscapedInTheSidebarAndBreadcrumbs() {
        let site = self.site
        let nested = "dir \(SiteSafetyTests.hostileName)/\(SiteSafetyTests.hostileName)"
        for key in ["javascript:alert(1)", nested, "index"] { expectSafe(site.page(key)) }
        let page = site.page(nested)
        #expect(page.contains("href=\"../javascript%3Aalert%281%29.html\""))
        #expect(page.contains("<li aria-current=\"page\" dir=\"auto\">&lt;/a&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u{202E}</li>"))
    }

    @Test func hostileNamesAreEscapedInIndexPagesAndTheAgenda() throws {
        let site = self.site
        expectSafe(site.index(""))
        expectSafe(site.index("dir \(SiteSafetyTests.hostileName)"))
        let key = "javascript:alert(1)"
        let items = SiteAgendaItem.items(of: site.documents[key]!, page: key, site: site.site)
        let agenda = String(decoding: SitePageRenderer(chrome: site.chrome).agendaPage(items, today: TaskDay(iso: "2026-12-01")!),
                            as: UTF8.self)
        expectSafe(agenda)
        #expect(agenda.contains(">1 &lt; 2 &amp; 3 &gt; 2</a>"))
    }

    @Test func aHugeTitleIsCutShortInEveryOtherPagesNavigation() {
        let long = String(repeating: "x", count: 10_000)
        let site = TestSite(["a": "* \(long)\n", "b": "* B\n"])
        let sidebar = site.sidebar("b")
        #expect(sidebar.contains(String(repeating: "x", count: 120) + "\u{2026}</a>"))
        #expect(!sidebar.contains(String(repeating: "x", count: 121)))
    }
}
