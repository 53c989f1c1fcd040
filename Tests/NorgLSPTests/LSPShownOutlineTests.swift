import Testing

/// Document symbols list what a reader sees; folding covers every block of the source.
@Suite struct LSPShownOutlineTests {
    private let source = """
    * Shown
      - ( ) listed task
      +comment
      - ( ) commented-out task
    #comment
    * Commented-out heading
    =macro
    * Heading in a macro
    =end
    * Last

    """

    @Test func documentSymbolsLeaveOutWhatACommentOrMacroDefinitionHides() {
        let client = LSPTestClient(files: ["a.norg": source])
        client.initialize()
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(client.uri("a.norg"))]])
        let top = symbols.array ?? []
        #expect(top.map { $0["name"]?.string } == ["Shown", "Last"])
        #expect(top.first?["children"]?.array?.map { $0["name"]?.string } == ["( ) listed task"])
    }

    @Test func foldingCoversCommentedOutBlocksAsComments() {
        let client = LSPTestClient(files: ["a.norg": "* Shown\n  text\n#comment\n* Hidden\n  more\n  lines\n* Last\n"])
        client.initialize()
        let ranges = client.request("textDocument/foldingRange", ["textDocument": ["uri": .string(client.uri("a.norg"))]])
        let folds = (ranges.array ?? []).map { "\($0["startLine"]?.int ?? -1)-\($0["endLine"]?.int ?? -1) \($0["kind"]?.string ?? "")" }
        #expect(folds.contains { $0.hasSuffix(" comment") })
        #expect(folds.contains("0-1 ") || folds.contains("0-2 "))
    }
}
