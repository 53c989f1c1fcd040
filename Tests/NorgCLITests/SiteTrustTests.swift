import Foundation
import Testing
@testable import NorgCLI
import NorgKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A site build deletes, overwrites and publishes only what it made: forged manifests, names the
/// kernel splits differently from `String`, links to hidden files and an output folder that is the
/// notes themselves lose nobody's file.
@Suite struct SiteTrustTests {
    private func render(_ input: String, _ output: String, _ extra: [String] = [], in folder: TaskTemporaryFolder) -> (Int32, String) {
        let result = TaskCommandOutput()
        let code = result.run(["render", folder.path + "/" + input, "-o", folder.path + "/" + output, "--today", "2026-12-01"] + extra)
        return (code, result.err)
    }

    /// Writes `contents` at `path` below `folder`, the path's bytes handed to the system as they are
    /// (Foundation is not asked to read a name that only bytes can spell).
    private func writeRaw(_ path: [UInt8], _ contents: String, in folder: TaskTemporaryFolder) throws {
        let full = Array((folder.path + "/").utf8) + path
        var prefix: [UInt8] = []
        for component in full.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropLast() {
            prefix += component + [UInt8(ascii: "/")]
            _ = RelativePath.withCString(prefix[...]) { mkdir($0, 0o777) }
        }
        let file = RelativePath.withCString(full[...]) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        try #require(file >= 0)
        _ = contents.utf8CString.withUnsafeBufferPointer { write(file, $0.baseAddress, $0.count - 1) }
        close(file)
    }

    private func exists(_ path: [UInt8], in folder: TaskTemporaryFolder) -> Bool {
        var info = stat()
        return RelativePath.withCString((Array((folder.path + "/").utf8) + path)[...]) { lstat($0, &info) } == 0
    }

    private func inode(_ relative: String, in folder: TaskTemporaryFolder) -> UInt64? {
        FileIdentity(ofFileAt: folder.path + "/" + relative)?.inode
    }

    private static let digest = String(repeating: "0", count: 64)

    @Test func aForgedManifestWithNULComponentsRemovesNothingOutsideTheSite() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        try folder.write("v/k.txt", "x\n")
        // The old format's lines, and this format's: `%00` decodes to a NUL the kernel would stop at.
        try folder.write("s/out/.norg-site-manifest", "..%00/..%00/v/k.txt\nx.norg%00\n")
        #expect(render("notes", "s/out", in: folder).0 == 0)
        #expect(folder.read("v/k.txt") == "x\n")
        try folder.write("s/out/.norg-site-manifest", "norg-site-manifest 2\n\(Self.digest) 1 2 2 0 0 ..%00/..%00/v/k.txt\n")
        let (code, err) = render("notes", "s/out", in: folder)
        #expect(code == 0)
        #expect(folder.read("v/k.txt") == "x\n")
        #expect(err.contains("not a manifest this build can trust"))
    }

    @Test func aCombiningMarkAfterASlashNeitherHidesItFromThePathChecksNorLeadsThroughALink() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let mark: [UInt8] = [0xCC, 0x81]  // U+0301, which `String` joins to the `/` before it
        try folder.write("notes/top.norg", "* Top\n")
        try writeRaw(Array("notes/sub/".utf8) + mark + Array("x.norg".utf8), "* Marked\n", in: folder)
        try writeRaw(Array("s/".utf8) + mark + Array("x".utf8), "keep\n", in: folder)
        try FileManager.default.createDirectory(atPath: folder.path + "/s/elsewhere", withIntermediateDirectories: true)
        #expect(render("notes", "s/out", in: folder).0 == 0)
        try FileManager.default.removeItem(atPath: folder.path + "/s/out/sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/s/out/sub", withDestinationPath: folder.path + "/s/elsewhere")
        var manifest = try #require(folder.read("s/out/.norg-site-manifest"))
        manifest += "\(Self.digest) 1 2 5 0 0 ../\u{301}x\n"
        try folder.write("s/out/.norg-site-manifest", manifest)
        _ = render("notes", "s/out", in: folder)
        #expect(exists(Array("s/".utf8) + mark + Array("x".utf8), in: folder))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/s/elsewhere").isEmpty)
    }

    @Test func aSiteIsNeverBuiltIntoTheNotesFolderNorIntoOneHoldingIt() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", ".image p.jpg\n")
        try folder.write("notes/p.jpg", "JPG")
        let (code, err) = render("notes", "notes", in: folder)
        #expect(code == 1 && err.contains("is the notes folder"))
        let (outer, outerErr) = render("notes", ".", in: folder)
        #expect(outer == 1 && outerErr.contains("holds the notes folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/notes").sorted() == ["a.norg", "p.jpg"])
    }

    @Test func anOutputFolderInsideTheNotesIsLeftOutOfTheSite() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", ".image p.jpg\n")
        try folder.write("notes/p.jpg", "JPG")
        #expect(render("notes", "notes/docs", in: folder).0 == 0)
        #expect(render("notes", "notes/docs", in: folder).0 == 0)
        #expect(folder.read("notes/docs/p.jpg") == "JPG" && folder.read("notes/docs/docs/a.html") == nil)
        #expect(folder.manifestPaths("notes/docs")?.contains(where: { $0.hasPrefix("docs/") }) == false)
    }

    @Test func aFileFoundIdenticalIsNeverListedAsTheSitesSoNeverRemoved() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        try folder.write("notes/p.jpg", "JPG")
        #expect(render("notes", "out", in: folder).0 == 0)
        // The user puts the picture there first; the build then finds it identical and does not write it.
        try folder.write("out/p.jpg", "JPG")
        try folder.write("notes/a.norg", ".image p.jpg\n")
        #expect(render("notes", "out", in: folder).0 == 0)
        #expect(folder.manifestPaths()?.contains("p.jpg") == false)
        try folder.write("notes/a.norg", "* A\n")
        #expect(render("notes", "out", in: folder).0 == 0)
        #expect(folder.read("out/p.jpg") == "JPG")
    }

    @Test func aLinkToAHiddenFileIsNeitherAPageNorACopiedFile() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/.git/config", "[remote] secret\n")
        try folder.write("notes/.env", "TOKEN=1\n")
        try folder.write("notes/index.norg", "* Home\n.image logo.png\n{/ pub/config}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/notes/leak.norg", withDestinationPath: ".git/config")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/notes/logo.png", withDestinationPath: ".env")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/notes/pub", withDestinationPath: ".git")
        let (code, err) = render("notes", "out", in: folder)
        #expect(code == 1)
        #expect(folder.read("out/leak.html") == nil && folder.read("out/logo.png") == nil && folder.read("out/pub/config") == nil)
        #expect(err.contains("notes/leak.norg: a link to a hidden file or folder; not followed"))
        #expect(err.contains("notes/logo.png: a link to a hidden file or folder; not followed; not copied"))
        let everything = FileManager.default.enumerator(atPath: folder.path + "/out")?.compactMap { $0 as? String } ?? []
        for file in everything {
            #expect(folder.read("out/" + file)?.contains("secret") != true && folder.read("out/" + file)?.contains("TOKEN") != true)
        }
    }

    @Test func aSinglePageIsNeverWrittenThroughALinkAndAHardLinkIsReplaced() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.norg", "* A\n")
        try folder.write("b.norg", "* B\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a.html", withDestinationPath: "b.norg")
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/a.norg", "-o", folder.path + "/a.html"]) == 1)
        #expect(output.err.contains("a symbolic link; not written through"))
        #expect(folder.read("b.norg") == "* B\n")
        try FileManager.default.linkItem(atPath: folder.path + "/b.norg", toPath: folder.path + "/hard.html")
        #expect(TaskCommandOutput().run(["render", folder.path + "/a.norg", "-o", folder.path + "/hard.html"]) == 0)
        #expect(folder.read("b.norg") == "* B\n")
        #expect(folder.read("hard.html")?.contains("<h1") == true)
        #expect(TaskCommandOutput().run(["render", folder.path + "/a.norg", "-o", "/dev/null"]) == 0)
        #expect((try FileManager.default.contentsOfDirectory(atPath: folder.path)).allSatisfy { !$0.hasPrefix(".norg-write") })
    }

    @Test func notesWhoseNamesDifferOnlyInNormalisationOrCaseAreBothRefusedAndTheRestBuilt() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try writeRaw(Array("notes/caf\u{E9}.norg".utf8), "* Composed\n", in: folder)
        try writeRaw(Array("notes/cafe".utf8) + [0xCC, 0x81] + Array(".norg".utf8), "* Decomposed\n", in: folder)
        try folder.write("notes/Plan.norg", "* Upper\n")
        try folder.write("notes/plan.norg", "* Lower\n")
        try folder.write("notes/other.norg", "* Other\n")
        let (code, err) = render("notes", "out", in: folder)
        #expect(code == 1)
        #expect(err.components(separatedBy: "collides with").count == 5)
        // Names equal as text are shown by their scalars, each with the other it collides with.
        #expect(err.contains("notes/caf\\u{E9}.norg: its name collides with \(folder.path)/notes/cafe\\u{301}.norg"))
        #expect(err.contains("notes/cafe\\u{301}.norg: its name collides with \(folder.path)/notes/caf\\u{E9}.norg"))
        #expect(err.contains("notes/Plan.norg: its name collides with \(folder.path)/notes/plan.norg"))
        #expect(folder.read("out/other.html") != nil)
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").filter { $0.hasSuffix(".html") }
        #expect(pages.sorted() == ["index.html", "other.html"])
    }

    @Test func everyNameOfACollidingGroupIsToldTheOthersAndNoOtherNameIsNamed() {
        // Three spellings of one name, the Kelvin sign (which lowercases to `k`) beside `k`, and
        // names that collide with nothing.
        let paths = ["a/PLAN.norg", "a/Plan.norg", "a/plan.norg", "b.norg", "k.norg", "\u{212A}.norg", "z.norg"]
        let colliding = SiteBuild.collidingNames(paths)
        #expect(colliding.count == 5)
        #expect(colliding[Array("a/PLAN.norg".utf8)] == ["a/Plan.norg", "a/plan.norg"])
        #expect(colliding[Array("a/Plan.norg".utf8)] == ["a/PLAN.norg", "a/plan.norg"])
        #expect(colliding[Array("a/plan.norg".utf8)] == ["a/PLAN.norg", "a/Plan.norg"])
        #expect(colliding[Array("k.norg".utf8)] == ["\u{212A}.norg"])
        #expect(colliding[Array("\u{212A}.norg".utf8)] == ["k.norg"])
        #expect(SiteBuild.collidingNames(["b.norg", "z.norg"]).isEmpty)
    }

    @Test func aFirstBuildIntoAFolderHoldingFilesWhereTheSiteWritesIsRefusedUnlessForced() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/index.norg", "* Home\n")
        try folder.write("out/index.html", "my own page\n")
        let (code, err) = render("notes", "out", in: folder)
        #expect(code == 1 && err.contains("out/index.html would be replaced; refusing"))
        #expect(folder.read("out/index.html") == "my own page\n" && folder.read("out/norg.css") == nil)
        #expect(render("notes", "out", ["--force"], in: folder).0 == 0)
        #expect(folder.read("out/index.html")?.contains("Home") == true)
    }

    @Test func aFileTheSiteDidNotWriteIsNeitherReplacedNorRemoved() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        #expect(render("notes", "out", in: folder).0 == 0)
        try folder.write("out/b.html", "mine\n")
        try folder.write("notes/b.norg", "* B\n")
        let (code, err) = render("notes", "out", in: folder)
        #expect(code == 1 && err.contains("out/b.html: a file this site did not write"))
        #expect(folder.read("out/b.html") == "mine\n")
        // A page the build wrote and someone then edited is no longer the build's either.
        try folder.write("out/a.html", "edited by hand\n")
        try FileManager.default.removeItem(atPath: folder.path + "/notes/a.norg")
        #expect(render("notes", "out", in: folder).0 == 1)
        #expect(folder.read("out/a.html") == "edited by hand\n")
    }

    @Test func aTouchedButUnchangedPageIsStillTheSitesAndIsRemovedWhenItsNoteGoes() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        try folder.write("notes/b.norg", "* B\n")
        #expect(render("notes", "out", in: folder).0 == 0)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)],
                                              ofItemAtPath: folder.path + "/out/b.html")
        try FileManager.default.removeItem(atPath: folder.path + "/notes/b.norg")
        let (code, err) = render("notes", "out", in: folder)
        #expect(code == 0 && err.contains("1 removed"))
        #expect(folder.read("out/b.html") == nil)
    }

    @Test func anOldFormatManifestIsReadAsUnverifiedAndRemovesNothing() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        try folder.write("out/old.html", "an earlier version's page\n")
        try folder.write("out/.norg-site-manifest", "old.html\n")
        let (code, err) = render("notes", "out", in: folder)
        #expect(code == 0 && err.contains("written by an earlier version"))
        #expect(folder.read("out/old.html") == "an earlier version's page\n")
        #expect(folder.manifestPaths() == ["a.html", "index.html", "norg.css"])
    }

    @Test func pagesAreReplacedWholeAndACrashedRunsTemporariesAreRemoved() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/sub/a.norg", "* A\n")
        #expect(render("notes", "out", in: folder).0 == 0)
        let before = inode("out/sub/a.html", in: folder)
        try FileManager.default.linkItem(atPath: folder.path + "/out/sub/a.html", toPath: folder.path + "/kept.html")
        let old = try #require(folder.read("kept.html"))
        // What a run killed mid-write leaves; its process (pid 2^22 + 1 is above Linux's limit) is gone.
        try folder.write("out/sub/.norg-write-4194305-0", "torn")
        try folder.write("out/.norg-write-4194305-3", "torn")
        try folder.write("out/.norg-write-me", "not a temporary's name\n")
        try folder.write("notes/sub/a.norg", "* A, edited\n")
        #expect(render("notes", "out", in: folder).0 == 0)
        #expect(inode("out/sub/a.html", in: folder) != before)
        #expect(folder.read("kept.html") == old)
        #expect(folder.read("out/sub/.norg-write-4194305-0") == nil && folder.read("out/.norg-write-4194305-3") == nil)
        #expect(folder.read("out/.norg-write-me") == "not a temporary's name\n")
    }

    @Test(.enabled(if: NorgExecutable.path != nil))
    func watchingRecreatesAnOutputFolderThatWasRemoved() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", "* A\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: NorgExecutable.path!)
        process.arguments = ["render", folder.path + "/notes", "-o", folder.path + "/out", "--watch"]
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // SIGKILL: the test's threads may hand the child a mask that blocks SIGTERM.
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        func appears(_ relative: String) -> Bool {
            for _ in 0..<100 {
                if folder.read(relative) != nil { return true }
                usleep(100_000)
            }
            return false
        }
        // The manifest is written last: the build is over.
        try #require(appears("out/.norg-site-manifest"))
        try FileManager.default.removeItem(atPath: folder.path + "/out")
        #expect(appears("out/.norg-site-manifest") && folder.read("out/a.html") != nil)
        try folder.write("notes/b.norg", "* B\n")
        #expect(appears("out/b.html"))
    }
}
