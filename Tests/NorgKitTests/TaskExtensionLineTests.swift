import Testing
@testable import NorgKit

/// The write-back's reading of one line, which must match the block parser's reading of the line
/// inside a document.
@Suite struct TaskExtensionLineTests {
    private func parse(_ source: String, line: Int = 1) -> ExtensionLine? {
        SourceText.withText(source) { ExtensionLine(source: $0, line: line) }
    }

    private func statusOffset(_ source: String, line: Int = 1) -> Int? {
        parse(source, line: line)?.statusItem?.characterRange.start.offset
    }

    @Test(arguments: TaskStatus.allCases)
    func everyStatusCharacterIsReadAtItsOffset(status: TaskStatus) throws {
        let parsed = try #require(parse("- (\(status.character)) Task"))
        #expect(parsed.items.count == 1)
        #expect(parsed.statusItem?.status == status)
        #expect(statusOffset("- (\(status.character)) Task") == 3)
    }

    @Test func everyDetachedModifierCanCarryExtensions() {
        for prefix in ["*", "***", "-", "--", "~", ">", ">>", "$", "$$", "^", "^^", ":", "::"] {
            #expect(parse("\(prefix) (x) Title")?.statusItem?.status == .done, "\(prefix)")
        }
    }

    @Test func chainsKeepEveryItemAndTheirParameters() throws {
        let parsed = try #require(parse("  -- (# A| |< Tue 5th Feb) Chained"))
        #expect(parsed.items.map(\.kind) == [.priority, .status(.undone), .due])
        #expect(parsed.items.map(\.parameter) == ["A", nil, "Tue 5th Feb"])
        #expect(parsed.statusItem?.characterRange.start.offset == 10)
    }

    @Test func recurringTakesAnOptionalTimestamp() {
        #expect(parse("- (+) Daily")?.statusItem?.parameter == nil)
        #expect(parse("- (+ 5th Jan) Yearly")?.statusItem?.parameter == "5th Jan")
    }

    @Test func leadingWhitespaceTabsAndByteOrderMarkAreSkipped() {
        #expect(statusOffset("\u{FEFF}* (x) Heading") == 6)
        #expect(statusOffset("\t \t- (?) Tabbed") == 6)
        #expect(statusOffset("-\u{00A0}(!) After a no-break space") == 4)
    }

    @Test func laterLinesAreFoundThroughTheLineTable() {
        let source = "text\r\n- ( ) one\r- (x) two\n"
        #expect(statusOffset(source, line: 2) == 9)
        #expect(statusOffset(source, line: 3) == 19)
        #expect(parse(source, line: 3)?.statusItem?.characterRange.start.line == 3)
        #expect(parse(source, line: 1) == nil)
        #expect(parse(source, line: 4) == nil)
        #expect(parse(source, line: 0) == nil)
    }

    @Test(arguments: [
        "-( ) no space after the modifier",
        "- (x)",                 // must be followed by whitespace, not a line ending
        "- (x)text",
        "- (y) unknown type",
        "- (xx) two characters",
        "- (#A) no whitespace before the parameter",
        "- (x|) empty item",
        "text - (x) not at line start",
        "- x) no opening parenthesis",
        "- (x not closed",
        "-> (x) mixed modifier characters",
        "@code (x) a tag",
    ])
    func malformedExtensionsAreNotRead(source: String) {
        #expect(parse(source) == nil)
    }
}
