import Foundation
import Testing
import NorgKit
@testable import NorgReaderKit

@Suite struct ReaderLibraryTests {
    @Test func findsNorgFilesInSubfoldersAndSkipsHiddenAndOtherFiles() throws {
        let folder = try NoteFolderFixture([
            "b.norg": "* B", "sub/a.norg": "* A", "notes.txt": "x", ".hidden.norg": "* H", ".git/c.norg": "* C",
        ])
        #expect(try NoteFolder.documentPaths(in: folder.url) == ["b.norg", "sub/a.norg"])
    }

    @Test func symbolicLinksAreNotFollowedSoTheWalkStaysInTheFolder() throws {
        let outside = try NoteFolderFixture(["secret.norg": "* Secret"])
        let folder = try NoteFolderFixture(["a.norg": "* A"])
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("link.norg"),
                                                   withDestinationURL: outside.url.appendingPathComponent("secret.norg"))
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("loop"), withDestinationURL: folder.url)
        #expect(try NoteFolder.documentPaths(in: folder.url) == ["a.norg"])
    }

    @Test func aSymbolicLinkInsideTheFolderIsFollowedOnceAsTheCommandLineFollowsIt() throws {
        let folder = try NoteFolderFixture(["notes/a.norg": "* A"])
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("alias"),
                                                   withDestinationURL: folder.url.appendingPathComponent("notes"))
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("b.norg"),
                                                   withDestinationURL: folder.url.appendingPathComponent("notes/a.norg"))
        // `alias` and `notes` are one folder: the first reached in byte order is walked.
        #expect(try NoteFolder.documentPaths(in: folder.url) == ["alias/a.norg", "b.norg"])
    }

    @Test func aPathThatIsNotAFolderIsAnErrorNotAnEmptyLibrary() throws {
        let folder = try NoteFolderFixture(["a.norg": "* A"])
        #expect(throws: NoteFolder.NotAFolder.self) { try ReaderLibrary(folder: folder.url.appendingPathComponent("a.norg")) }
        #expect(throws: NoteFolder.NotAFolder.self) { try ReaderLibrary(folder: folder.url.appendingPathComponent("missing")) }
    }

    @Test func titleComesFromDocumentMetaElseFromTheFileName() throws {
        let folder = try NoteFolderFixture([
            "garden.norg": "@document.meta\ntitle: My Garden\n@end\n* Beds",
            "sub/plain-note.norg": "just text",
            "blank.norg": "@document.meta\ntitle:   \n@end\n",
        ])
        let library = try ReaderLibrary(folder: folder.url)
        #expect(library.document(at: "garden.norg")?.title == "My Garden")
        #expect(library.document(at: "sub/plain-note.norg")?.title == "plain-note")
        #expect(library.document(at: "blank.norg")?.title == "blank")
    }

    @Test func documentsAreSortedByTitleIgnoringCaseThenByPath() throws {
        let folder = try NoteFolderFixture([
            "z.norg": "@document.meta\ntitle: apple\n@end\n",
            "a.norg": "@document.meta\ntitle: Banana\n@end\n",
            "y/same.norg": "", "x/same.norg": "",
        ])
        let library = try ReaderLibrary(folder: folder.url)
        #expect(library.documents.map(\.path) == ["z.norg", "a.norg", "x/same.norg", "y/same.norg"])
    }

    @Test func reloadReadsTheFileAsItIsNow() throws {
        let folder = try NoteFolderFixture(["a.norg": "* Old"])
        var library = try ReaderLibrary(folder: folder.url)
        try folder.write("@document.meta\ntitle: New\n@end\n", to: "a.norg")
        #expect(library.reload(path: "a.norg") == nil)
        #expect(library.document(at: "a.norg")?.title == "New")
    }
}

@Suite struct ReaderLaunchTests {
    @Test func theFolderIsTheFirstArgumentResolvedFromTheCurrentFolderElseTheCurrentFolder() {
        #expect(ReaderLaunch.folder(arguments: ["NorgReader"], currentFolder: "/home/me").path == "/home/me")
        #expect(ReaderLaunch.folder(arguments: ["NorgReader", "notes"], currentFolder: "/home/me").path == "/home/me/notes")
        #expect(ReaderLaunch.folder(arguments: ["NorgReader", "/srv/notes/"], currentFolder: "/home/me").path == "/srv/notes")
    }
}
