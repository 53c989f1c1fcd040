import Foundation
import Testing
import NorgCLI

/// `norg render DIR` as a link checker and an asset copier: unresolved links reported once each in
/// a fixed order, referenced files copied, files out of the folder refused, `--strict`.
@Suite struct SiteLinkCommandTests {
    @Test func unresolvedLinksAreReportedOncePerLinkInPathAndLineOrder() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/b.norg", "* B\n{? Nowhere}\n")
        try folder.write("in/a.norg", "* A\n\n{:b:* Absent}\n{? B}\n{:gone:}\n{* A}\n")
        try folder.write("in/c.norg", "* B\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 0)
        let lines = output.err.split(separator: "\n").map(String.init)
        let root = folder.path + "/in"
        #expect(lines == [
            noSitemapLine,
            "\(root)/a.norg:3: unresolved link {:b:* Absent}",
            "\(root)/a.norg:4: ambiguous link {? B}: also in c.norg",
            "\(root)/a.norg:5: unresolved link {:gone:}",
            "\(root)/b.norg:2: unresolved link {? Nowhere}",
            "norg render: 3 pages written to \(folder.path)/out; 3 unresolved links; 5 files changed",
        ])
        #expect(folder.read("out/a.html")?.contains("href=\"b.html#b\"") == true)
    }

    @Test func strictMakesAnUnresolvedLinkAnErrorAndStillWritesThePages() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "{? Nowhere}\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out", "--strict"]) == 1)
        #expect(folder.read("out/a.html") != nil)
        try folder.write("in/a.norg", "* Somewhere\n{? somewhere}\n")
        #expect(TaskCommandOutput().run(["render", folder.path + "/in", "-o", folder.path + "/out", "--strict"]) == 0)
    }

    @Test func aSingleFileReportsTheHeadingsItNamesButDoesNotHold() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("note.norg", "* Here\n{* Here} {* Gone}\n{:other:}\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", file, "-o", folder.path + "/note.html"]) == 0)
        #expect(output.err == "\(file):2: unresolved link {* Gone}\n")
        #expect(TaskCommandOutput().run(["render", file, "-o", folder.path + "/note.html", "--strict"]) == 1)
        let clean = try folder.write("clean.norg", "* Here\n{* Here} {:other:}\n")
        #expect(TaskCommandOutput().run(["render", clean, "-o", folder.path + "/clean.html", "--strict"]) == 0)
    }

    @Test func referencedFilesAreCopiedAtTheSameRelativePath() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/notes/a.norg", "{/ pic.png}[picture] {:$/docs/manual.pdf:}[manual]\n.image pic.png A cat\n")
        try folder.write("in/notes/pic.png", "PNG")
        try folder.write("in/docs/manual.pdf", "PDF")
        try folder.write("in/unreferenced.txt", "not copied")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 0)
        #expect(folder.read("out/notes/pic.png") == "PNG")
        #expect(folder.read("out/docs/manual.pdf") == "PDF")
        #expect(folder.read("out/unreferenced.txt") == nil)
        let page = folder.read("out/notes/a.html") ?? ""
        #expect(page.contains("href=\"pic.png\">picture</a>"))
        #expect(page.contains("href=\"../docs/manual.pdf\">manual</a>"))
        #expect(page.contains("<img src=\"pic.png\" alt=\"A cat\""))
        #expect(output.err == noSitemapLine + "\nnorg render: 1 page and 2 files written to \(folder.path)/out; 6 files changed\n")
    }

    @Test func filesOutsideTheFolderAreRefusedWithAWarning() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let secret = try folder.write("secret.png", "SECRET")
        try folder.write("in/a.norg", ".image ../secret.png\n{/ linked.png}[l]\n.image .hidden.png\n")
        try folder.write("in/.hidden.png", "HIDDEN")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/in/linked.png", withDestinationPath: secret)
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 0)
        let root = folder.path + "/in"
        #expect(output.err.split(separator: "\n").map(String.init) == [
            noSitemapLine,
            "norg render: warning: \(root)/.hidden.png: a hidden file; not copied",
            "norg render: warning: \(root)/linked.png: a link to outside the folder; not followed; not copied",
            "\(root)/a.norg:1: refused image .image ../secret.png: a path outside the folder",
            "\(root)/a.norg:2: unresolved link {/ linked.png}",
            "\(root)/a.norg:3: unresolved image .image .hidden.png",
            "norg render: 1 page written to \(folder.path)/out; 3 unresolved links; 3 files changed",
        ])
        #expect(folder.read("out/linked.png") == nil)
        #expect(folder.read("out/.hidden.png") == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/secret.png"))
        #expect(folder.read("out/a.html")?.contains("SECRET") == false)
        #expect(folder.read("out/a.html")?.contains("<img") == false)
    }

    @Test func aReferencedFileWhereAPageGoesIsNotCopiedOverIt() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "{/ b.html}[old page]\n")
        try folder.write("in/b.norg", "* B\n")
        try folder.write("in/b.html", "OLD")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 0)
        #expect(output.err.hasPrefix(noSitemapLine + "\nnorg render: warning: \(folder.path)/in/b.html: a page is written there; not copied\n"))
        #expect(folder.read("out/b.html")?.contains("OLD") == false)
    }

    @Test func reportedLinkTextCannotDriveTheTerminal() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "{? evil\u{1B}]0;title\u{07}}\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 0)
        #expect(!output.err.contains("\u{1B}"))
        #expect(output.err.contains("unresolved link {? evil\\x1b]0;title\\x07}"))
    }
}
