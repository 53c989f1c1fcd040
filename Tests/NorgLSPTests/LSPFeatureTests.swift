import Testing
@testable import NorgLSP

/// A small workspace with every link kind the site resolves.
private let workspace: [String: String] = [
    "index.norg": """
    * Index
      See {:notes/b:}[b] and {:notes/b:** Details}[details].
      Local {* Index} and {# Glossary} and {? Shared Title}.
      Anchor [home] and [home]{:notes/b:}.
      Footnote {^ Note one}. Term {$ Term}. File {/ data.txt}.
      Broken {* Nowhere}.
    ** Glossary
    ^ Note one
      The note.
    $ Term
      The meaning.

    """,
    "notes/b.norg": """
    * B title
    ** Details
       - ( ) open task
       - (x) done task
    * Shared Title
      back to {:$/index:}.

    """,
    "data.txt": "data\n",
    ".hidden/secret.norg": "* Secret\n",
]

@Suite struct LSPDefinitionTests {
    private func definition(_ client: LSPTestClient, line: Int, character: Int) -> (String, String)? {
        let result = client.request("textDocument/definition", client.position("index.norg", line: line, character: character))
        guard let uri = result["uri"]?.string, let range = result["range"] else { return nil }
        return (String(uri.dropFirst(client.uri("").count)), range["start"]!.rangeText.components(separatedBy: "-").first!)
    }

    private func start(_ range: JSONValue?) -> String { "\(range?["line"]?.int ?? -1):\(range?["character"]?.int ?? -1)" }

    @Test func everyLinkKindGoesWhereTheSiteSendsIt() {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        client.open("index.norg")
        func go(_ line: Int, _ character: Int) -> String {
            let result = client.request("textDocument/definition", client.position("index.norg", line: line, character: character))
            guard let uri = result["uri"]?.string else { return "none" }
            return String(uri.dropFirst(client.uri("").count)) + "@" + start(result["range"]?["start"])
        }
        #expect(go(1, 8) == "notes/b.norg@0:0")            // {:notes/b:}
        #expect(go(1, 27) == "notes/b.norg@1:0")           // {:notes/b:** Details}
        #expect(go(2, 10) == "index.norg@0:0")             // {* Index}
        #expect(go(2, 24) == "index.norg@6:0")             // {# Glossary}
        #expect(go(2, 42) == "notes/b.norg@4:0")           // {? Shared Title}
        #expect(go(3, 10) == "notes/b.norg@0:0")           // [home]
        #expect(go(3, 21) == "notes/b.norg@0:0")           // [home]{:notes/b:}
        #expect(go(4, 13) == "index.norg@7:0")             // {^ Note one}
        #expect(go(4, 30) == "index.norg@9:0")             // {$ Term}
        #expect(go(4, 46) == "data.txt@0:0")               // {/ data.txt}
        #expect(go(5, 12) == "none")                       // {* Nowhere}
        #expect(go(0, 3) == "none")                        // not a link
    }

    @Test func aClosedFileLinksFromDiskToo() {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        client.open("index.norg")
        let result = client.request("textDocument/definition", client.position("notes/b.norg", line: 5, character: 12))
        #expect(result["uri"]?.string == client.uri("index.norg"))
    }
}

@Suite struct LSPDiagnosticTests {
    @Test func unresolvedLinksAreReportedInTheSitesWording() {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        client.open("index.norg")
        #expect(client.diagnosticMessages("index.norg") == ["unresolved link {* Nowhere}"])
        #expect(client.diagnostics("index.norg")?.first?["range"]?.rangeText == "5:9-5:20")
    }

    @Test func aWikiLinkAnotherNoteAnswersIsNoProblem() {
        let client = LSPTestClient(files: ["a.norg": "{? Elsewhere}\n", "b.norg": "* Elsewhere\n"])
        client.initialize()
        client.open("a.norg")
        #expect(client.diagnostics("a.norg") == [])
    }

    @Test func parseDiagnosticsAndPreOneTasksAreReported() {
        let client = LSPTestClient(files: ["a.norg": "@code\nunclosed\n- [x] old task\n"])
        client.initialize()
        client.open("a.norg", "- [x] old task\n|example\nnever closed\n")
        let messages = client.diagnosticMessages("a.norg")
        #expect(messages.contains { $0.contains("pre-1.0") })
        #expect(messages.contains { $0.contains("|example") })
    }

    @Test func anEditThatBreaksALinkIsReportedInTheOtherOpenFile() {
        let client = LSPTestClient(files: ["a.norg": "{:b:* Target}\n", "b.norg": "* Target\n"])
        client.initialize()
        client.open("a.norg")
        client.open("b.norg")
        #expect(client.diagnostics("a.norg") == [])
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(client.uri("b.norg")), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 2], "end": ["line": 0, "character": 8]],
                                "text": "Renamed"]],
        ])
        #expect(client.diagnosticMessages("a.norg") == ["unresolved link {:b:* Target}"])
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(client.uri("b.norg")), "version": 3],
            "contentChanges": [["text": "* Target\n"]],
        ])
        #expect(client.diagnostics("a.norg") == [])
    }

    @Test func aFileChangedOnDiskIsReadAgain() {
        let client = LSPTestClient(files: ["a.norg": "{:b:* Target}\n\nplain\n", "b.norg": "* Target\n"])
        client.initialize()
        client.open("a.norg")
        client.write("b.norg", "* Other\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri("b.norg")), "type": 2]]])
        #expect(client.diagnosticMessages("a.norg") == ["unresolved link {:b:* Target}"])
        client.write("c.norg", "{:a:}\n")
        client.write("b.norg", "* Target\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(client.uri("b.norg")), "type": 2],
                                                                       ["uri": .string(client.uri("c.norg")), "type": 1]]])
        #expect(client.diagnostics("a.norg") == [])
        let references = client.request("textDocument/references", client.position("a.norg", line: 2, character: 0).merging(
            ["context": ["includeDeclaration": false]]))
        #expect(references.array?.compactMap { $0["uri"]?.string } == [client.uri("c.norg")])
    }
}

@Suite struct LSPNavigationTests {
    @Test func referencesListTheBacklinksOfAHeadingAndOfADocument() {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        client.open("notes/b.norg")
        let params = client.position("notes/b.norg", line: 1, character: 3).merging(["context": ["includeDeclaration": false]])
        let toDetails = client.request("textDocument/references", params).array ?? []
        #expect(toDetails.map { $0["range"]!.rangeText } == ["1:25-1:55"])
        let toDocument = client.request("textDocument/references",
                                        client.position("notes/b.norg", line: 3, character: 0).merging(["context": ["includeDeclaration": false]]))
        #expect(toDocument.array?.count == 5)  // {:notes/b:}, {:notes/b:** Details}, {? Shared Title}, both [home]
        #expect(toDocument.array?.allSatisfy { $0["uri"]?.string == client.uri("index.norg") } == true)
    }

    @Test func documentSymbolsNestHeadingsAndCarryTaskStatuses() {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(client.uri("notes/b.norg"))]])
        let top = symbols.array ?? []
        #expect(top.map { $0["name"]?.string } == ["B title", "Shared Title"])
        let details = top.first?["children"]?.array?.first
        #expect(details?["name"] == "Details")
        #expect(details?["children"]?.array?.map { $0["name"]?.string } == ["( ) open task", "(x) done task"])
        #expect(details?["children"]?.array?.map { $0["detail"]?.string } == ["undone", "done"])
        let index = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(client.uri("index.norg"))]])
        let glossary = index.array?.first?["children"]?.array?.first
        #expect(glossary?["name"] == "Glossary")
        #expect(glossary?["children"]?.array?.map { $0["name"]?.string } == ["Note one", "Term"])
    }

    @Test func hoverShowsTheTargetsTitleAndFirstLines() {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        let hover = client.request("textDocument/hover", client.position("index.norg", line: 1, character: 27))
        let value = hover["contents"]?["value"]?.string ?? ""
        #expect(value.hasPrefix("**B title** — `notes/b.norg`"))
        #expect(value.contains("** Details\n   - ( ) open task"))
        #expect(hover["range"]?.rangeText == "1:25-1:55")
        let broken = client.request("textDocument/hover", client.position("index.norg", line: 5, character: 12))
        #expect(broken["contents"]?["value"]?.string?.hasPrefix("unresolved") == true)
        #expect(client.request("textDocument/hover", client.position("index.norg", line: 0, character: 0)) == .null)
    }

    @Test func foldingRangesCoverSectionsAndRangedTags() {
        let client = LSPTestClient(files: ["a.norg": "* One\n  text\n** Two\n   more\n@code\nx\n@end\n* Three\n"])
        client.initialize()
        let ranges = client.request("textDocument/foldingRange", ["textDocument": ["uri": .string(client.uri("a.norg"))]])
        let pairs = (ranges.array ?? []).map { "\($0["startLine"]?.int ?? -1)-\($0["endLine"]?.int ?? -1)" }
        #expect(pairs.contains("0-6"))
        #expect(pairs.contains("2-6"))
        #expect(pairs.contains("4-6"))
    }

    @Test func documentLinksGiveTheTargetURIOfEveryLinkThatGoesSomewhere() {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        let links = client.request("textDocument/documentLink", ["textDocument": ["uri": .string(client.uri("index.norg"))]])
        let targets = (links.array ?? []).compactMap { $0["target"]?.string }
        #expect(targets.contains(client.uri("notes/b.norg")))
        #expect(targets.contains(client.uri("data.txt")))
        #expect(targets.count == 10)
    }

    @Test func workspaceSymbolsFindHeadingsAcrossNotesButNotHiddenOnes() {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        let symbols = client.request("workspace/symbol", ["query": "tit"]).array ?? []
        #expect(symbols.compactMap { $0["name"]?.string }.sorted() == ["B title", "B title", "Shared Title"])
        let all = client.request("workspace/symbol", ["query": ""]).array ?? []
        #expect(!all.contains { $0["name"] == "Secret" })
    }

    @Test func theServerNeverWritesAFile() throws {
        let client = LSPTestClient(files: workspace)
        client.initialize()
        client.open("index.norg", "* Changed in the editor\n")
        _ = client.request("workspace/symbol", ["query": ""])
        let onDisk = try String(contentsOfFile: client.root + "/index.norg", encoding: .utf8)
        #expect(onDisk == workspace["index.norg"])
    }
}

@Suite struct LSPPositionEncodingTests {
    private static let text = "* Café 😀 {* Target}\n* Target\n"

    @Test func utf16PositionsCountSurrogatePairsAsTwo() {
        let client = LSPTestClient(files: ["a.norg": Self.text])
        client.initialize()
        client.open("a.norg")
        // `{` is the 10th UTF-16 unit: "* Café " is 7, the emoji 2, the space 1.
        let hover = client.request("textDocument/hover", client.position("a.norg", line: 0, character: 10))
        #expect(hover["range"]?.rangeText == "0:10-0:20")
        #expect(client.request("textDocument/hover", client.position("a.norg", line: 0, character: 9)) == .null)
    }

    @Test func utf8PositionsCountBytes() {
        let client = LSPTestClient(files: ["a.norg": Self.text])
        client.initialize(positionEncodings: ["utf-8"])
        client.open("a.norg")
        // In bytes: "* Caf" 5, "é" 2, " " 1, the emoji 4, " " 1: `{` is at 13.
        let hover = client.request("textDocument/hover", client.position("a.norg", line: 0, character: 13))
        #expect(hover["range"]?.rangeText == "0:13-0:23")
    }

    @Test func incrementalChangesAfterNonASCIITextLandWhereTheClientMeant() {
        let client = LSPTestClient(files: ["a.norg": Self.text])
        client.initialize()
        client.open("a.norg")
        // Replace "Target" in the link (UTF-16 13..<19) by "Other".
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(client.uri("a.norg")), "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 13], "end": ["line": 0, "character": 19]],
                                "text": "Other"]],
        ])
        #expect(client.diagnosticMessages("a.norg") == ["unresolved link {* Other}"])
        #expect(client.diagnostics("a.norg")?.first?["range"]?.rangeText == "0:10-0:19")
    }
}

extension JSONValue {
    /// An object with `other`'s members added.
    func merging(_ other: JSONValue) -> JSONValue {
        guard case .object(var members) = self, case .object(let more) = other else { return self }
        for (key, value) in more { members[key] = value }
        return .object(members)
    }
}
