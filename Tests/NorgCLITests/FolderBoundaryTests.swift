import Foundation
import Testing
import NorgCLI
import NorgKit

/// Rendering or listing a folder reads only what lies inside it, writes only inside the output
/// folder, and skips (with a warning) what it cannot use instead of giving up.
@Suite struct FolderBoundaryTests {
    @Test func aLinkToAFileOutsideTheFolderIsNotPublished() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let outside = try folder.write("secret/passwd", "- ( ) root:x:0:0\n")
        try folder.write("in/note.norg", "* Note\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/in/passwd.norg", withDestinationPath: outside)
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 1)
        #expect(folder.read("out/note.html") != nil)
        #expect(folder.read("out/passwd.html") == nil)
        #expect(output.err.contains("in/passwd.norg: a link to outside the folder; not followed; skipped"))

        let tasks = TaskCommandOutput()
        #expect(tasks.run(["tasks", folder.path + "/in"]) == 1)
        #expect(!tasks.out.contains("root"))
    }

    @Test func aLinkInsideTheFolderIsFollowed() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/real/note.norg", "- ( ) task\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/in/alias.norg",
                                                   withDestinationPath: folder.path + "/in/real/note.norg")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/in/real/loop", withDestinationPath: "..")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", folder.path + "/in"]) == 0)
        #expect(output.out == "\(folder.path)/in/alias.norg:1: undone task\n\(folder.path)/in/real/note.norg:1: undone task\n")
    }

    @Test func outputIsNeverWrittenThroughALinkInTheOutputFolder() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/sub/page.norg", "text\n")
        try folder.write("in/top.norg", "text\n")
        try folder.write("elsewhere/keep", "")
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/sub", withDestinationPath: folder.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/top.html",
                                                   withDestinationPath: folder.path + "/elsewhere/keep")
        let output = TaskCommandOutput()
        // Without a manifest the build is refused; `--force` writes into the folder, never through its links.
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out", "--force"]) == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/elsewhere/page.html"))
        #expect(folder.read("elsewhere/keep") == "")
        #expect(output.err.contains("out/sub: a symbolic link or not a folder; not written through"))
        #expect(output.err.contains("out/top.html: a symbolic link or not a file; not written through"))
    }

    @Test func anUnusableEntryIsSkippedAndTheRestRendered() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* A\n")
        try folder.write("in/c.norg", "* C\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/in/b.norg", withDestinationPath: folder.path + "/in/gone")
        #expect(mkfifo(folder.path + "/in/pipe.norg", 0o600) == 0)
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 1)
        #expect(folder.read("out/a.html") != nil && folder.read("out/c.html") != nil)
        #expect(output.err.contains("in/b.norg: a link to nothing"))
        #expect(output.err.contains("in/pipe.norg: not a regular file; skipped"))
        #expect(output.err.contains("2 pages written to \(folder.path)/out; 2 skipped"))
    }

    @Test func aNameThatIsNotUTF8IsSkippedAndShownEscaped() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "- ( ) fine\n")
        var name = Array((folder.path + "/in/bad").utf8) + [0xFF, 0x1B] + Array(".norg".utf8) + [0]
        let descriptor = name.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o600) }
        }
        try #require(descriptor >= 0)
        close(descriptor)
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", folder.path + "/in"]) == 1)
        #expect(output.out == "\(folder.path)/in/a.norg:1: undone fine\n")
        #expect(output.err.contains("in/bad\\xff\\x1b.norg: the name is not valid UTF-8; skipped"))

        let render = TaskCommandOutput()
        #expect(render.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 1)
        #expect(folder.read("out/a.html") != nil)
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableFileIsSkippedAndTheRestRendered() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/a.norg", "* A\n")
        let locked = try folder.write("in/b.norg", "* B\n")
        #expect(chmod(locked, 0) == 0)
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/in", "-o", folder.path + "/out"]) == 1)
        #expect(folder.read("out/a.html") != nil)
        #expect(output.err.contains("cannot read \(locked): Permission denied; skipped"))
    }

    @Test func renderRefusesToWriteOverItsInput() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let note = try folder.write("notes.norg", "* Keep me\n")
        let other = try folder.write("other.norg", "* Me too\n")
        let output = TaskCommandOutput()
        #expect(output.run(["render", note, "-o", note]) == 1)
        #expect(output.run(["render", note, "-o", other]) == 1)
        #expect(folder.read("notes.norg") == "* Keep me\n")
        #expect(folder.read("other.norg") == "* Me too\n")
        #expect(output.err.contains("is the input document; refusing"))
        #expect(output.err.contains("is a Norg document; refusing"))

        try FileManager.default.createSymbolicLink(atPath: folder.path + "/alias.html", withDestinationPath: note)
        #expect(output.run(["render", note, "-o", folder.path + "/alias.html"]) == 1)
        #expect(folder.read("notes.norg") == "* Keep me\n")

        #expect(output.run(["render", note, "-o", other, "--force"]) == 0)
        #expect(folder.read("other.norg")?.hasPrefix("<!DOCTYPE html>") == true)
    }
}

/// A file name that is not UTF-8 can be named on the command line.
@Suite struct RawPathTests {
    @Test func anArgumentThatIsNotUTF8NamesItsFile() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let nameBytes = Array((folder.path + "/caf").utf8) + [0xE9] + Array(".norg".utf8)
        let descriptor = (nameBytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o600) }
        }
        try #require(descriptor >= 0)
        _ = "- ( ) latin-1 name\n".withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        let argument = RawPath.string(fromBytes: nameBytes)
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", argument]) == 0)
        #expect(output.out == "\(folder.path)/caf\\xe9.norg:1: undone latin-1 name\n")
    }

    @Test func validUTF8ArgumentsAreUnchanged() {
        #expect(RawPath.string(fromBytes: Array("notes/ünï.norg".utf8)) == "notes/ünï.norg")
        #expect(RawPath.string(fromBytes: [0x61, 0xFF, 0x62]).unicodeScalars.map(\.value) == [0x61, 0x10FFFF, 0x62])
    }
}
