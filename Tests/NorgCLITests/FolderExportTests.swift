import Foundation
import Testing
@testable import NorgCLI
import NorgKit

/// `norg export DIR --to FORMAT -o OUT`: a tree of `.md` or `.json` files by the site's folder
/// rules and file safety, with links between notes resolved as the site resolves them.
@Suite struct FolderExportTests {
    private func export(_ folder: TaskTemporaryFolder, _ extra: [String] = [], to format: String = "markdown",
                        input: String? = nil) -> (code: Int32, err: String) {
        let output = TaskCommandOutput()
        let code = output.run(["export", input ?? folder.path + "/in", "--to", format, "-o", folder.path + "/out"] + extra)
        return (code, output.err)
    }

    private func files(below path: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        return (enumerator?.allObjects as? [String] ?? []).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + $0, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test func exportingExampleNotesWritesTheTreeOfMarkdownBySiteRules() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let notes = ExportExamples.notesFolder
        let (code, err) = export(folder, input: notes)
        #expect(code == 0, "\(err)")
        let written = files(below: folder.path + "/out")
        #expect(written.contains("index.md"))
        #expect(written.contains("projects/garden.md"))
        #expect(written.contains("reading/papers/physics.md"))
        #expect(written.contains("journal/2026-12-01.md"))
        #expect(written.contains("images/beds.svg"))
        #expect(written.contains(".norg-export-manifest"))
        // .norgignore (private/) and drafts are a publication's privacy rules.
        #expect(!written.contains { $0.hasPrefix("private/") })
        #expect(!written.contains("reading/wishlist.md"))
        #expect(!written.contains { $0.hasSuffix(".norg") || $0.hasSuffix(".html") })
        #expect(err.contains("norg export: "))
        #expect(err.contains("left out (.norgignore, drafts)"))
    }

    @Test func draftsAreExportedOnlyWithTheDraftsFlag() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* A\n")
        try folder.write("in/b.norg", "@document.meta\ndraft: true\n@end\n* B\n")
        #expect(export(folder).code == 0)
        #expect(folder.read("out/b.md") == nil)
        #expect(export(folder, ["--drafts"]).code == 0)
        #expect(folder.read("out/b.md")?.contains("# B") == true)
    }

    @Test func aFileInOutputTheExportDidNotMakeIsNeverOverwrittenOrDeleted() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* A\n")
        try folder.write("out/a.md", "mine\n")
        // No manifest and a file where the export writes: refused, nothing written.
        let first = export(folder)
        #expect(first.code == 1)
        #expect(first.err.contains("no .norg-export-manifest"))
        #expect(folder.read("out/a.md") == "mine\n")

        try FileManager.default.removeItem(atPath: folder.path + "/out/a.md")
        try folder.write("out/keep.md", "also mine\n")
        #expect(export(folder).code == 0)
        // The user edits an exported file: the next export keeps it and says so.
        try folder.write("out/a.md", "edited by hand\n")
        try folder.write("in/a.norg", "* A changed\n")
        let again = export(folder)
        #expect(again.code == 1)
        #expect(again.err.contains("a file this export did not write"))
        #expect(folder.read("out/a.md") == "edited by hand\n")
        // A file it never made survives every run, even once its note is gone.
        try FileManager.default.removeItem(atPath: folder.path + "/in/a.norg")
        _ = export(folder)
        #expect(folder.read("out/keep.md") == "also mine\n")
        #expect(folder.read("out/a.md") == "edited by hand\n")
    }

    @Test func aDeletedNotesExportIsRemovedOnTheNextRun() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* A\n")
        try folder.write("in/sub/b.norg", "* B\n")
        #expect(export(folder).code == 0)
        #expect(folder.read("out/sub/b.md") != nil)
        try FileManager.default.removeItem(atPath: folder.path + "/in/sub/b.norg")
        let (code, err) = export(folder)
        #expect(code == 0)
        #expect(folder.read("out/sub/b.md") == nil)
        #expect(folder.read("out/a.md") != nil)
        #expect(err.contains("1 removed"))
    }

    @Test func anExportKeepsItsOwnManifestAndNeverRemovesASitesPages() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* A\n")
        let render = TaskCommandOutput()
        #expect(render.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 0)
        #expect(export(folder).code == 0)
        try FileManager.default.removeItem(atPath: folder.path + "/in/a.norg")
        try folder.write("in/b.norg", "* B\n")
        #expect(export(folder).code == 0)
        #expect(folder.read("out/a.html") != nil)
        #expect(folder.read("out/a.md") == nil)
    }

    @Test func imagesAndFileLinkTargetsAreCopiedBesideTheExports() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/notes/a.norg", ".image ../media/pic.png A picture\n\nSee {/ ../media/data.csv}[the data].\n")
        try folder.write("in/media/pic.png", "PNG")
        try folder.write("in/media/data.csv", "1,2\n")
        try folder.write("in/media/unused.txt", "not referenced")
        let (code, err) = export(folder)
        #expect(code == 0, "\(err)")
        #expect(folder.read("out/media/pic.png") == "PNG")
        #expect(folder.read("out/media/data.csv") == "1,2\n")
        #expect(folder.read("out/media/unused.txt") == nil)
        let markdown = try #require(folder.read("out/notes/a.md"))
        #expect(markdown.contains("![A picture](../media/pic.png)"))
        #expect(markdown.contains("[the data](../media/data.csv)"))
    }

    @Test func linksBetweenNotesPointAtTheirMarkdownAndGitHubHeadingAnchors() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* Start\nSee {:sub/b:* Second Part}[part two] and {:sub/b:}.\n")
        try folder.write("in/sub/b.norg", "* Intro\n* Second Part\n* Second Part\nBack to {:../a:* Start}[the start].\n")
        let (code, err) = export(folder)
        #expect(code == 0, "\(err)")
        let a = try #require(folder.read("out/a.md"))
        #expect(a.contains("[part two](sub/b.md#second-part)"))
        #expect(a.contains("](sub/b.md)"))
        let b = try #require(folder.read("out/sub/b.md"))
        #expect(b.contains("[the start](../a.md#start)"))
    }

    @Test func wikiLinksResolveAcrossTheFolderAsTheSiteResolvesThem() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* Home\nRead {? soil science} first.\n")
        try folder.write("in/reading/books.norg", "* Books\n** Soil Science\nText.\n")
        let (code, err) = export(folder)
        #expect(code == 0, "\(err)")
        #expect(folder.read("out/a.md")?.contains("[soil science](reading/books.md#soil-science)") == true)
    }

    @Test func strictFailsOnABrokenLinkWrittenAsTextWithTheSitesReport() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* A\nSee {:missing:}[gone] and {? Nowhere}.\n")
        let plain = export(folder)
        #expect(plain.code == 0)
        #expect(plain.err.contains("a.norg:2: unresolved link {:missing:}"))
        #expect(plain.err.contains("a.norg:2: unresolved link {? Nowhere}"))
        #expect(plain.err.contains("2 unresolved links"))
        let markdown = try #require(folder.read("out/a.md"))
        #expect(markdown.contains("See gone and Nowhere."))
        let strict = export(folder, ["--strict"])
        #expect(strict.code == 1)
        #expect(folder.read("out/a.md") == markdown)
    }

    @Test func aPandocFolderExportLinksNotesByTheirJSONAndHeaderIDs() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* Start\nSee {:sub/b:* Second Part}[part two].\n")
        try folder.write("in/sub/b.norg", "* Second Part\nText.\n")
        let (code, err) = export(folder, to: "pandoc-json")
        #expect(code == 0, "\(err)")
        let json = try #require(folder.read("out/a.json"))
        #expect(json.contains(#"["",["norg-note"],[]]"#))
        #expect(json.contains(#"["sub/b.json#second-part",""]"#))
        #expect(folder.read("out/sub/b.json")?.contains(#""second-part""#) == true)
    }

    @Test func exportingAFolderNeedsAnOutputFolderOutsideTheNotes() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* A\n")
        let output = TaskCommandOutput()
        #expect(output.run(["export", folder.path + "/in", "--to", "markdown"]) == 2)
        #expect(output.run(["export", folder.path + "/in", "--to", "markdown", "-o", folder.path + "/in"]) == 1)
        #expect(output.err.contains("refusing to write the export there"))
        #expect(folder.read("in/a.md") == nil)
    }
}

/// Where the example notes are.
enum ExportExamples {
    static let notesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Notes").path
}
