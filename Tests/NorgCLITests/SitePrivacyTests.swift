import Foundation
import Testing
@testable import NorgCLI

/// What a site publishes is asked for: the agenda only with `--agenda`, and nothing of the notes
/// `.norgignore` or `draft: true` leave out, anywhere in the site.
@Suite struct SitePrivacyTests {
    private func render(_ folder: TaskTemporaryFolder, _ extra: [String] = []) -> (Int32, String) {
        let result = TaskCommandOutput()
        let code = result.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--today", "2026-12-01"] + extra)
        return (code, result.err)
    }

    /// Every file of the built site with its text.
    private func site(_ folder: TaskTemporaryFolder) -> [String: String] {
        let names = FileManager.default.enumerator(atPath: folder.path + "/out")?.compactMap { $0 as? String } ?? []
        var files: [String: String] = [:]
        for name in names { if let text = folder.read("out/" + name) { files[name] = text } }
        return files
    }

    @Test func theAgendaPageIsWrittenOnlyWhenAskedFor() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/todo.norg", "- ( ) Call the bank {@ 2026-12-01}\n")
        #expect(render(folder).0 == 0)
        #expect(folder.read("out/agenda.html") == nil)
        #expect(site(folder).filter { $0.key.hasSuffix(".html") }.values.allSatisfy { !$0.contains("agenda.html") && !$0.contains("norg-nav-agenda") })
        #expect(render(folder, ["--agenda"]).0 == 0)
        #expect(folder.read("out/agenda.html")?.contains("Call the bank") == true)
        #expect(folder.read("out/todo.html")?.contains("agenda.html") == true)
        // Asked for no longer, the agenda the site wrote is removed.
        #expect(render(folder).1.contains("1 removed"))
        #expect(folder.read("out/agenda.html") == nil)
    }

    @Test func aDraftLeavesNoTraceUnlessDraftsAreAskedFor() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/index.norg", "* Home\n{:plan:}[the plan]\n")
        try folder.write("notes/plan.norg", "@document.meta\ntitle: Secret plan\ndraft: true\n@end\n* Plan\n.image only-plan.png\n{:index:}[home]\n")
        try folder.write("notes/only-plan.png", "PNG")
        let (code, err) = render(folder, ["--strict"])
        #expect(code == 1)
        #expect(err.contains("unresolved link {:plan:}"))
        #expect(err.contains("1 left out (.norgignore, drafts)"))
        let built = site(folder)
        #expect(built["plan.html"] == nil && built["only-plan.png"] == nil)
        #expect(built.values.allSatisfy { !$0.contains("Secret plan") && !$0.contains("plan.html") })
        #expect(render(folder, ["--drafts"]).0 == 0)
        #expect(folder.read("out/plan.html")?.contains("Secret plan") == true && folder.read("out/only-plan.png") == "PNG")
    }

    @Test func aLeftOutNoteLeavesNoTraceInListsFeedsSitemapOrAgenda() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/.norgignore", "private/\n")
        try folder.write("notes/index.norg", "* Home\n{:journal/2026/12/01:}[a day] and {:private/secret:}[a note].\n")
        try folder.write("notes/journal/2026/11/30.norg",
                         "@document.meta\ncreated: 2026-11-30\ncategories: garden\n@end\nMonday.\n- ( ) Public task\n")
        try folder.write("notes/journal/2026/12/01.norg", "@document.meta\ntitle: Hidden draft day\ndraft: true\ncreated: 2026-12-01\n"
            + "categories: [garden, hiddencat]\n@end\nDraft words.\n.image only-draft.png\n{:../11/30:}[back]\n- ( ) Hidden draft task\n")
        try folder.write("notes/journal/2026/12/02.norg",
                         "@document.meta\ncreated: 2026-12-02\ncategories: garden\n@end\nWednesday.\n")
        try folder.write("notes/private/secret.norg", "@document.meta\ntitle: Hidden private note\ncreated: 2026-12-03\n"
            + "categories: [garden, hiddencat]\n@end\n* Hidden heading\n{:../index:}[home]\n.image ../only-private.png\n- ( ) Hidden private task\n")
        try folder.write("notes/journal/2026/12/only-draft.png", "PNG")
        try folder.write("notes/only-private.png", "PNG")
        let (code, err) = render(folder, ["--base-url", "https://example.org/", "--agenda", "--strict"])
        // Links to them are unresolved, and fail --strict.
        #expect(code == 1)
        #expect(err.contains("unresolved link {:journal/2026/12/01:}") && err.contains("unresolved link {:private/secret:}"))
        #expect(err.contains("2 left out (.norgignore, drafts)"))
        let built = site(folder)
        for path in ["journal/2026/12/01.html", "journal/2026/12/only-draft.png", "only-private.png", "private/secret.html",
                     "categories/hiddencat.html", "categories/hiddencat.xml"] {
            #expect(built[path] == nil, "\(path)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/private"))
        for (path, text) in built {
            for trace in ["Hidden", "hiddencat", "only-draft", "only-private", "12/01.html", "Tuesday 1 December", "secret", "2026-12-03"]
            // The agenda is for --today 2026-12-01, which it names.
            where !(path == "agenda.html" && trace == "Tuesday 1 December") {
                #expect(!text.contains(trace), "\(path) holds \(trace)")
            }
        }
        // The journal's neighbours skip the draft; the lists, feeds and sitemap hold the rest.
        #expect(built["journal/2026/12/02.html"]?.contains("<a rel=\"prev\" dir=\"auto\" href=\"../11/30.html\">") == true)
        #expect(built["journal/2026/11/30.html"]?.contains("<a rel=\"next\" dir=\"auto\" href=\"../12/02.html\">") == true)
        for feed in ["feed.xml", "categories/garden.xml"] {
            #expect(built[feed]?.components(separatedBy: "<entry ").count == 3, "\(feed)")
            #expect(built[feed]?.contains("<updated>2026-12-02T00:00:00Z</updated>") == true, "\(feed)")
        }
        #expect(built["sitemap.xml"]?.contains("journal/2026/12/02.html") == true)
        #expect(built["agenda.html"]?.contains("Public task") == true)
        #expect(built["categories/garden.html"]?.contains("../journal/2026/12/02.html") == true)
    }

    @Test func norgignoreLeavesOutFoldersNamesAndAnchoredPaths() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/.norgignore", """
            # kept out of the site
            private/
            *.scratch.norg
            /journal/2025
            docs/**/internal.norg
            secret.png
            !private/public.norg
            \\#hash.norg

            """)
        for note in ["index", "private/diary", "private/public", "sub/private/deep", "ideas.scratch", "journal/2025/01",
                     "journal/2026/01", "docs/a/b/internal", "docs/internal", "sub/journal/2025/x", "#hash", "kept"] {
            try folder.write("notes/\(note).norg", "* \(note)\n")
        }
        try folder.write("notes/pics/secret.png", "PNG")
        try folder.write("notes/kept.norg", "* kept\n.image pics/secret.png\n")
        let (code, err) = render(folder)
        #expect(code == 0)
        #expect(err.contains("line 7: '!private/public.norg' (re-including with ! and [classes] are not supported)"))
        let pages = Set(site(folder).keys.filter { $0.hasSuffix(".html") && !$0.hasSuffix("index.html") })
        #expect(pages == ["journal/2026/01.html", "sub/journal/2025/x.html", "kept.html"])
        #expect(folder.read("out/pics/secret.png") == nil)
        #expect(err.contains("unresolved image .image pics/secret.png"))
        #expect(site(folder).values.allSatisfy { !$0.contains("diary") && !$0.contains("scratch") && !$0.contains("internal") })
    }

    @Test func ignorePatternsMatchNamesAsGitignoreDoes() {
        let rules = SiteIgnore("a?c.norg\n**/tmp\nx/*/y\n")
        #expect(rules.excludes("abc.norg") && rules.excludes("d/abc.norg") && !rules.excludes("abbc.norg"))
        #expect(rules.excludes("tmp/n.norg") && rules.excludes("p/q/tmp/n.norg") && !rules.excludes("tmpx/n.norg"))
        #expect(rules.excludes("x/k/y/n.norg") && !rules.excludes("x/k/l/y/n.norg") && !rules.excludes("z/x/k/y/n.norg"))
        #expect(SiteIgnore.glob(Array("*.norg".unicodeScalars)[...], Array("ça.norg".unicodeScalars)[...]))
        #expect(!SiteIgnore.glob(Array("*.norg".unicodeScalars)[...], Array("a.norgx".unicodeScalars)[...]))
        // A flood of stars against a long name stays a single pass with one backtrack point.
        let stars = String(repeating: "*a", count: 2000) + "b"
        #expect(!SiteIgnore.glob(Array(stars.unicodeScalars)[...], Array(String(repeating: "a", count: 4000).unicodeScalars)[...]))
    }
}
