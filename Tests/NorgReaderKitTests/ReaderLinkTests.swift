import Foundation
import Testing
import NorgKit
@testable import NorgReaderKit

@Suite struct ReaderLinkTests {
    private func firstLink(in document: ReaderDocument) throws -> InlineLink {
        var found: InlineLink?
        func visit(_ inlines: [NorgInline]) {
            for inline in inlines where found == nil {
                if case .link(let link) = inline { found = link }
            }
        }
        for block in document.document.blocks {
            if case .paragraph(let paragraph) = block { visit(paragraph.content) }
        }
        return try #require(found)
    }

    private func target(_ source: String, from path: String = "notes/index.norg",
                        others: [String: String] = [:]) throws -> ReaderLinkTarget {
        var files = others
        files[path] = source
        let folder = try NoteFolderFixture(files)
        let library = try ReaderLibrary(folder: folder.url)
        let document = try #require(library.document(at: path))
        return library.target(of: try firstLink(in: document), inDocumentAt: path)
    }

    @Test func aHeadingLinkScrollsWithinTheDocumentToTheHeadingsId() throws {
        #expect(try target("See {* Plans}.\n* Plans\n") == .document(path: "notes/index.norg", id: "plans"))
    }

    @Test func aFileLinkOpensTheOtherDocumentRelativeToTheLinkingOne() throws {
        let result = try target("See {:garden:}.\n", others: ["notes/garden.norg": "* Beds\n"])
        #expect(result == .document(path: "notes/garden.norg", id: nil))
    }

    @Test func aFileLinkWithAHeadingOpensTheOtherDocumentAtThatHeading() throws {
        let result = try target("See {:../todo:** Later}.\n", others: ["todo.norg": "* Now\n** Later\n"])
        #expect(result == .document(path: "todo.norg", id: "later"))
    }

    @Test func aRootRelativeFileLinkResolvesFromTheFolder() throws {
        let result = try target("See {:$/todo:}.\n", others: ["todo.norg": "* Now\n"])
        #expect(result == .document(path: "todo.norg", id: nil))
    }

    @Test func aLinkToADocumentOutsideTheFolderIsUnresolved() throws {
        guard case .unresolved = try target("See {:../../etc/passwd:}.\n") else {
            Issue.record("a link out of the folder resolved")
            return
        }
    }

    @Test func aURLGoesToTheSystem() throws {
        #expect(try target("See {https://neorg.org}.\n") == .external(URL(string: "https://neorg.org")!))
    }
}
