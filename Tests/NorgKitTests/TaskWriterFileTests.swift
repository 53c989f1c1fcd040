import Foundation
import Synchronization
import Testing
@testable import NorgKit

/// The file write-back: `TaskWriter.setStatus(_:line:inFileAt:…)` edits in place under a lock.
@Suite struct TaskWriterFileTests {
    /// A fresh folder with one note in it, removed by `remove()`.
    struct Note {
        let folder: String
        let path: String
        var url: URL { URL(fileURLWithPath: path) }

        init(_ contents: String) throws {
            folder = NSTemporaryDirectory() + "norg-file-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            path = folder + "/note.norg"
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }

        var bytes: [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }
        var text: String { String(decoding: bytes, as: UTF8.self) }

        func info() -> stat {
            var info = stat()
            _ = stat(path, &info)
            return info
        }

        func remove() {
            chmod(path, 0o644)
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    @Test func theStatusByteIsWrittenInPlaceAndTheFileReturned() throws {
        let note = try Note("* Tasks\r\n  - (# A| ) first\r\n  - (x) second\r\n")
        defer { note.remove() }
        let inode = note.info().st_ino
        let edit = try TaskWriter.setStatus(.done, line: 2, inFileAt: note.url)
        #expect(note.text == "* Tasks\r\n  - (# A|x) first\r\n  - (x) second\r\n")
        #expect(edit.bytes == note.bytes)
        #expect(edit.text == note.text)
        #expect(edit.changedOffsets == [18])
        #expect(note.info().st_ino == inode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: note.folder) == ["note.norg"])
    }

    @Test func settingTheCurrentStatusWritesNothing() throws {
        let note = try Note("- (x) task\n")
        defer { note.remove() }
        let edit = try TaskWriter.setStatus(.done, line: 1, inFileAt: note.url, expecting: .done)
        #expect(edit.changedOffsets.isEmpty)
        #expect(note.text == "- (x) task\n")
    }

    @Test func fortyConcurrentWritersOnDifferentLinesAllApply() throws {
        let lines = (1...40).map { "- ( ) task \($0)\n" }
        let note = try Note(lines.joined())
        defer { note.remove() }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            do {
                try TaskWriter.setStatus(.done, line: index + 1, inFileAt: note.url, expecting: .undone)
            } catch {
                failures.withLock { $0.append("line \(index + 1): \(error)") }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        #expect(note.text == lines.map { $0.replacingOccurrences(of: "( )", with: "(x)") }.joined())
    }

    @Test func anEditorsChangeBeforeTheEditIsKeptAndReturned() throws {
        let note = try Note("- ( ) one\n- ( ) two\n")
        defer { note.remove() }
        // The app read the file, then an editor saved a new line at the end.
        let shown = note.text
        try Data("- ( ) one\n- ( ) two\n- ( ) three, from the editor\n".utf8).write(to: note.url)
        let shownLine = TaskWriter.lineText(2, in: shown)
        let edit = try TaskWriter.setStatus(.done, line: 2, inFileAt: note.url, lineText: shownLine)
        #expect(note.text == "- ( ) one\n- (x) two\n- ( ) three, from the editor\n")
        #expect(edit.text == note.text)
    }

    @Test func aLineThatNoLongerReadsAsShownIsRefusedWithNothingWritten() throws {
        let note = try Note("- ( ) one\n- ( ) two\n")
        defer { note.remove() }
        let shown = note.text
        // An editor inserted a task above: line 2 now holds another task, with the same status.
        let edited = "- ( ) new\n- ( ) one\n- ( ) two\n"
        try Data(edited.utf8).write(to: note.url)
        #expect(throws: TaskWriteError.lineTextMismatch(line: 2)) {
            try TaskWriter.setStatus(.done, line: 2, inFileAt: note.url, expecting: .undone,
                                     lineText: TaskWriter.lineText(2, in: shown))
        }
        #expect(note.text == edited)
    }

    @Test func aStaleExpectedStatusIsRefusedWithNothingWritten() throws {
        let note = try Note("- (x) done elsewhere\n")
        defer { note.remove() }
        #expect(throws: TaskWriteError.statusMismatch(line: 1, expected: .undone, found: .done)) {
            try TaskWriter.setStatus(.pending, line: 1, inFileAt: note.url, expecting: .undone)
        }
        #expect(note.text == "- (x) done elsewhere\n")
    }

    @Test func aHardLinkSeesTheChange() throws {
        let note = try Note("- ( ) task\n")
        defer { note.remove() }
        let link = note.folder + "/link.norg"
        try FileManager.default.linkItem(atPath: note.path, toPath: link)
        try TaskWriter.setStatus(.done, line: 1, inFileAt: note.url)
        #expect(FileManager.default.contents(atPath: link) == Data("- (x) task\n".utf8))
    }

    @Test func aSymbolicLinkIsWrittenThroughToItsFile() throws {
        let note = try Note("- ( ) task\n")
        defer { note.remove() }
        let link = note.folder + "/link.norg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: note.path)
        try TaskWriter.setStatus(.done, line: 1, inFileAt: URL(fileURLWithPath: link))
        #expect(note.text == "- (x) task\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == note.path)
    }

    @Test func modeIsKept() throws {
        let note = try Note("- ( ) task\n")
        defer { note.remove() }
        chmod(note.path, 0o604)
        try TaskWriter.setStatus(.done, line: 1, inFileAt: note.url)
        #expect(note.info().st_mode & 0o7777 == 0o604)
        #expect(note.text == "- (x) task\n")
    }

    @Test(.enabled(if: geteuid() == 0, "giving a file another owner needs root"))
    func ownerAndGroupAreKept() throws {
        let note = try Note("- ( ) task\n")
        defer { note.remove() }
        #expect(chown(note.path, 4321, 8765) == 0)
        try TaskWriter.setStatus(.done, line: 1, inFileAt: note.url)
        #expect(note.info().st_uid == 4321)
        #expect(note.info().st_gid == 8765)
        #expect(note.text == "- (x) task\n")
    }

    @Test func aFileWithoutWriteBitsIsRefusedEvenForRoot() throws {
        let note = try Note("- ( ) task\n")
        defer { note.remove() }
        chmod(note.path, 0o444)
        #expect(throws: TaskWriteError.fileReadOnly(mode: 0o444)) {
            try TaskWriter.setStatus(.done, line: 1, inFileAt: note.url)
        }
        #expect(note.text == "- ( ) task\n")
        #expect(note.info().st_mode & 0o7777 == 0o444)
    }

    @Test func aFileLockedByAnotherWriterIsRefusedAfterTheWait() throws {
        let note = try Note("- ( ) task\n")
        defer { note.remove() }
        let holder = open(note.path, O_RDONLY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        #expect(throws: TaskWriteError.fileLockTimedOut(waited: .milliseconds(50))) {
            try TaskWriter.editFile(at: note.url, lockWait: .milliseconds(50)) { bytes throws(TaskWriteError) in
                try TaskWriter.setStatus(.done, line: 1, in: bytes)
            }
        }
        #expect(note.text == "- ( ) task\n")
    }

    @Test func anEditThatWouldChangeTheLengthIsRefused() throws {
        let note = try Note("- ( ) task\n")
        defer { note.remove() }
        #expect(throws: TaskWriteError.editChangesLength) {
            try TaskWriter.editFile(at: note.url) { bytes in bytes + [0x0A] }
        }
        #expect(note.text == "- ( ) task\n")
    }

    @Test func missingFilesFoldersAndFIFOsAreRefused() throws {
        let note = try Note("")
        defer { note.remove() }
        let missing = URL(fileURLWithPath: note.folder + "/missing.norg")
        let fifo = note.folder + "/fifo.norg"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: TaskWriteError.fileNotOpened(reason: String(cString: strerror(ENOENT)))) {
            try TaskWriter.setStatus(.done, line: 1, inFileAt: missing)
        }
        #expect(throws: TaskWriteError.fileNotOpened(reason: String(cString: strerror(EISDIR)))) {
            try TaskWriter.setStatus(.done, line: 1, inFileAt: URL(fileURLWithPath: note.folder))
        }
        #expect(throws: TaskWriteError.fileNotRegular) {
            try TaskWriter.setStatus(.done, line: 1, inFileAt: URL(fileURLWithPath: fifo))
        }
        #expect(throws: TaskWriteError.fileNotOpened(reason: "not a file URL")) {
            try TaskWriter.setStatus(.done, line: 1, inFileAt: URL(string: "https://example.com/note.norg")!)
        }
    }

    @Test func lineTextIsTheLineWithoutItsEndingOrByteOrderMark() {
        let source = "\u{FEFF}- ( ) one\r\n- ( ) two\rlast"
        #expect(TaskWriter.lineText(1, in: source) == "- ( ) one")
        #expect(TaskWriter.lineText(2, in: source) == "- ( ) two")
        #expect(TaskWriter.lineText(3, in: source) == "last")
        #expect(TaskWriter.lineText(0, in: source) == nil)
        #expect(TaskWriter.lineText(4, in: source) == nil)
    }

    @Test func fileErrorsExplainThemselvesInOneLine() {
        let errors: [TaskWriteError] = [
            .fileNotOpened(reason: "No such file or directory"), .fileNotRegular, .fileReadOnly(mode: 0o444),
            .fileNotLocked(reason: "No locks available"), .fileLockTimedOut(waited: .seconds(10)),
            .fileNotRead(reason: "Input/output error"), .editChangesLength,
            .fileNotWritten(reason: "No space left on device"), .fileNotSynced(reason: "Input/output error"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
        #expect(TaskWriteError.fileReadOnly(mode: 0o444).description.contains("(mode 0444)"))
        #expect(TaskWriteError.fileReadOnly(mode: 0).description.contains("(mode 0000)"))
        #expect(TaskWriteError.fileNotOpened(reason: "Permission denied").description.hasSuffix("Permission denied"))
    }
}
