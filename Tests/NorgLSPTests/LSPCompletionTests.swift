import Testing
@testable import NorgLSP

private let notes: [String: String] = [
    "index.norg": "* Index\n** Plans\n** Places\n*** Deep\n$ Term\n  meaning\n",
    "notes/b.norg": "* B title\n** Details\n",
    "notes/c.norg": "* Shared\n",
]

/// Completion: the text typed before the cursor decides what is offered.
@Suite struct LSPCompletionTests {
    /// Labels and the one text edit of each item, for the cursor at the end of `line`.
    private func complete(_ line: String, before: String = "", after: String = "", in path: String = "index.norg",
                          encodings: [String]? = nil, files: [String: String] = notes) -> (client: LSPTestClient, items: [JSONValue]) {
        let client = LSPTestClient(files: files)
        client.initialize(positionEncodings: encodings)
        let text = before + line + after + "\n"
        client.open(path, text)
        let lineNumber = before.filter { $0 == "\n" }.count
        let character = encodings == ["utf-8"] ? line.utf8.count : line.utf16.count
        let result = client.request("textDocument/completion", client.position(path, line: lineNumber, character: character))
        return (client, result["items"]?.array ?? [])
    }

    private func labels(_ items: [JSONValue]) -> [String] { items.compactMap { $0["label"]?.string } }

    @Test func afterHeadingStarsTheHeadingsOfThatLevelInThisFileAreOffered() {
        let (_, items) = complete("See {** P", before: "* Index\n** Plans\n** Places\n*** Deep\n")
        #expect(labels(items) == ["Plans", "Places"])
        #expect(items.first?["textEdit"]?["newText"] == "Plans}")
        #expect(items.first?["textEdit"]?["range"]?.rangeText == "4:8-4:9")
    }

    @Test func starsWithoutASpaceYetGetOneAndAnOpenBraceFollowedByOneIsNotClosedAgain() {
        let (_, items) = complete("See {*", before: "* Index\n", after: "}")
        #expect(labels(items) == ["Index"])
        #expect(items.first?["textEdit"]?["newText"] == " Index")
    }

    @Test func afterAColonTheWorkspacesFilesAreOfferedAsRelativePaths() {
        let (_, items) = complete("{:", in: "notes/b.norg")
        #expect(labels(items) == ["../index", "c"])
        #expect(items.last?["textEdit"]?["newText"] == "c:}")
    }

    @Test func afterAFilePathItsHeadingsAreOfferedWithTheirStars() {
        let (_, all) = complete("{:notes/b:")
        #expect(all.compactMap { $0["textEdit"]?["newText"]?.string } == ["* B title}", "** Details}"])
        let (_, second) = complete("{:notes/b:** D")
        #expect(labels(second) == ["Details"])
        #expect(second.first?["textEdit"]?["newText"] == "Details}")
    }

    @Test func afterAQuestionMarkEveryNotesHeadingsAreOfferedOnce() {
        let (_, items) = complete("{? ", files: ["a.norg": "* Same\n", "b.norg": "* Same\n* Other\n"])
        #expect(labels(items) == ["Same", "Other"])
    }

    @Test func afterAHashThisDocumentsLinkablesAreOffered() {
        let (_, items) = complete("{# ", before: "* Index\n$ Term\n  meaning\n")
        #expect(labels(items) == ["Index", "Term"])
        #expect(items.last?["detail"] == "definition, line 2")
    }

    @Test func insideATasksParenthesesTheStatusesAreOffered() {
        let (_, items) = complete("- (", after: ") buy milk")
        #expect(items.count == 8)
        #expect(items.map { $0["textEdit"]?["newText"]?.string ?? "" } == [" ", "x", "-", "=", "_", "!", "+", "?"])
        #expect(labels(items)[1] == "(x) done")
        let (_, chained) = complete("  -- (# A|")
        #expect(chained.first?["textEdit"]?["newText"] == " )")
        let (_, replacing) = complete("- (", after: "x) milk")
        #expect(replacing.first?["textEdit"]?["newText"] == " ")
        #expect(replacing.first?["textEdit"]?["range"]?.rangeText == "0:3-0:4")
        let (_, none) = complete("a (")
        #expect(none.isEmpty)
    }

    @Test func editRangesCountUTF16UnitsByDefaultAndBytesWhenUTF8IsNegotiated() {
        let line = "Café 😀 {* I"
        let (_, utf16) = complete(line, before: "* Index\n")
        #expect(utf16.first?["textEdit"]?["range"]?.rangeText == "1:11-1:12")
        let (_, utf8) = complete(line, before: "* Index\n", encodings: ["utf-8"])
        #expect(utf8.first?["textEdit"]?["range"]?.rangeText == "1:14-1:15")
    }

    @Test func aLargeWorkspaceAnswersOnlyNamesHoldingWhatIsTypedAndAsksToBeAskedAgain() {
        var files: [String: String] = [:]
        for index in 0..<250 { files["n\(index).norg"] = "* Note \(index)\n" }
        let client = LSPTestClient(files: files)
        client.initialize()
        client.open("a.norg", "{? nte 12\n")
        let result = client.request("textDocument/completion", client.position("a.norg", line: 0, character: 9))
        #expect(result["isIncomplete"] == true)
        let labels = (result["items"]?.array ?? []).compactMap { $0["label"]?.string }
        // `n`, `t`, `e`, ` `, `1`, `2` in order: Note 12, 120…129, 102, 112, 132…192, 212.
        #expect(labels.count == 21)
        #expect(labels.contains("Note 212") && !labels.contains("Note 13"))
    }

    @Test func theServerAdvertisesCompletionWithItsTriggerCharacters() {
        let client = LSPTestClient(files: notes)
        let result = client.initialize()
        let triggers = result["capabilities"]?["completionProvider"]?["triggerCharacters"]?.array?.compactMap(\.string)
        #expect(triggers == ["{", "*", ":", "?", "#", "(", "|"])
    }

    @Test func contextDetectionNeverReadsPastTheLine() {
        #expect(CompletionContext.at(3, lineStart: 3, in: Array("{*\nx".utf8)) == nil)
        #expect(CompletionContext.at(4, lineStart: 0, in: Array("{a}{".utf8))?.kind == .anyLink)
        #expect(CompletionContext.at(9, lineStart: 0, in: Array("{******* ".utf8)) == nil)
    }
}
