import Foundation
import Testing
import NorgKit
@testable import NorgReaderKit

@Suite struct ReaderSavingTests {
    @Test func settingAStatusWritesTheFileAndRefreshesTheDocument() throws {
        let folder = try NoteFolderFixture(["todo.norg": "* Today\n- ( ) Buy milk\n- ( ) Call Bo\n"])
        var library = try ReaderLibrary(folder: folder.url)
        try library.setStatus(.done, line: 2, inDocumentAt: "todo.norg")
        #expect(try folder.read("todo.norg") == "* Today\n- (x) Buy milk\n- ( ) Call Bo\n")
        #expect(TaskScanner.scan(try #require(library.document(at: "todo.norg")).document).map(\.status) == [.done, .undone])
    }

    @Test func anEditMadeElsewhereIsKeptAndTheStaleCopyIsNotWrittenOverIt() throws {
        let folder = try NoteFolderFixture(["todo.norg": "- ( ) Buy milk\n"])
        var library = try ReaderLibrary(folder: folder.url)
        // Another editor rewrites the task's line after the reader read the file.
        try folder.write("- ( ) Buy oat milk\n", to: "todo.norg")
        #expect(throws: ReaderSaveError.self) { try library.setStatus(.done, line: 1, inDocumentAt: "todo.norg") }
        #expect(try folder.read("todo.norg") == "- ( ) Buy oat milk\n")
        #expect(library.document(at: "todo.norg")?.source == "- ( ) Buy oat milk\n")
    }

    @Test func aStatusChangedElsewhereIsRefusedAndTheDocumentReloaded() throws {
        let folder = try NoteFolderFixture(["todo.norg": "- ( ) Buy milk\n"])
        var library = try ReaderLibrary(folder: folder.url)
        try folder.write("- (!) Buy milk\n", to: "todo.norg")
        do {
            try library.setStatus(.done, line: 1, inDocumentAt: "todo.norg")
            Issue.record("the write was not refused")
        } catch {
            // The line's text (status character included) is checked first.
            #expect(error.error == .lineTextMismatch(line: 1))
        }
        #expect(try folder.read("todo.norg") == "- (!) Buy milk\n")
        #expect(TaskScanner.scan(try #require(library.document(at: "todo.norg")).document).first?.status == .urgent)
    }

    @Test func theWriteKeepsEditsOnOtherLinesMadeElsewhere() throws {
        let folder = try NoteFolderFixture(["todo.norg": "- ( ) Buy milk\n- ( ) Call Bo\n"])
        var library = try ReaderLibrary(folder: folder.url)
        try folder.write("- ( ) Buy milk\n- ( ) Call Bo today\n", to: "todo.norg")
        try library.setStatus(.done, line: 1, inDocumentAt: "todo.norg")
        #expect(try folder.read("todo.norg") == "- (x) Buy milk\n- ( ) Call Bo today\n")
        #expect(library.document(at: "todo.norg")?.source == "- (x) Buy milk\n- ( ) Call Bo today\n")
    }

    @Test func parentTasksFollowOnlyWhenAsked() throws {
        let source = "- ( ) Trip\n-- ( ) Pack\n"
        let folder = try NoteFolderFixture(["a.norg": source, "b.norg": source])
        var library = try ReaderLibrary(folder: folder.url)
        try library.setStatus(.done, line: 2, inDocumentAt: "a.norg")
        try library.setStatus(.done, line: 2, inDocumentAt: "b.norg", updatingParents: true)
        #expect(try folder.read("a.norg") == "- ( ) Trip\n-- (x) Pack\n")
        #expect(try folder.read("b.norg") == "- (x) Trip\n-- (x) Pack\n")
    }
}

@Suite struct ReaderRefreshTests {
    @Test func theTaskListsFollowAWrite() throws {
        let folder = try NoteFolderFixture(["todo.norg": "- ( ) Buy milk\n- ( ) Call Bo\n"])
        var library = try ReaderLibrary(folder: folder.url)
        let today = TaskDay(year: 2026, month: 12, day: 1)!
        try library.setStatus(.done, line: 1, inDocumentAt: "todo.norg")
        #expect(library.tasks(.open, today: today).map(\.task.text) == ["Call Bo"])
    }

    @Test func anUpdatedDocumentTakesItsPlaceByItsNewTitle() throws {
        let folder = try NoteFolderFixture(["a.norg": "", "b.norg": ""])
        var library = try ReaderLibrary(folder: folder.url)
        let a = try #require(library.document(at: "a.norg"))
        library.update(ReaderDocument(path: "a.norg", url: a.url, source: "@document.meta\ntitle: z\n@end\n"))
        library.update(ReaderDocument(path: "elsewhere.norg", url: a.url, source: ""))
        #expect(library.documents.map(\.title) == ["b", "z"])
    }
}
