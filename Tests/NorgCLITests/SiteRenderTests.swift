import Foundation
import Testing
@testable import NorgCLI
import NorgHTML
import NorgKit

/// The folder site: stylesheets, index pages, the agenda, clean and incremental output.
@Suite struct SiteRenderTests {
    /// Renders `folder/notes` into `folder/out`; returns the exit code and the run's output.
    private func render(_ folder: TaskTemporaryFolder, _ extra: [String] = []) -> (Int32, TaskCommandOutput) {
        let output = TaskCommandOutput()
        let code = output.run(["render", folder.path + "/notes", "-o", folder.path + "/out"] + extra)
        return (code, output)
    }

    private func modificationTime(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    @Test func aFolderSiteWritesNorgCSSOnceAndEveryPageLinksItRelatively() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/top.norg", "* Top\n")
        try folder.write("notes/a/b/deep.norg", "* Deep\n")
        #expect(render(folder).0 == 0)
        #expect(folder.read("out/norg.css") == SiteChrome.stylesheet())
        #expect(folder.read("out/top.html")?.contains("<link rel=\"stylesheet\" href=\"norg.css\">") == true)
        #expect(folder.read("out/a/b/deep.html")?.contains("<link rel=\"stylesheet\" href=\"../../norg.css\">") == true)
        #expect(folder.read("out/a/b/deep.html")?.contains("<style>") == false)
        #expect(folder.read("out/a/b/norg.css") == nil)
    }

    @Test func theUsersStylesheetIsCopiedAndLinkedAfterNorgCSS() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/page.norg", "* Page\n")
        let css = try folder.write("mine.css", "body { color: teal; }\n")
        #expect(render(folder, ["--css", css, "--theme", "dark"]).0 == 0)
        #expect(folder.read("out/user.css") == "body { color: teal; }\n")
        #expect(folder.read("out/norg.css") == SiteChrome.stylesheet(theme: .dark))
        #expect(folder.read("out/page.html")?.contains(
            "<link rel=\"stylesheet\" href=\"norg.css\">\n<link rel=\"stylesheet\" href=\"user.css\">\n</head>") == true)
    }

    @Test func aSingleFileEmbedsTheUsersStylesheetAfterTheDefaultOne() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let note = try folder.write("note.norg", "* Note\n")
        let css = try folder.write("mine.css", "h1 { color: teal; }\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", note, "--css", css]) == 0)
        #expect(output.out.contains("</style>\n<style>\nh1 { color: teal; }\n</style>\n</head>"))
    }

    @Test func printCSSPrintsTheDefaultStylesheetForTheTheme() {
        let output = TaskCommandOutput()
        #expect(output.run(["render", "--print-css", "--theme", "light"]) == 0)
        #expect(output.out == SiteChrome.stylesheet(theme: .light))
        #expect(output.out.contains("--norg-background: #ffffff;"))
    }

    @Test func aDeletedNotesPageIsRemovedAndTheUsersOwnFilesAreKept() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/keep.norg", "* Keep\n")
        try folder.write("notes/gone.norg", "* Gone\n")
        try folder.write("notes/sub/old.norg", "* Old\n")
        #expect(render(folder).0 == 0)
        #expect(folder.read("out/gone.html") != nil && folder.read("out/sub/old.html") != nil)
        try folder.write("out/mine.txt", "the user's\n")
        try folder.write("out/also.html", "the user's page\n")
        try folder.write("out/notes.norg", "* a note kept in the output\n")
        try FileManager.default.removeItem(atPath: folder.path + "/notes/gone.norg")
        try FileManager.default.removeItem(atPath: folder.path + "/notes/sub/old.norg")
        #expect(render(folder).0 == 0)
        #expect(folder.read("out/gone.html") == nil)
        #expect(folder.read("out/sub/old.html") == nil)
        #expect(folder.read("out/sub/index.html") == nil)
        #expect(folder.read("out/keep.html") != nil)
        #expect(folder.read("out/mine.txt") == "the user's\n")
        #expect(folder.read("out/also.html") == "the user's page\n")
        #expect(folder.read("out/notes.norg") != nil)
        #expect(folder.manifestPaths() == ["index.html", "keep.html", "norg.css"])
    }

    @Test func aFolderItsRemovedFilesLeaveEmptyGoesAndOneHoldingAnythingStays() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/keep.norg", "* Keep\n")
        try folder.write("notes/a/b/deep.norg", "* Deep\n.image pics/p.png\n")
        try folder.write("notes/a/b/pics/p.png", "PNG")
        try folder.write("notes/mine/gone.norg", "* Gone\n")
        #expect(render(folder).0 == 0)
        #expect(folder.read("out/a/b/pics/p.png") == "PNG")
        try FileManager.default.createDirectory(atPath: folder.path + "/out/empty-of-mine", withIntermediateDirectories: true)
        try folder.write("out/mine/notes.txt", "the user's\n")
        try FileManager.default.removeItem(atPath: folder.path + "/notes/a")
        try FileManager.default.removeItem(atPath: folder.path + "/notes/mine")
        let (code, output) = render(folder)
        #expect(code == 0)
        // Every folder the build's removals left empty is gone, up to OUT, as git removes them.
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/a"))
        // A folder still holding a file of the user's stays, with the file; so does one the build never wrote into.
        #expect(folder.read("out/mine/notes.txt") == "the user's\n" && folder.read("out/mine/gone.html") == nil)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/empty-of-mine"))
        #expect(output.err.contains("6 removed"))
    }

    @Test func cleaningNeverFollowsOrRemovesALinkNorRemovesWhatTheManifestDoesNotAllow() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/page.norg", "* Page\n")
        try folder.write("notes/sub/inner.norg", "* Inner\n")
        try folder.write("elsewhere/inner.html", "not ours\n")
        try folder.write("elsewhere/secret.txt", "not ours\n")
        #expect(render(folder).0 == 0)
        // The output's `sub` becomes a link to another folder, and the manifest is tampered with.
        try FileManager.default.removeItem(atPath: folder.path + "/out/sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/sub", withDestinationPath: folder.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/linked.html", withDestinationPath: folder.path + "/elsewhere/secret.txt")
        let manifest = (folder.read("out/.norg-site-manifest") ?? "")
            + "linked.html\n../elsewhere/secret.txt\n/etc/hostname\nnotes/page.norg\n"
        try folder.write("out/.norg-site-manifest", manifest)
        try FileManager.default.removeItem(atPath: folder.path + "/notes/sub/inner.norg")
        _ = render(folder)
        #expect(folder.read("elsewhere/inner.html") == "not ours\n")
        #expect(folder.read("elsewhere/secret.txt") == "not ours\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/out/linked.html")) != nil)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/out/sub")) != nil)
        #expect(folder.read("notes/page.norg") == "* Page\n")
    }

    @Test func filesWhoseBytesAreUnchangedAreNotRewritten() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        try folder.write("notes/b.norg", "* B\n")
        #expect(render(folder, ["--today", "2026-12-01"]).0 == 0)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for name in ["a.html", "b.html", "index.html", "norg.css", ".norg-site-manifest"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/out/" + name)
        }
        try folder.write("notes/b.norg", "* B\nmore text\n")
        #expect(render(folder, ["--today", "2026-12-01"]).0 == 0)
        #expect(modificationTime(folder.path + "/out/a.html") == old)
        #expect(modificationTime(folder.path + "/out/norg.css") == old)
        #expect(modificationTime(folder.path + "/out/b.html") != old)
        #expect(folder.read("out/b.html")?.contains("more text") == true)
        // Nothing changed: not even the manifest is written again.
        let manifestTime = modificationTime(folder.path + "/out/.norg-site-manifest")
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/out/.norg-site-manifest")
        #expect(render(folder, ["--today", "2026-12-01"]).0 == 0)
        #expect(modificationTime(folder.path + "/out/.norg-site-manifest") == old && manifestTime != old)
        #expect(modificationTime(folder.path + "/out/a.html") == old)
    }

    @Test func messagesComeOutInPathOrderWhateverRanFirst() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let names = (1...40).map { String(format: "n%02d", $0) }
        for name in names {
            try Data([0x2A, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: try folder.write("notes/\(name).norg", "")))
        }
        // The first line is about the sitemap; the last says how many files changed, which differs from run to run.
        func warnings() -> [Substring] { render(folder).1.err.split(separator: "\n").dropFirst().dropLast() }
        let expected = names.map { "norg render: warning: \(folder.path)/notes/\($0).norg: invalid UTF-8 replaced with U+FFFD" }
        #expect(warnings() == expected[...].map { Substring($0) })
        #expect(warnings() == expected[...].map { Substring($0) })
    }

    @Test func theAgendaPageGroupsOpenTasksForTheGivenDay() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/work.norg", """
        * Work
        ** Reports
           - ( |# B|< 2026-11-28) late report
           - (!|# A|< 2026-12-01) send the slides
           - (x|< 2026-12-01) already done
        - ( |< 2026-12-05) plan the week
        - ( |< 2027-03-01) spring cleaning
        - (?) maybe later

        """)
        try folder.write("notes/sub/home.norg", "- (-|< 2026-12-02) garden\n")
        #expect(render(folder, ["--today", "2026-12-01", "--agenda"]).0 == 0)
        let agenda = try #require(folder.read("out/agenda.html"))
        let main = agenda[agenda.range(of: "<main class=\"norg-document\">")!.lowerBound...]
        let undone = #"<span class="norg-status norg-tint-secondary" role="img" aria-label="Undone" title="Undone">☐︎</span>"#
        #expect(String(main) == """
        <main class="norg-document">
        <h1 dir="auto">Agenda</h1>
        <p class="norg-agenda-day">Agenda for <time datetime="2026-12-01">Tuesday 1 December 2026</time></p>
        <section class="norg-agenda-group">
        <h2>Overdue</h2>
        <ul class="norg-list norg-agenda">
        <li class="norg-task" data-status="undone">\(undone) <a dir="auto" href="work.html#reports">late report</a> <span class="norg-badge norg-priority">#B</span> <span class="norg-badge norg-due">due 2026-11-28</span>
        <span class="norg-agenda-where" dir="auto">Work › Reports</span></li>
        </ul>
        </section>
        <section class="norg-agenda-group">
        <h2>Today</h2>
        <ul class="norg-list norg-agenda">
        <li class="norg-task" data-status="urgent"><span class="norg-status norg-tint-red" role="img" aria-label="Urgent" title="Urgent">‼︎</span> <a dir="auto" href="work.html#reports">send the slides</a> <span class="norg-badge norg-priority">#A</span> <span class="norg-badge norg-due">due 2026-12-01</span>
        <span class="norg-agenda-where" dir="auto">Work › Reports</span></li>
        </ul>
        </section>
        <section class="norg-agenda-group">
        <h2>Next 7 days</h2>
        <ul class="norg-list norg-agenda">
        <li class="norg-task" data-status="pending"><span class="norg-status norg-tint-blue" role="img" aria-label="Pending" title="Pending">◐︎</span> <a dir="auto" href="sub/home.html">garden</a> <span class="norg-badge norg-due">due 2026-12-02</span>
        <span class="norg-agenda-where" dir="auto">home</span></li>
        <li class="norg-task" data-status="undone">\(undone) <a dir="auto" href="work.html#reports">plan the week</a> <span class="norg-badge norg-due">due 2026-12-05</span>
        <span class="norg-agenda-where" dir="auto">Work › Reports</span></li>
        </ul>
        </section>
        <section class="norg-agenda-group">
        <h2>Later</h2>
        <ul class="norg-list norg-agenda">
        <li class="norg-task" data-status="undone">\(undone) <a dir="auto" href="work.html#reports">spring cleaning</a> <span class="norg-badge norg-due">due 2027-03-01</span>
        <span class="norg-agenda-where" dir="auto">Work › Reports</span></li>
        </ul>
        </section>
        <section class="norg-agenda-group">
        <h2>No date</h2>
        <ul class="norg-list norg-agenda">
        <li class="norg-task" data-status="uncertain"><span class="norg-status norg-tint-secondary" role="img" aria-label="Needs input" title="Needs input">?︎</span> <a dir="auto" href="work.html#reports">maybe later</a>
        <span class="norg-agenda-where" dir="auto">Work › Reports</span></li>
        </ul>
        </section>
        </main>
        </div>
        </div>
        </body>
        </html>

        """)
        #expect(folder.read("out/work.html")?.contains("<p class=\"norg-nav-agenda\"><a dir=\"auto\" href=\"agenda.html\">Agenda</a></p>") == true)
    }

    @Test func theAgendaPageTakesAnotherNameWhenANoteIsCalledAgenda() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/agenda.norg", "* My own agenda\n")
        #expect(render(folder, ["--agenda"]).0 == 0)
        #expect(folder.read("out/agenda.html")?.contains("<title>My own agenda</title>") == true)
        #expect(folder.read("out/agenda-1.html")?.contains("<title>Agenda</title>") == true)
        #expect(folder.read("out/agenda.html")?.contains("<p class=\"norg-nav-agenda\"><a dir=\"auto\" href=\"agenda-1.html\">Agenda</a></p>") == true)
    }

    @Test func aBadTodayIsAUsageError() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        #expect(render(folder, ["--today", "2026-02-30"]).0 == 2)
        #expect(TaskCommandOutput().run(["render", "--watch", "-"]) == 2)
    }

    @Test func aSnapshotNoticesAnEditAnAdditionAndARemovalButNotTheOutputFolder() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        try folder.write("notes/sub/b.norg", "* B\n")
        try folder.write("notes/out/page.html", "page\n")
        let output = FileIdentity(ofFileAt: folder.path + "/notes/out")
        let before = FolderSnapshot(folder.path + "/notes", excluding: output)
        #expect(before.changes(since: before).isEmpty)
        try folder.write("notes/a.norg", "* A edited\n")
        try folder.write("notes/c.norg", "* C\n")
        try FileManager.default.removeItem(atPath: folder.path + "/notes/sub/b.norg")
        try folder.write("notes/out/page.html", "page, rewritten\n")
        try folder.write("notes/.hidden", "x\n")
        let after = FolderSnapshot(folder.path + "/notes", excluding: output)
        #expect(after.changes(since: before) == ["a.norg", "c.norg", "sub/b.norg"])
    }

    @Test func aRebuildSaysWhichFilesItRewroteAndRemoved() {
        var report = SiteOutput.Report()
        report.changed = ["index.html", "notes/a.html"]
        report.removed = ["old.html"]
        #expect(SiteRender.rebuiltLine(report) == "norg render: rebuilt 2 files (index.html, notes/a.html); removed 1 (old.html)")
    }

    @Test func manifestLinesKeepEveryPathWholeAndRefuseWhatLeavesTheFolder() throws {
        let stamp = FileStamp(identity: FileIdentity(device: 1, inode: 2), size: 3, modified: 4, modifiedNanoseconds: 5)
        let digest = SHA256.Digest(hex: String(repeating: "ab", count: 32))!
        let paths = ["a\nb.html", "50%.html", "plain.html", "with space.html", "a\u{1}b/c.html"]
        let manifest = SiteManifest(entries: paths.map { SiteManifest.Entry(path: RelativePath($0)!, stamp: stamp, digest: digest) })
        guard case .entries(let read) = SiteManifest.read(manifest.bytes) else {
            Issue.record("the manifest written does not read back")
            return
        }
        #expect(read.values.map(\.path.string).sorted() == paths.sorted())
        #expect(read.allSatisfy { $0.key == $0.value.path && $0.value.stamp == stamp && $0.value.digest == digest })
        for path in ["../x.html", "/etc/x", "a//b", "a/./b", "", "a/", "x\u{0}", "..\u{0}/y"] {
            #expect(RelativePath(path) == nil, "\(path.debugDescription) must not be a path inside the folder")
        }
        #expect(!SiteOutput.mayWrite(RelativePath("a.norg")!) && !SiteOutput.mayWrite(RelativePath(".norg-site-manifest")!))
        #expect(!SiteOutput.mayWrite(RelativePath("sub/.norg-write-12-0")!) && SiteOutput.mayWrite(RelativePath("a/b.html")!))
    }
}
