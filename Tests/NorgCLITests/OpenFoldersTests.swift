#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import NorgCLI

/// A site reads each note by its name in its opened folder (`OpenFolders`): what it reads is
/// what the note's full path holds, byte for byte, whatever the folders are named.
@Suite struct OpenFoldersTests {
    /// Writes `text` at `relative` below `root` with the system calls, so the name keeps its very
    /// bytes (no layer between that might normalise it).
    private func make(_ root: String, _ folder: String, _ name: String, _ text: String) throws {
        if !folder.isEmpty { #expect(mkdir(root + "/" + folder, 0o755) == 0 || errno == EEXIST) }
        let path = folder.isEmpty ? root + "/" + name : root + "/" + folder + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    @Test func eachNoteIsReadFromTheFolderWhoseNameHasItsVeryBytes() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        // Two folders named alike in two Unicode normalisations: one key as `String`s, two
        // folders on the disk.
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        try make(folder.path, composed, "n.norg", "composed")
        try make(folder.path, decomposed, "n.norg", "decomposed")
        try make(folder.path, composed + "/deeper", "m.norg", "deeper")
        try make(folder.path, "", "top.norg", "top")
        try make(folder.path, composed, "p.norg", "back")
        // A folder met again after others, as a walk lists a folder's files after a subfolder's.
        let notes = [composed + "/n.norg", decomposed + "/n.norg", composed + "/deeper/m.norg", "top.norg", composed + "/p.norg"]
        let folders = OpenFolders(root: folder.path, paths: notes)
        defer { folders.closeAll() }
        for (position, text) in ["composed", "decomposed", "deeper", "top", "back"].enumerated() {
            #expect(try folders.read(position, path: folder.path + "/" + notes[position], limit: .standard) == Array(text.utf8))
        }
    }

    @Test func aNoteThatCannotBeReadFailsAsItsFullPathWould() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try make(folder.path, "a", "n.norg", "n")
        let notes = ["a/n.norg", "a/gone.norg", "missing/x.norg"]
        let folders = OpenFolders(root: folder.path, paths: notes)
        defer { folders.closeAll() }
        for position in 1...2 {
            let path = folder.path + "/" + notes[position]
            var direct = "", opened = ""
            do { _ = try LocalFile.read(path, limit: .standard) } catch { direct = error.message }
            do { _ = try folders.read(position, path: path, limit: .standard) } catch { opened = error.message }
            #expect(!opened.isEmpty)
            #expect(opened == direct)
        }
    }
}
