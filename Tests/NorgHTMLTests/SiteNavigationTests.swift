import Foundation
import Testing
import NorgHTML
import NorgKit

/// A site of `sources` (page key → Norg source) and each page rendered with its navigation.
struct TestSite {
    let documents: [String: NorgDocument]
    let chrome: SiteChrome
    let site: HTMLSite

    init(_ sources: [String: String], rootTitle: String = "notes") {
        documents = sources.mapValues { NorgParser.parse($0) }
        site = HTMLSite(documents: documents)
        chrome = SiteChrome(map: SiteMap(site: site, rootTitle: rootTitle), agendaPage: "agenda")
    }

    func page(_ key: String) -> String {
        var options = HTMLOptions()
        options.site = site
        options.documentPath = key
        options.fallbackTitle = SitePath.name(of: key)
        options.siteChrome = chrome
        return HTMLRenderer(options: options).render(documents[key]!)
    }

    func index(_ folder: String) -> String {
        String(decoding: SitePageRenderer(chrome: chrome).folderIndexPage(folder), as: UTF8.self)
    }

    /// The sidebar's `<nav>`.
    func sidebar(_ key: String) -> String { TestSite.sidebar(of: page(key)) }

    static func sidebar(of page: String) -> String {
        guard let start = page.range(of: "<nav class=\"norg-sidebar\""), let end = page.range(of: "</nav>", range: start.upperBound..<page.endIndex) else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }
}

@Suite struct SiteNavigationTests {
    @Test func theSidebarMarksTheCurrentPageAndOpensOnlyItsPath() {
        let site = TestSite([
            "index": "* Welcome\n",
            "alpha": "* Alpha\n",
            "work/plan": "* Plan\n",
            "work/deep/notes": "* Deep notes\n",
            "home/garden": "* Garden\n",
        ])
        let sidebar = site.sidebar("work/deep/notes")
        #expect(sidebar == """
        <nav class="norg-sidebar" aria-label="Workspace">
        <p class="norg-nav-home"><a dir="auto" href="../../index.html">Welcome</a></p>
        <p class="norg-nav-agenda"><a dir="auto" href="../../agenda.html">Agenda</a></p>
        <ul>
        <li class="norg-nav-folder"><a dir="auto" href="../../home/index.html">home</a></li>
        <li class="norg-nav-open"><a dir="auto" href="../index.html">work</a>
        <ul>
        <li class="norg-nav-open"><a dir="auto" href="index.html">deep</a>
        <ul>
        <li><a dir="auto" href="notes.html" aria-current="page">Deep notes</a></li>
        </ul>
        </li>
        <li><a dir="auto" href="../plan.html">Plan</a></li>
        </ul>
        </li>
        <li><a dir="auto" href="../../alpha.html">Alpha</a></li>
        </ul>
        </nav>
        """)
        // Another page opens its own path instead: `work` stays a single link.
        let other = site.sidebar("alpha")
        #expect(other.contains("<li class=\"norg-nav-folder\"><a dir=\"auto\" href=\"work/index.html\">work</a></li>"))
        #expect(!other.contains("Deep notes"))
        #expect(other.contains("<a dir=\"auto\" href=\"alpha.html\" aria-current=\"page\">Alpha</a>"))
    }

    @Test func linkedFromListsEachLinkingPageAndHeadingWithRelativeLinks() {
        let site = TestSite([
            "garden": "* Garden\n** Soil\n",
            "books": "@document.meta\ntitle: Books\n@end\n* Soil science\n  See {:garden:** Soil}.\n",
            "journal/today": "* Today\n  The {:../garden:}[garden] and {? Soil}.\n",
            "alone": "* Alone\n",
        ])
        let page = site.page("garden")
        guard let start = page.range(of: "<section class=\"norg-backlinks\">") else {
            Issue.record("no Linked from section")
            return
        }
        #expect(page[start.lowerBound...].hasPrefix("""
        <section class="norg-backlinks">
        <h2>Linked from</h2>
        <ul>
        <li><a dir="auto" href="books.html#soil-science">Books</a><span class="norg-backlink-heading" dir="auto"> › Soil science</span></li>
        <li><a dir="auto" href="journal/today.html#today">Today</a></li>
        </ul>
        </section>
        """))
        #expect(!site.page("alone").contains("norg-backlinks"))
    }

    @Test func pagesAreOrderedByTitleFromMetadataHeadingOrFileName() {
        let site = TestSite([
            "b": "@document.meta\ntitle: Zebra\n@end\n* Ignored heading\n",
            "c": "* Apple\n",
            "a": "no heading here\n",
        ])
        let sidebar = site.sidebar("a")
        let titles = ["a", "Apple", "Zebra"].map { sidebar.range(of: ">\($0)</a>")?.lowerBound }
        #expect(titles.allSatisfy { $0 != nil })
        #expect(titles[0]! < titles[1]! && titles[1]! < titles[2]!)
    }

    @Test func aFolderOfFiftyOneEntriesIsReachedThroughItsIndexPageNotListedOnOtherPages() {
        var sources = ["index": "* Home\n", "other": "* Other\n"]
        for number in 1...51 { sources["big/note-\(number)"] = "* Big note \(number)\n" }
        let site = TestSite(sources)
        let fromOther = site.sidebar("other")
        #expect(fromOther.contains("<li class=\"norg-nav-folder\"><a dir=\"auto\" href=\"big/index.html\">big</a></li>"))
        #expect(!fromOther.contains("Big note"))
        // Inside the folder: only the page itself and a link to the folder's index page.
        let inside = site.sidebar("big/note-7")
        #expect(inside.contains("aria-current=\"page\">Big note 7</a>"))
        #expect(!inside.contains("Big note 8"))
        #expect(inside.contains("<li class=\"norg-nav-more\"><a dir=\"auto\" href=\"index.html\">All pages in big</a></li>"))
        // The index page lists all 51, and its sidebar does not link to itself again.
        let index = site.index("big")
        #expect(!TestSite.sidebar(of: index).contains("norg-nav-more"))
        #expect((1...51).allSatisfy { index.contains(">Big note \($0)</a>") })
        #expect(index.contains("<title>big</title>"))
    }

    @Test func aFolderOfFiftyEntriesIsListedInItsPagesSidebars() {
        var sources: [String: String] = [:]
        for number in 1...50 { sources["small/note-\(number)"] = "* Small \(number)\n" }
        let sidebar = TestSite(sources).sidebar("small/note-1")
        #expect((1...50).allSatisfy { sidebar.contains(">Small \($0)</a>") })
    }

    @Test func breadcrumbsLeadFromHomeThroughEachFolderToThePage() {
        let site = TestSite(["index": "* Home page\n", "a/b/page": "* The page\n", "a/index": "* Folder A\n"])
        let page = site.page("a/b/page")
        #expect(page.contains("""
        <nav class="norg-breadcrumbs" aria-label="Breadcrumbs">
        <ol>
        <li><a dir="auto" href="../../index.html">Home page</a></li>
        <li><a dir="auto" href="../index.html">Folder A</a></li>
        <li><a dir="auto" href="index.html">b</a></li>
        <li aria-current="page" dir="auto">The page</li>
        </ol>
        </nav>
        """))
        #expect(!site.page("index").contains("norg-breadcrumbs"))
    }

    @Test func theRootIndexPageIsGeneratedWhenThereIsNoIndexDocument() {
        let site = TestSite(["alpha": "* Alpha\n", "sub/beta": "* Beta\n"], rootTitle: "my notes")
        #expect(!site.chrome.map.hasIndexDocument(""))
        let index = site.index("")
        #expect(index.contains("<title>my notes</title>"))
        #expect(index.contains("<h1 dir=\"auto\">my notes</h1>"))
        #expect(index.contains("<li class=\"norg-nav-folder\"><a dir=\"auto\" href=\"sub/index.html\">sub</a></li>\n<li><a dir=\"auto\" href=\"alpha.html\">Alpha</a></li>"))
        #expect(index.contains("<p class=\"norg-nav-home\"><a dir=\"auto\" href=\"index.html\" aria-current=\"page\">my notes</a></p>"))
        // Every page links home.
        #expect(site.page("sub/beta").contains("<p class=\"norg-nav-home\"><a dir=\"auto\" href=\"../index.html\">my notes</a></p>"))
    }

    @Test func everyPageLinksHomeToTheIndexDocumentsPageWhichListsTheFolder() {
        let site = TestSite(["index": "* Start here\n", "alpha": "* Alpha\n", "sub/beta": "* Beta\n"])
        #expect(site.chrome.map.hasIndexDocument(""))
        #expect(site.page("sub/beta").contains("<p class=\"norg-nav-home\"><a dir=\"auto\" href=\"../index.html\">Start here</a></p>"))
        let index = site.page("index")
        #expect(index.contains("<section class=\"norg-folder-listing\">\n<h2>In this folder</h2>"))
        #expect(index.contains("href=\"alpha.html\">Alpha</a>"))
    }

    @Test func sitePagesLinkTheSiteStylesheetsRelativelyInsteadOfEmbeddingOne() {
        let site = TestSite(["a/b/page": "* Page\n", "top": "* Top\n"])
        var chrome = site.chrome
        chrome.stylesheets = ["norg.css", "user.css"]
        var options = HTMLOptions()
        options.documentPath = "a/b/page"
        options.siteChrome = chrome
        let page = HTMLRenderer(options: options).render(site.documents["a/b/page"]!)
        #expect(page.contains("<meta name=\"generator\" content=\"NorgHTML\">\n<link rel=\"stylesheet\" href=\"../../norg.css\">\n<link rel=\"stylesheet\" href=\"../../user.css\">\n</head>"))
        #expect(!page.contains("<style>"))
    }

    @Test func aSinglePageEmbedsTheUsersStylesheetAfterTheDefaultOne() {
        var options = HTMLOptions()
        options.userStylesheet = "body { color: red } /* </style><script>x</script> */"
        let page = HTMLRenderer(options: options).render(NorgParser.parse("text\n"))
        let defaultSheet = page.range(of: "</style>\n<style>\nbody { color: red }")
        #expect(defaultSheet != nil)
        #expect(page.contains("/* <\\/style><script>x<\\/script> */"))
        #expect(!page.contains("<script>x</script>"))
        #expect(!page.contains("norg-sidebar"))
    }

    /// A `</` ends a `<style>` element wherever its bytes stand, so it is escaped by its bytes: a
    /// U+0600 before it (which joins the `<` into one Character) or a combining mark after the
    /// slash hides it from a search by Characters, not from the HTML parser.
    @Test func theUsersStylesheetIsEscapedAtEveryLessThanSlashByItsBytes() {
        var options = HTMLOptions()
        options.userStylesheet = "a { } \u{600}</style><script>x</script> </\u{301}x <//"
        let page = HTMLRenderer(options: options).render(NorgParser.parse("text\n"))
        #expect(page.contains("a { } \u{600}<\\/style><script>x<\\/script> <\\/\u{301}x <\\//"))
        #expect(!page.contains("<script>x</script>"))
    }

    @Test func aSinglePageCarriesNoSiteStylesOrNavigation() {
        let page = HTMLRenderer().render(NorgParser.parse("* Title\n"))
        #expect(!page.contains("norg-sidebar") && !page.contains("norg-site") && !page.contains("<link"))
        #expect(SiteChrome.stylesheet().hasPrefix(HTMLRenderer.stylesheet()))
        #expect(SiteChrome.stylesheet().contains(".norg-sidebar"))
    }

    @Test func aPagesSizeDoesNotGrowWithTheNumberOfNotesInItsFolder() {
        func site(_ count: Int) -> TestSite {
            var sources = ["index": "* Home\n"]
            for number in 1...count { sources["notes/note-\(number)"] = "* Note \(number)\n{:note-1:}[first]\n" }
            return TestSite(sources)
        }
        let small = site(100), large = site(400)
        #expect(small.page("notes/note-42") == large.page("notes/note-42"))
        #expect(small.page("index") == large.page("index"))
    }

    @Test func relativeHrefsClimbOnlyToTheSharedFolderAndEncodeNames() {
        #expect(SitePath.href(to: "a/b/c.html", from: "a/x") == "b/c.html")
        #expect(SitePath.href(to: "d.html", from: "a/b/x") == "../../d.html")
        #expect(SitePath.href(to: "a/d e?#.html", from: "a/x") == "d%20e%3F%23.html")
        #expect(SitePath.href(to: "javascript:alert(1).html", from: "x") == "javascript%3Aalert%281%29.html")
        #expect(SitePath.ancestors(of: "a/b/c") == ["a", "a/b"])
        #expect(SitePath.ancestors(of: "a/b/c/d", last: 2) == ["a/b", "a/b/c"])
        #expect(SitePath.ancestors(of: "a/b", last: 5) == ["a"])
        #expect(SitePath.depth(of: "a/b/c") == 2 && SitePath.depth(of: "c") == 0)
    }
}
