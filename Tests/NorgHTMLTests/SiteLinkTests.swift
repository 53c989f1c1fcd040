import Testing
import NorgHTML
import NorgKit

/// Links across the documents of a site: wiki links, `{:file:}` and `{/ path}`, what is reported,
/// backlinks and the files pages reference.
@Suite struct SiteLinkTests {
    static func site(_ sources: [String: String], files: Set<String>? = nil) -> HTMLSite {
        HTMLSite(documents: sources.mapValues { NorgParser.parse($0) }, files: files)
    }

    static func page(_ path: String, in site: HTMLSite, sources: [String: String]) -> String {
        HTMLRenderer(options: HTMLOptions(format: .fragment, site: site, documentPath: path))
            .render(NorgParser.parse(sources[path]!))
    }

    @Test func aWikiLinkToAHeadingOfTheSameFileWins() {
        let sources = ["a": "* Cats\n{? cats}\n", "b": "* Cats\n"]
        let site = Self.site(sources)
        #expect(Self.page("a", in: site, sources: sources).contains("href=\"#cats\""))
        #expect(site.linkProblems.isEmpty)
    }

    @Test func aWikiLinkFindsAHeadingInAnotherFile() {
        let sources = ["notes/a": "See {? House  PETS}.\n", "zoo/b": "* Intro\n** House pets\n"]
        let site = Self.site(sources)
        #expect(Self.page("notes/a", in: site, sources: sources)
            .contains("<a class=\"norg-link norg-link-file\" dir=\"auto\" href=\"../zoo/b.html#house-pets\">House PETS</a>"))
        #expect(site.linkProblems.isEmpty)
    }

    @Test func aWikiLinkToATitleInTwoOtherFilesIsReportedAsAmbiguousAndTakesTheFirst() {
        let sources = ["a": "\n{? Cats}\n", "c": "* Cats\n", "b": "* Cats\n", "d": "* Dogs\n"]
        let site = Self.site(sources)
        #expect(Self.page("a", in: site, sources: sources).contains("href=\"b.html#cats\""))
        #expect(site.linkProblems == [SiteLinkProblem(path: "a", line: 2, source: "{? Cats}", kind: .ambiguous(alsoIn: ["c"], others: 1))])
        #expect(site.linkProblems.allSatisfy { !$0.isBroken })

        let many = Self.site(Dictionary(uniqueKeysWithValues: (0..<8).map { ("n\($0)", "* Cats\n") }).merging(["a": "{? cats}\n"]) { $1 })
        #expect(many.linkProblems.map(\.kind) == [.ambiguous(alsoIn: ["n1", "n2", "n3"], others: 7)])
    }

    @Test func aWikiLinkFindsTheFirstHeadingOfItsTitleHoweverManyHeadingsADocumentHas() {
        // Twenty headings, titles repeating past the eighth: each title's first heading is the one.
        var b = ""
        for number in 0..<20 { b += "* Topic \(number % 12)\n  Text \(number).\n" }
        let sources = ["a": "{? topic 3}, {? Topic 11}\n", "b": b]
        let site = Self.site(sources)
        let page = Self.page("a", in: site, sources: sources)
        #expect(page.contains("href=\"b.html#topic-3\""))
        #expect(page.contains("href=\"b.html#topic-11\""))
        #expect(site.linkProblems.isEmpty)
    }

    @Test func aMissingPageHeadingOrFileIsReportedOnceWithItsLineInPathOrder() {
        let sources = [
            "b": "* B\n{? Nowhere}\n{* Missing}\n",
            "a": "{:gone:}\n{:b:* Absent}\n{/ nothing.txt}\n{:b:* B}\n",
        ]
        let site = Self.site(sources, files: [])
        #expect(site.linkProblems == [
            SiteLinkProblem(path: "a", line: 1, source: "{:gone:}", kind: .unresolved),
            SiteLinkProblem(path: "a", line: 2, source: "{:b:* Absent}", kind: .unresolved),
            SiteLinkProblem(path: "a", line: 3, source: "{/ nothing.txt}", kind: .unresolved),
            SiteLinkProblem(path: "b", line: 2, source: "{? Nowhere}", kind: .unresolved),
            SiteLinkProblem(path: "b", line: 3, source: "{* Missing}", kind: .unresolved),
        ])
        let a = Self.page("a", in: site, sources: sources)
        #expect(a.components(separatedBy: "norg-link-unresolved").count == 4)
        #expect(a.contains("href=\"b.html#b\""))
    }

    @Test func fileLinksReachOtherPagesAndTheirHeadings() {
        let sources = ["notes/a": "{:other:}[x] {:other:* Heading}[y] {:$/top:}[z] {/ other.norg}[w]\n",
                       "notes/other": "* Heading\n", "top": "text\n"]
        let site = Self.site(sources, files: [])
        let html = Self.page("notes/a", in: site, sources: sources)
        #expect(html.contains("href=\"other.html\">x</a>"))
        #expect(html.contains("href=\"other.html#heading\">y</a>"))
        #expect(html.contains("href=\"../top.html\">z</a>"))
        #expect(html.contains("href=\"other.html\">w</a>"))
        #expect(site.backlinks(to: "notes/other") == [SiteBacklink(sourcePath: "notes/a", sourceTitle: "a")])
    }

    @Test func aFileLinkOrImageNamesAFileOfTheFolderRelativeToTheDocument() {
        let sources = ["notes/a": "{/ pic.png}[p] {:data.csv:}[d] {/ $/root.txt}[r]\n.image pic.png A cat\n.image ../img/b.png\n"]
        let site = Self.site(sources, files: ["notes/pic.png", "notes/data.csv", "root.txt", "img/b.png"])
        let html = Self.page("notes/a", in: site, sources: sources)
        #expect(html.contains("href=\"pic.png\">p</a>"))
        #expect(html.contains("href=\"data.csv\">d</a>"))
        #expect(html.contains("href=\"../root.txt\">r</a>"))
        #expect(html.contains("<img src=\"pic.png\" alt=\"A cat\""))
        #expect(html.contains("<img src=\"../img/b.png\""))
        #expect(site.assetPaths == ["img/b.png", "notes/data.csv", "notes/pic.png", "root.txt"])
        #expect(site.linkProblems.isEmpty)
    }

    @Test func pathsLeavingTheFolderAreRefusedAndReported() {
        let sources = ["a": "{/ ../outside.png}[o] {/ /etc/passwd}[p] {/ ~/x}[h]\n.image ../outside.png\n"]
        let site = Self.site(sources, files: [])
        let html = Self.page("a", in: site, sources: sources)
        #expect(!html.contains("href="))
        #expect(!html.contains("<img"))
        #expect(site.assetPaths.isEmpty)
        #expect(site.referencedFiles.isEmpty)
        #expect(site.linkProblems.map(\.kind) == [
            .refused(reason: "a path outside the folder"), .refused(reason: "an absolute path"),
            .refused(reason: "a path in the home folder"), .refused(reason: "a path outside the folder"),
        ])
        #expect(site.linkProblems.last?.isImage == true)
    }

    @Test func referencedFilesListWhatToLookForBeforeTheFolderIsKnown() {
        let site = Self.site(["a": "{/ pic.png} {:notes.txt:}\n.image img/c.png\n"])
        #expect(site.referencedFiles == ["img/c.png", "notes.txt", "pic.png"])
        #expect(site.withFiles(["pic.png"]).assetPaths == ["pic.png"])
        #expect(site.withFiles(["pic.png"]).linkProblems.map(\.source) == ["{:notes.txt:}", ".image img/c.png"])
    }

    @Test func backlinksListEachLinkingPageAndHeadingOnceInPathOrder() {
        let sources = [
            "target": "* Goal\n{? Goal}\n",
            "z": "{:target:}\n",
            "a": "intro {:target:}\n* First\n  {? Goal} and {:target:* Goal}\n** Inner\n   {:target:}\n* Second\n  {:target:}\n",
        ]
        let site = Self.site(sources)
        #expect(site.backlinks(to: "target") == [
            SiteBacklink(sourcePath: "a", sourceTitle: "First"),
            SiteBacklink(sourcePath: "a", sourceTitle: "First", headingTitle: "First", headingID: "first"),
            SiteBacklink(sourcePath: "a", sourceTitle: "First", headingTitle: "Inner", headingID: "inner"),
            SiteBacklink(sourcePath: "a", sourceTitle: "First", headingTitle: "Second", headingID: "second"),
            SiteBacklink(sourcePath: "z", sourceTitle: "z"),
        ])
        #expect(site.backlinks(to: "a").isEmpty)
        #expect(site.pageHref(to: "target", id: "goal", from: "deep/page") == "../target.html#goal")
    }

    @Test func titlesComeFromMetadataThenTheFirstHeadingThenTheFileName() {
        let site = Self.site(["m": "@document.meta\ntitle: Meta Title\n@end\n* Heading\n", "h": "* The Heading\n",
                              "dir/plain": "text\n"])
        #expect(site.title(of: "m") == "Meta Title")
        #expect(site.title(of: "h") == "The Heading")
        #expect(site.title(of: "dir/plain") == "plain")
    }

    @Test func resolvingManyWikiLinksCostsOneLookupEachWhateverTheNumberOfFiles() {
        var sources: [String: String] = [:]
        for note in 0..<200 {
            sources["n\(note)"] = "* Title \(note)\n" + (0..<20).map { "{? Title \(($0 * 7 + note) % 200)}\n" }.joined()
        }
        let site = Self.site(sources)
        // Each note's first link names its own heading (answered by its own index); the other 19
        // are one title lookup each, never a search through the 200 files.
        #expect(site.wikiLookups == 200 * 19)
        #expect(site.linkProblems.isEmpty)
        #expect(site.backlinks(to: "n0").count == 19)
    }

    @Test func aDocumentRenderedAloneReportsTheLinksItCannotAnswer() {
        let document = NorgParser.parse("* Here\n{* Here} {? Here} {* Gone}\n{? Elsewhere} {:other:* X} {https://x.org}\n")
        #expect(HTMLSite.linkProblems(in: document, path: "note.norg") == [
            SiteLinkProblem(path: "note.norg", line: 2, source: "{* Gone}", kind: .unresolved),
            SiteLinkProblem(path: "note.norg", line: 3, source: "{? Elsewhere}", kind: .unresolved),
        ])
        #expect(HTMLSite.linkProblems(in: NorgParser.parse("* A\n{* A}\n"), path: "x").isEmpty)
    }
}
