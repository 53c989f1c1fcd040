import Foundation
import Synchronization
import Testing
@testable import NorgKit

/// An editor that saves in place (truncating the file and writing it anew, without the lock)
/// while a status is being set never gets a file of NULs or of mixed contents (issue 29, finding 10).
@Suite struct TaskWriterRaceTests {
    /// A temporary note file, removed by `remove()`.
    struct Note {
        let folder: String
        let path: String

        init(_ bytes: [UInt8]) throws {
            folder = NSTemporaryDirectory() + "norg-race-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            path = folder + "/note.norg"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }

        /// The path as `TaskWriter.editFile(atPath:)` takes it.
        var systemPath: [CChar] { path.utf8CString.map { $0 } }
        var bytes: [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// Truncates the file at `path` and writes `bytes` into it, as an editor saving in place does.
    static func saveInPlace(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0 else { return }
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// The edit `norg set-status FILE LINE done` makes.
    static func setDone(line: Int) -> ([UInt8]) throws(TaskWriteError) -> [UInt8] {
        TaskWriter.statusEdit(.done, line: line, expecting: nil, lineText: nil, updatingParents: false)
    }

    /// Shorter, and of the same length (which size and time alone would not tell apart).
    @Test(arguments: [
        ("- ( ) one\n- ( ) two, a longer task\n", "- ( ) x\n"),
        ("- ( ) one\n- ( ) two\n", "- ( ) uno\n* ( ) dos\n"),
    ])
    func aFileRewrittenBetweenReadAndWriteIsRefusedWithNothingWritten(_ original: String, _ saved: String) throws {
        let note = try Note(Array(original.utf8))
        defer { note.remove() }
        let editors = Array(saved.utf8)
        #expect(throws: TaskWriteError.fileChangedBeforeWrite) {
            try TaskWriter.editFile(atPath: note.systemPath) { bytes throws(TaskWriteError) in
                // The edit runs between the read and the write: the editor saves right then.
                Self.saveInPlace(editors, to: note.path)
                return try Self.setDone(line: 2)(bytes)
            }
        }
        #expect(note.bytes == editors)
    }

    @Test func aFileReplacedByRenameBetweenReadAndWriteIsRefused() throws {
        let note = try Note(Array("- ( ) one\n".utf8))
        defer { note.remove() }
        let saved = note.folder + "/saved"
        #expect(throws: TaskWriteError.fileChangedBeforeWrite) {
            try TaskWriter.editFile(atPath: note.systemPath) { bytes throws(TaskWriteError) in
                // The same bytes in a new file renamed over the old one, as many editors save.
                _ = FileManager.default.createFile(atPath: saved, contents: Data(bytes))
                rename(saved, note.path)
                return try Self.setDone(line: 1)(bytes)
            }
        }
        #expect(note.bytes == Array("- ( ) one\n".utf8))
    }

    @Test func linesAppendedBetweenReadAndWriteAreKeptWithTheEdit() throws {
        let note = try Note(Array("- ( ) one\n".utf8))
        defer { note.remove() }
        _ = try TaskWriter.editFile(atPath: note.systemPath) { bytes throws(TaskWriteError) in
            let descriptor = open(note.path, O_WRONLY | O_APPEND)
            _ = "- ( ) two\n".withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
            return try Self.setDone(line: 1)(bytes)
        }
        #expect(note.bytes == Array("- (x) one\n- ( ) two\n".utf8))
    }

    /// Whether `file` is what may be left after the editor's last save of `editors` and a status
    /// edit: exactly the editor's bytes, or those with one undone status byte made done.
    static func isIntact(_ file: [UInt8], after editors: [UInt8]) -> Bool {
        guard file.count == editors.count else { return false }
        let differing = file.indices.filter { file[$0] != editors[$0] }
        return differing.isEmpty
            || (differing.count == 1 && editors[differing[0]] == UInt8(ascii: " ") && file[differing[0]] == UInt8(ascii: "x"))
    }

    @Test func anEditorSavingInPlaceDuringTheEditNeverCorruptsTheFile() throws {
        // The task sits far into a long file, so the parse gives the editor time to save; the
        // editor's versions are shorter than the task's offset (where a write would leave NULs)
        // or hold the task elsewhere.
        let long = Array(((1...400).map { "- ( ) task \($0) with some words\n" }.joined()).utf8)
        let short = Array("- ( ) saved by the editor\n".utf8)
        let moved = Array(("* Heading\n" + (1...400).map { "- ( ) task \($0)\n" }.joined()).utf8)
        var corrupted: [Int] = []
        var outcomes = (written: 0, refused: 0)
        for trial in 0..<50 {
            let note = try Note(long)
            defer { note.remove() }
            let saves = [trial % 3 == 0 ? moved : short] + (trial % 2 == 0 ? [short] : [])
            let editorDone = Mutex(false)
            let editor = Thread {
                usleep(UInt32(trial % 10) * 150)
                for save in saves {
                    Self.saveInPlace(save, to: note.path)
                    usleep(100)
                }
                editorDone.withLock { $0 = true }
            }
            editor.start()
            do {
                _ = try TaskWriter.editFile(atPath: note.systemPath, Self.setDone(line: 400))
                outcomes.written += 1
            } catch {
                outcomes.refused += 1
            }
            while !editorDone.withLock({ $0 }) { usleep(50) }
            // The editor's bytes hold no NUL, so a file with one (a hole) is never intact.
            if !Self.isIntact(note.bytes, after: saves.last!) { corrupted.append(trial) }
        }
        #expect(corrupted.isEmpty, "corrupted trials: \(corrupted) (\(outcomes.written) written, \(outcomes.refused) refused)")
    }
}
