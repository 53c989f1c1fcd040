import Testing
@testable import NorgLSP

/// Code actions on tasks: NorgKit's write-back, returned as edits.
@Suite struct LSPCodeActionTests {
    private func actions(_ text: String, line: Int, character: Int = 4, only: [String]? = nil) -> [JSONValue] {
        let client = LSPTestClient(files: ["a.norg": text])
        client.initialize()
        client.open("a.norg")
        let position: JSONValue = ["line": .int(line), "character": .int(character)]
        var context: [String: JSONValue] = ["diagnostics": []]
        if let only { context["only"] = .array(only.map(JSONValue.string)) }
        return client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(client.uri("a.norg"))], "range": ["start": position, "end": position],
            "context": .object(context),
        ]).array ?? []
    }

    /// The edits of an action as `line:char-line:char newText`.
    private func edits(_ action: JSONValue?) -> [String] {
        guard case .object(let changes)? = action?["edit"]?["changes"] else { return [] }
        return changes.values.flatMap { $0.array ?? [] }.map { ($0["range"]?.rangeText ?? "") + " " + ($0["newText"]?.string ?? "") }
    }

    private func action(_ actions: [JSONValue], _ prefix: String) -> JSONValue? {
        actions.first { $0["title"]?.string?.hasPrefix(prefix) == true }
    }

    @Test func aTaskOffersEachOtherStatusAndTheToggleAsEditsOfItsStatusCharacter() {
        let found = actions("- ( ) buy milk\n", line: 0)
        let toggle = action(found, "Toggle task:")
        #expect(toggle?["isPreferred"] == true)
        #expect(toggle?["kind"] == "refactor.rewrite")
        #expect(edits(toggle) == ["0:3-0:4 x"])
        #expect(edits(action(found, "Mark task on hold")) == ["0:3-0:4 ="])
        #expect(found.filter { $0["title"]?.string?.hasPrefix("Mark task") == true }.count == 7)
        #expect(action(found, "Mark task undone") == nil)
    }

    @Test func toggleWithParentsFollowsTheRulesOfSetStatusUpdateParents() {
        let text = "- ( ) trip\n-- (x) tickets\n-- ( ) bags\n"
        let found = actions(text, line: 2)
        #expect(edits(action(found, "Toggle task and update its parents")).sorted() == ["0:3-0:4 x", "2:4-2:5 x"])
        // Only pending: the parent has some children done.
        #expect(edits(action(found, "Update the parents")) == ["0:3-0:4 -"])
    }

    @Test func aPreOneTaskOffersItsUpgradeAndTheWholeDocuments() {
        let found = actions("- [x] old\n- [ ] older\n", line: 1)
        let one = action(found, "Upgrade this pre-1.0 task")
        #expect(one?["kind"] == "quickfix")
        #expect(edits(one) == ["1:2-1:3 (", "1:4-1:5 )"])
        #expect(edits(action(found, "Upgrade every pre-1.0 task")).count == 4)
    }

    @Test func aRecurringTaskWithADateOffersNoStatusChangeAndOnlyFiltersTheAskedKinds() {
        #expect(action(actions("- (+ 5th Jan) again\n", line: 0), "Mark task") == nil)
        let found = actions("- [x] old\n", line: 0, only: ["quickfix"])
        #expect(found.compactMap { $0["kind"]?.string } == ["quickfix"])
    }

    @Test func noTaskNoAction() {
        #expect(actions("plain text\n", line: 0).isEmpty)
    }
}
