import Foundation
import Testing
@testable import NorgCLI
import NorgKit

/// Referenced files copied into a folder site one at a time, a chunk at a time: byte-exact,
/// left alone when unchanged, removed when no page names them any more, never through a link.
@Suite struct SiteAssetCopyTests {
    /// `count` bytes that differ from chunk to chunk, so a chunk copied twice or skipped shows.
    private func pattern(_ count: Int, seed: UInt8 = 0) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 20 &+ Int(seed)) })
    }

    private func put(_ data: Data, _ relative: String, in folder: TaskTemporaryFolder) throws {
        try data.write(to: URL(fileURLWithPath: try folder.write(relative, "")))
    }

    private func contents(_ relative: String, in folder: TaskTemporaryFolder) -> Data? {
        FileManager.default.contents(atPath: folder.path + "/" + relative)
    }

    private func attributes(_ relative: String, in folder: TaskTemporaryFolder) -> [FileAttributeKey: Any] {
        (try? FileManager.default.attributesOfItem(atPath: folder.path + "/" + relative)) ?? [:]
    }

    private func inode(_ relative: String, in folder: TaskTemporaryFolder) -> UInt64? {
        (attributes(relative, in: folder)[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    private func render(_ folder: TaskTemporaryFolder, _ extra: [String] = []) -> (Int32, String) {
        let output = TaskCommandOutput()
        let code = output.run(["render", folder.path + "/in", "-o", folder.path + "/out", "--today", "2026-12-01"] + extra)
        return (code, output.err)
    }

    private func leftovers(in folder: TaskTemporaryFolder, _ relative: String = "out") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + relative)) ?? []).filter { $0.hasPrefix(OutputFolder.temporaryPrefix) }
    }

    @Test func aReferencedFileIsCopiedByteExactAcrossSeveralChunks() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let video = pattern(3 * FileChunks.defaultSize + FileChunks.defaultSize / 2)
        try folder.write("in/a.norg", "{/ media/clip.mp4}[clip]\n")
        try put(video, "in/media/clip.mp4", in: folder)
        let (code, err) = render(folder)
        #expect(code == 0)
        #expect(err.hasSuffix("1 page and 1 file written to \(folder.path)/out; 4 files changed\n"))
        #expect(contents("out/media/clip.mp4", in: folder) == video)
        #expect(leftovers(in: folder, "out/media").isEmpty)
    }

    @Test func anUnchangedAssetIsNotRewritten() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", ".image pic.png\n")
        try put(pattern(FileChunks.defaultSize + 7), "in/pic.png", in: folder)
        #expect(render(folder).0 == 0)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/out/pic.png")
        let before = inode("out/pic.png", in: folder)
        let (code, err) = render(folder)
        #expect(code == 0)
        #expect(err.hasSuffix("; 0 files changed\n"))
        #expect(inode("out/pic.png", in: folder) == before)
        #expect(attributes("out/pic.png", in: folder)[.modificationDate] as? Date == old)
    }

    @Test func aChangedAssetOfTheSameSizeIsRewritten() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "{/ report.pdf}[report]\n")
        var report = pattern(2 * FileChunks.defaultSize + 100)
        try put(report, "in/report.pdf", in: folder)
        #expect(render(folder).0 == 0)
        // One byte in the last chunk: the first two compare equal, the size too.
        report[report.count - 1] ^= 0xFF
        try put(report, "in/report.pdf", in: folder)
        let (code, err) = render(folder)
        #expect(code == 0)
        #expect(err.hasSuffix("; 1 file changed\n"))
        #expect(contents("out/report.pdf", in: folder) == report)
    }

    @Test func anAssetNoLongerReferencedIsRemovedOnTheNextBuild() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", ".image pics/cat.png\n")
        try put(pattern(10), "in/pics/cat.png", in: folder)
        #expect(render(folder).0 == 0)
        #expect(folder.manifestPaths() == ["a.html", "index.html", "norg.css", "pics/cat.png"])
        try folder.write("in/a.norg", "* No picture\n")
        let (code, err) = render(folder)
        #expect(code == 0)
        #expect(err.hasSuffix(" changed, 1 removed\n"))
        #expect(contents("out/pics/cat.png", in: folder) == nil)
        #expect(contents("in/pics/cat.png", in: folder) == pattern(10))
        #expect(folder.manifestPaths() == ["a.html", "index.html", "norg.css"])
    }

    @Test func aLinkPlantedWhereAnAssetGoesIsRefusedAndItsTargetLeftUntouched() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", ".image pic.png\n")
        try put(pattern(5000), "in/pic.png", in: folder)
        let target = try folder.write("elsewhere/target.png", "NOT YOURS")
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/pic.png", withDestinationPath: target)
        let (code, err) = render(folder, ["--force"])
        #expect(code == 1)
        #expect(err.contains("norg render: warning: \(folder.path)/out/pic.png: a symbolic link or not a file; not written through; skipped\n"))
        #expect(folder.read("elsewhere/target.png") == "NOT YOURS")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/out/pic.png")) == target)
        #expect(leftovers(in: folder).isEmpty)
    }

    @Test func aFolderOnTheWayThatIsALinkIsNotCopiedThrough() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", ".image pics/cat.png\n")
        try put(pattern(10), "in/pics/cat.png", in: folder)
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/pics", withDestinationPath: folder.path + "/elsewhere")
        let (code, err) = render(folder, ["--force"])
        #expect(code == 1)
        #expect(err.contains("\(folder.path)/out/pics: a symbolic link or not a folder; not written through; skipped\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/elsewhere").isEmpty)
    }

    @Test func aReferencedFileThatIsNotARegularFileIsRefusedWithAWarning() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "{/ pipe}[pipe]\n")
        #expect(mkfifo(folder.path + "/in/pipe", 0o600) == 0)
        let (code, err) = render(folder)
        #expect(code == 0)
        #expect(err.hasPrefix(noSitemapLine + "\nnorg render: warning: \(folder.path)/in/pipe: not a regular file; not copied\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/pipe"))
    }

    @Test func copyingAndComparingReadThroughOneFixedSizeBuffer() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let big = pattern(3 * FileChunks.defaultSize + FileChunks.defaultSize / 2)
        try put(big, "big.bin", in: folder)
        let output = try OutputFolder(creating: folder.path + "/out")
        let root = try #require(NorgFolder.realPath(folder.path))

        let copying = FileChunks()
        #expect(try output.copyFile(from: root + "/big.bin", to: "a/big.bin", through: copying))
        #expect(copying.largestRead == FileChunks.defaultSize)
        #expect(contents("out/a/big.bin", in: folder) == big)

        let comparing = FileChunks()
        #expect(try !output.copyFile(from: root + "/big.bin", to: "a/big.bin", through: comparing))
        #expect(comparing.largestRead == FileChunks.defaultSize)

        // A tiny buffer: the same bytes come out of many more reads, none larger than it.
        let tiny = FileChunks(size: 1000)
        try put(pattern(10_500, seed: 1), "small.bin", in: folder)
        #expect(try output.copyFile(from: root + "/small.bin", to: "a/big.bin", through: tiny))
        #expect(tiny.largestRead == 1000)
        #expect(contents("out/a/big.bin", in: folder) == pattern(10_500, seed: 1))
        #expect(leftovers(in: folder, "out/a").isEmpty)
    }

    @Test func aCopyStopsOnceTheSourceOutgrowsTheSizeItHadWhenItBegan() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try put(pattern(10_500), "grown.bin", in: folder)
        let source = open(folder.path + "/grown.bin", O_RDONLY)
        let sink = open("/dev/null", O_WRONLY)
        defer { close(source); close(sink) }
        // A file that kept growing would otherwise be copied forever; one chunk past the limit is enough to know.
        let copied = try FileChunks(size: 1000).copy(from: source, to: sink, limit: 4000).get()
        #expect(copied == 5000)
    }

    @Test func aSourceWithALinkOnTheWayIsNotCopied() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try put(pattern(100), "notes/real/pic.png", in: folder)
        let root = try #require(NorgFolder.realPath(folder.path))
        try FileManager.default.createSymbolicLink(atPath: root + "/notes/linked", withDestinationPath: root + "/notes/real")
        try FileManager.default.createSymbolicLink(atPath: root + "/notes/real/linked.png", withDestinationPath: root + "/notes/real/pic.png")
        let output = try OutputFolder(creating: folder.path + "/out")
        // A link planted after the path was resolved and checked: neither on the way nor at the end is followed.
        #expect(throws: CommandError.self) { try output.copyFile(from: root + "/notes/linked/pic.png", to: "a.png") }
        #expect(throws: CommandError.self) { try output.copyFile(from: root + "/notes/real/linked.png", to: "b.png") }
        #expect(try output.copyFile(from: root + "/notes/real/pic.png", to: "c.png"))
        #expect(contents("out/c.png", in: folder) == pattern(100))
        #expect(contents("out/a.png", in: folder) == nil && contents("out/b.png", in: folder) == nil)
        #expect(leftovers(in: folder).isEmpty)
    }

    /// Copies `source` once, then again while `change` alters it after the first chunk: the second
    /// copy must fail and leave the first one in place, with no temporary behind.
    private func copyWhileChanging(_ change: @escaping (FileHandle) -> Void) throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let root = try #require(NorgFolder.realPath(folder.path))
        let source = root + "/notes/film.mkv"
        try put(pattern(10_500), "notes/film.mkv", in: folder)
        let output = try OutputFolder(creating: folder.path + "/out")
        #expect(try output.copyFile(from: source, to: "film.mkv"))
        // Another version of the same size (so it must be copied), with a time a change will move.
        try put(pattern(10_500, seed: 7), "notes/film.mkv", in: folder)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: source)
        let chunks = FileChunks(size: 1000)
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: source))
        defer { try? handle.close() }
        var changed = false
        chunks.afterEachCopiedChunk = {
            if !changed { change(handle) }
            changed = true
        }
        #expect(throws: CommandError.failure("\(source): changed while it was copied; not copied")) {
            try output.copyFile(from: source, to: "film.mkv", through: chunks)
        }
        #expect(changed)
        #expect(contents("out/film.mkv", in: folder) == pattern(10_500))
        #expect(leftovers(in: folder).isEmpty)
    }

    @Test func aFileThatGrowsWhileItIsCopiedIsNotWrittenTorn() throws {
        try copyWhileChanging { handle in
            handle.seekToEndOfFile()
            handle.write(Data(repeating: 1, count: 5000))
        }
    }

    @Test func aFileThatShrinksWhileItIsCopiedIsNotWrittenTorn() throws {
        try copyWhileChanging { handle in handle.truncateFile(atOffset: 2000) }
    }

    @Test func aFileRewrittenInPlaceWhileItIsCopiedIsNotWrittenTorn() throws {
        try copyWhileChanging { handle in
            handle.seek(toFileOffset: 9000)
            handle.write(Data(repeating: 1, count: 10))
        }
    }
}
