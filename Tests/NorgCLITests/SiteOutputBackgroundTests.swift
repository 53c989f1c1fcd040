import Foundation
@testable import NorgCLI
import NorgKit
import Testing

/// `SiteOutput` looks at the files the manifest lists, and removes the temporaries a crashed run
/// left, in the background from its start; what `keep` keeps and what `finish` leaves are what
/// they were when both ran in line.
@Suite struct SiteOutputBackgroundTests {
    /// The build of `notes` as `norg render` makes it.
    private func site(_ notes: String) throws -> SiteBuild {
        var options = SiteBuild.Options(input: notes)
        options.today = TaskDay(year: 2026, month: 12, day: 1)!
        return try SiteBuild(options)
    }

    private func built(_ count: Int, in folder: TaskTemporaryFolder) throws {
        for number in 0..<count { try folder.write("notes/n\(number).norg", "* Note \(number)\n  Text \(number).\n") }
        #expect(folder.keepingCaches.run(["render", folder.path + "/notes", "-o", folder.path + "/out"]) == 0)
    }

    @Test func aPageChangedBeforeTheBuildStartsIsNotKept() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try built(4, in: folder)
        // Same size, new bytes and time: no longer the file the manifest lists.
        let page = try String(contentsOfFile: folder.path + "/out/n1.html", encoding: .utf8)
        try folder.write("out/n1.html", String(page.reversed()))
        let out = try OutputFolder(creating: folder.path + "/out")
        let site = try site(folder.path + "/notes")
        let output = try SiteOutput(folder: out, planned: site.plannedPaths, force: false)
        let kept = output.keep(site.unchangedPages(in: folder.noteStore().readPages().cache))
        #expect(Set(kept.keys) == ["index.html", "n0.html", "n2.html", "n3.html"])
        #expect(output.writtenDigest("n1.html") == nil)
        #expect(output.writtenDigest("n0.html")?.hex == SHA256.hex(Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/n0.html")))))
    }

    @Test func aSecondKeepLooksAtTheFolderAgain() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try built(3, in: folder)
        let out = try OutputFolder(creating: folder.path + "/out")
        let site = try site(folder.path + "/notes")
        let output = try SiteOutput(folder: out, planned: site.plannedPaths, force: false)
        let candidates = site.unchangedPages(in: folder.noteStore().readPages().cache)
        #expect(Set(output.keep(candidates.filter { $0.path == "n0.html" }).keys) == ["n0.html"])
        // Replaced after the first look: the second keep sees the new file, not the first look's.
        let page = try String(contentsOfFile: folder.path + "/out/n2.html", encoding: .utf8)
        try folder.write("out/n2.html", page + " ")
        #expect(Set(output.keep(candidates.filter { $0.path != "n0.html" }).keys) == ["index.html", "n1.html"])
    }

    @Test func aCrashedRunsTemporariesAreGoneWhenTheBuildFinishesAndNothingElseIs() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try built(2, in: folder)
        try folder.write("notes/sub/deep.norg", "* Deep\n")
        // A process that has ended: its temporaries are a crashed run's.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let gone = "\(OutputFolder.temporaryPrefix)\(ended.processIdentifier)-0"
        let mine = "\(OutputFolder.temporaryPrefix)\(getpid())-7"
        for place in ["out/\(gone)", "out/sub/\(gone)", "out/\(mine)", "out/.norg-write-x-1"] {
            try folder.write(place, "left")
        }
        let out = try OutputFolder(creating: folder.path + "/out")
        let site = try site(folder.path + "/notes")
        let output = try SiteOutput(folder: out, planned: site.plannedPaths, force: false)
        site.render(keeping: output.keep(site.unchangedPages(in: folder.noteStore().readPages().cache))) { output.write($0) }
        let report = output.finish()
        #expect(report.failures.isEmpty)
        #expect(folder.read("out/\(gone)") == nil)
        #expect(folder.read("out/sub/\(gone)") == nil)
        #expect(folder.read("out/\(mine)") == "left")
        #expect(folder.read("out/.norg-write-x-1") == "left")
        #expect(folder.read("out/sub/deep.html") != nil)
    }
}
