import Foundation
import Testing
import NorgHTML
import NorgKit

/// A workspace that is one chain of nested folders (`a`, `a/a`, …), one small note in each: deep
/// folders must cost the site what their paths cost, not a sidebar and breadcrumbs of every level.
@Suite struct SiteDepthTests {
    /// The note in each folder of the chain.
    static let note = "* x\n"

    /// A chain of `depth` nested folders (`a/a/…`, or level `k` named `name(k)`), the note `n` in
    /// each and one at the root.
    static func chain(_ depth: Int, name: (Int) -> String = { _ in "a" }) -> TestSite {
        var sources: [String: String] = [:]
        var folder = ""
        for level in 0...depth {
            sources[folder + "n"] = note
            folder += name(level + 1) + "/"
        }
        return TestSite(sources)
    }

    /// Every page the site writes (the notes' pages and the folders' generated index pages), in
    /// bytes, and what the workspace holds: its notes' bytes plus their paths' bytes.
    static func sizes(_ site: TestSite) -> (output: Int, input: Int) {
        var output = 0, input = 0
        for key in site.site.paths {
            output += site.page(key).utf8.count
            input += SiteDepthTests.note.utf8.count + (key + ".norg").utf8.count
        }
        for folder in site.chrome.map.folders where !site.chrome.map.hasIndexDocument(folder) {
            output += site.index(folder).utf8.count
        }
        return (output, input)
    }

    /// Output per byte of workspace does not grow as the chain doubles: a chain's paths add up to
    /// the square of its depth, so a site linear in them grows as they do (a ratio of at most
    /// about 1, less while each page's fixed part dominates), where navigation listing every level
    /// would make it grow with the depth, towards 2.
    @Test func aChainOfNestedFoldersGivesASiteLinearInItsPaths() {
        let shallow = SiteDepthTests.sizes(SiteDepthTests.chain(60))
        let deep = SiteDepthTests.sizes(SiteDepthTests.chain(120))
        let growth = (Double(deep.output) / Double(deep.input)) / (Double(shallow.output) / Double(shallow.input))
        #expect(growth < 1.25, "output per input byte grew \(growth)× from depth 60 to 120")
        // The bound's constant: a few root links per page climb the whole path, the rest is fixed.
        #expect(deep.output < 40 * deep.input + 4_000 * 2 * 121)
    }

    @Test func aDeepPageShowsTheLastThreeFoldersBelowAnEllipsisToTheNextOneUp() {
        let site = SiteDepthTests.chain(10) { "l\($0)" }
        let key = (1...10).map { "l\($0)/" }.joined() + "n"
        let page = site.page(key)
        guard let start = page.range(of: "<nav class=\"norg-breadcrumbs\""),
              let end = page.range(of: "</nav>", range: start.upperBound..<page.endIndex) else {
            Issue.record("no breadcrumbs")
            return
        }
        // Home, the ellipsis to l7 (whose index lists l8 and its siblings), l8, l9, l10, the page.
        #expect(page[start.lowerBound..<end.upperBound] == """
        <nav class="norg-breadcrumbs" aria-label="Breadcrumbs">
        <ol>
        <li><a dir="auto" href="../../../../../../../../../../index.html">notes</a></li>
        <li class="norg-nav-up"><a href="../../../index.html" aria-label="Up to l7" title="Up to l7">…</a></li>
        <li><a dir="auto" href="../../index.html">l8</a></li>
        <li><a dir="auto" href="../index.html">l9</a></li>
        <li><a dir="auto" href="index.html">l10</a></li>
        <li aria-current="page" dir="auto">x</li>
        </ol>
        </nav>
        """)
        #expect(site.sidebar(key) == """
        <nav class="norg-sidebar" aria-label="Workspace">
        <p class="norg-nav-home"><a dir="auto" href="../../../../../../../../../../index.html">notes</a></p>
        <p class="norg-nav-agenda"><a dir="auto" href="../../../../../../../../../../agenda.html">Agenda</a></p>
        <ul>
        <li class="norg-nav-up"><a href="../../../index.html" aria-label="Up to l7" title="Up to l7">…</a></li>
        <li class="norg-nav-open"><a dir="auto" href="../../index.html">l8</a>
        <ul>
        <li class="norg-nav-open"><a dir="auto" href="../index.html">l9</a>
        <ul>
        <li class="norg-nav-open"><a dir="auto" href="index.html">l10</a>
        <ul>
        <li><a dir="auto" href="n.html" aria-current="page">x</a></li>
        </ul>
        </li>
        <li><a dir="auto" href="../n.html">x</a></li>
        </ul>
        </li>
        <li><a dir="auto" href="../../n.html">x</a></li>
        </ul>
        </li>
        </ul>
        </nav>
        """)
    }

    /// Home, the ellipsis and three levels in each of the sidebar and the breadcrumbs, and no
    /// link but the ones to the root climbing more than three levels, on a note's page and on its
    /// folder's generated index page.
    @Test func aDeepPagesNavigationHoldsAtMostFiveFolderLinksWhateverItsDepth() {
        for depth in [4, 40, 400] {
            let site = SiteDepthTests.chain(depth)
            let folder = String(repeating: "a/", count: depth - 1) + "a"
            for (name, page) in [("note", site.page(folder + "/n")), ("index", site.index(folder))] {
                let folderLinks = page.components(separatedBy: "index.html\"").count - 1
                #expect(folderLinks <= 2 * (3 + 2), "\(folderLinks) folder links on the \(name) page at depth \(depth)")
                #expect(page.utf8.count < 4_000 + 8 * "../".utf8.count * depth)
            }
        }
    }
}
