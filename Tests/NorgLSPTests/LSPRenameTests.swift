import Foundation
import Testing
@testable import NorgLSP

private let linked: [String: String] = [
    "index.norg": "* Index\n** Plans\n  Local {** Plans} and {# Plans}.\n",
    "notes/b.norg": "* B\n  See {:../index:** Plans}[plans], {? Plans} and {:$/index:}.\n",
]

/// Renaming a heading, and a file: one edit of every link that reaches it, or a refusal.
@Suite struct LSPRenameTests {
    /// The edits of a `WorkspaceEdit` as `path line:char-line:char newText`, sorted.
    private func edits(_ result: JSONValue, _ client: LSPTestClient) -> [String] {
        guard case .object(let changes)? = result["changes"] else { return [] }
        var lines: [String] = []
        let prefix = client.uri("").count
        for (uri, list) in changes {
            for edit in list.array ?? [] {
                let range = edit["range"]?.rangeText ?? ""
                let text = edit["newText"]?.string ?? ""
                lines.append(String(uri.dropFirst(prefix)) + " " + range + " " + text)
            }
        }
        return lines.sorted()
    }

    @Test func renamingAHeadingRewritesItAndEveryLinkThatReachesIt() {
        let client = LSPTestClient(files: linked)
        client.initialize()
        client.open("index.norg")
        let prepared = client.request("textDocument/prepareRename", client.position("index.norg", line: 1, character: 5))
        #expect(prepared["placeholder"] == "Plans")
        #expect(prepared["range"]?.rangeText == "1:3-1:8")
        var params = client.position("index.norg", line: 1, character: 5)
        if case .object(var object) = params { object["newName"] = "Goals"; params = .object(object) }
        let result = client.request("textDocument/rename", params)
        #expect(edits(result, client) == [
            "index.norg 1:3-1:8 Goals", "index.norg 2:12-2:17 Goals", "index.norg 2:26-2:31 Goals",
            "notes/b.norg 1:20-1:25 Goals", "notes/b.norg 1:38-1:43 Goals",
        ].sorted())
    }

    @Test func renameFromALinkFindsTheHeadingItReaches() {
        let client = LSPTestClient(files: linked)
        client.initialize()
        client.open("notes/b.norg")
        let prepared = client.request("textDocument/prepareRename", client.position("notes/b.norg", line: 1, character: 10))
        #expect(prepared["placeholder"] == "Plans")
        #expect(prepared["range"]?.rangeText == "1:20-1:25")
    }

    @Test func aNewTitleAnotherHeadingOfThatLevelHasIsRefused() {
        let client = LSPTestClient(files: ["a.norg": "* One\n* Two\n"])
        client.initialize()
        var params = client.position("a.norg", line: 0, character: 3)
        if case .object(var object) = params { object["newName"] = "two"; params = .object(object) }
        let response = client.requestMessage("textDocument/rename", params)
        #expect(response["error"]?["message"]?.string?.contains("already has a level-1 heading") == true)
    }

    @Test func aRenameThatWouldSendAWikiLinkElsewhereIsRefused() {
        // `{? Taken}` goes to b's heading; a heading of that title in a (first in path order) would take it.
        let client = LSPTestClient(files: ["a.norg": "* Mine\n", "b.norg": "* Taken\n", "c.norg": "{? Taken}\n"])
        client.initialize()
        var params = client.position("a.norg", line: 0, character: 3)
        if case .object(var object) = params { object["newName"] = "Taken"; params = .object(object) }
        let response = client.requestMessage("textDocument/rename", params)
        #expect(response["error"]?["message"]?.string?.contains("{? Taken} on line 1 of c.norg") == true)
    }

    @Test func renameEditsCountUTF16UnitsAfterNonASCIITitles() {
        let client = LSPTestClient(files: ["a.norg": "* Café 😀\nsee {* Café 😀}\n"])
        client.initialize()
        var params = client.position("a.norg", line: 1, character: 8)
        if case .object(var object) = params { object["newName"] = "Tea"; params = .object(object) }
        #expect(edits(client.request("textDocument/rename", params), client) == ["a.norg 0:2-0:9 Tea", "a.norg 1:7-1:14 Tea"])
    }

    @Test func aRenameThatWouldBreakAScopedLinkThroughTheHeadingIsRefused() {
        let client = LSPTestClient(files: ["a.norg": "* A\n** B\n{* A : ** B}\n"])
        client.initialize()
        var params = client.position("a.norg", line: 0, character: 2)
        if case .object(var object) = params { object["newName"] = "Z"; params = .object(object) }
        let response = client.requestMessage("textDocument/rename", params)
        #expect(response["error"]?["message"]?.string?.contains("{* A : ** B} on line 3 of a.norg") == true)
    }

    @Test func prepareRenameRefusesWhatIsNoHeading() {
        let client = LSPTestClient(files: ["a.norg": "* One\ntext {:b:}\n", "b.norg": "* B\n"])
        client.initialize()
        #expect(client.requestMessage("textDocument/prepareRename", client.position("a.norg", line: 1, character: 2))["error"] != nil)
        // A link to a whole document names no heading.
        #expect(client.requestMessage("textDocument/prepareRename", client.position("a.norg", line: 1, character: 7))["error"] != nil)
    }

    @Test func renamingAFileRewritesEveryLinkToItAndTheMovedFilesOwnRelativeLinks() {
        let client = LSPTestClient(files: [
            "index.norg": "{:notes/b:} {:notes/b:* B} {:$/notes/b:} {/ notes/b.norg}\n",
            "notes/b.norg": "* B\n{:c:} {:$/index:}\n",
            "notes/c.norg": "{:b:* B}\n",
        ])
        client.initialize()
        let result = client.request("workspace/willRenameFiles", ["files": [[
            "oldUri": .string(client.uri("notes/b.norg")), "newUri": .string(client.uri("archive/old/b.norg")),
        ]]])
        #expect(edits(result, client) == [
            "index.norg 0:2-0:9 archive/old/b", "index.norg 0:14-0:21 archive/old/b", "index.norg 0:29-0:38 $/archive/old/b",
            "index.norg 0:44-0:56 archive/old/b.norg",
            "notes/b.norg 1:2-1:3 ../../notes/c",
            "notes/c.norg 0:2-0:3 ../archive/old/b",
        ].sorted())
        let capability = client.initialize()["capabilities"]?["workspace"]?["fileOperations"]?["willRename"]
        #expect(capability?["filters"]?.array?.first?["pattern"]?["glob"] == "**/*.norg")
    }

    @Test func theServerWritesNoFileWhenRenaming() throws {
        let client = LSPTestClient(files: linked)
        client.initialize()
        var params = client.position("index.norg", line: 1, character: 5)
        if case .object(var object) = params { object["newName"] = "Goals"; params = .object(object) }
        _ = client.request("textDocument/rename", params)
        let text = try String(contentsOfFile: client.root + "/index.norg", encoding: .utf8)
        #expect(text == linked["index.norg"])
    }
}
