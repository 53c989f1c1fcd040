import Foundation
import Testing
import NorgKit
@testable import NorgUI

/// Row identities come from the path of ancestor titles and the occurrence among equal siblings,
/// so collapse state stays with its section when the document changes elsewhere.
@Suite struct NorgRowIdentityTests {
    private func ids(_ source: String) -> [String: String] {
        // Each row's id by a readable path of the texts above and at it.
        var result: [String: String] = [:]
        var stack = NorgOutline(document: NorgParser.parse(source)).nodes.reversed().map { ($0, "") }
        while let (node, prefix) = stack.popLast() {
            var key = prefix + "/" + NorgInlineRuns.plainText(node.row.inlines)
            while result[key] != nil { key += "'" }
            result[key] = node.id
            stack.append(contentsOf: node.children.reversed().map { ($0, key) })
        }
        return result
    }

    @Test func insertingASameTitledHeadingElsewhereKeepsEveryOtherSectionsID() {
        let original = """
            * Work
            ** Notes
               work notes
            * Home
            ** Notes
               home notes
            """
        let edited = """
            * Intro
            ** Notes
               new notes
            * Work
            ** Notes
               work notes
            * Home
            ** Notes
               home notes
            """
        let before = ids(original)
        let after = ids(edited)
        for (path, id) in before {
            #expect(after[path] == id, "\(path)")
        }
        #expect(Set(after.values).count == after.count)
    }

    @Test func sameTitledSiblingsAreNumberedAmongThemselvesOnly() {
        let outline = NorgOutline(document: NorgParser.parse("* A\n* B\n* A\n"))
        let ids = outline.rows.map(\.id)
        #expect(Set(ids).count == 3)
        #expect(ids[2] == ids[0] + ".2")
    }

    @Test func headingIDsAreNotLinkIndexIDs() {
        // LinkIndex numbers equal titles through the whole document (`notes`, `notes-2`); rows do not use them.
        let document = NorgParser.parse("* Notes\n* Other\n** Notes\n")
        let index = LinkIndex(document: document)
        let outline = NorgOutline(document: document)
        #expect(outline.rows.allSatisfy { $0.id.hasPrefix("@") })
        guard case .heading(let heading) = document.blocks[0] else { return }
        #expect(index.id(for: heading.range) == "notes")
    }

    @Test func definitionsAndTableCellsGetContentIDsToo() {
        let outline = NorgOutline(document: NorgParser.parse("$ Term\nbody\n\n: A1 : one\n: B1 : two\n"))
        #expect(outline.rows.allSatisfy { $0.id.hasPrefix("@") })
        for node in outline.rows {
            if case .table(let table) = node.row.kind { #expect(table.cells.allSatisfy { $0.id.hasPrefix("@") }) }
        }
    }
}
