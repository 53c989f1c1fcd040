import Testing
@testable import NorgKit

@Suite struct TaskExtensionLineTests {
    private func parse(_ source: String, line: Int = 1) -> ExtensionLine? {
        let text = SourceText(source)
        return ExtensionLine(bytes: text.bytes, lineStart: text.lineStarts[line - 1])
    }

    @Test(arguments: TaskStatus.allCases)
    func everyStatusCharacterIsReadAtItsOffset(status: TaskStatus) throws {
        let parsed = try #require(parse("- (\(status.character)) Task"))
        #expect(parsed.items.count == 1)
        #expect(parsed.statusItem?.status == status)
        #expect(parsed.statusItem?.offset == 3)
    }

    @Test func everyDetachedModifierCanCarryExtensions() {
        for prefix in ["*", "***", "-", "--", "~", ">", ">>", "$", "$$", "^", "^^", ":", "::"] {
            #expect(parse("\(prefix) (x) Title")?.statusItem?.status == .done, "\(prefix)")
        }
    }

    @Test func chainsKeepEveryItemAndTheirParameters() throws {
        let source = "  -- (# A| |< Tue 5th Feb) Chained"
        let parsed = try #require(parse(source))
        let bytes = Array(source.utf8)
        #expect(parsed.items.map(\.type) == [UInt8(ascii: "#"), 0x20, UInt8(ascii: "<")])
        #expect(parsed.statusItem?.offset == 10)
        let priority = try #require(parsed.items[0].parameter)
        #expect(String(decoding: bytes[priority], as: UTF8.self) == "A")
        let due = try #require(parsed.items[2].parameter)
        #expect(String(decoding: bytes[due], as: UTF8.self) == "Tue 5th Feb")
    }

    @Test func recurringTakesAnOptionalTimestamp() {
        #expect(parse("- (+) Daily")?.statusItem?.parameter == nil)
        #expect(parse("- (+ 5th Jan) Yearly")?.statusItem?.parameter != nil)
    }

    @Test func leadingWhitespaceTabsAndByteOrderMarkAreSkipped() {
        #expect(parse("\u{FEFF}* (x) Heading")?.statusItem?.offset == 6)
        #expect(parse("\t \t- (?) Tabbed")?.statusItem?.offset == 6)
        #expect(parse("-\u{00A0}(!) After a no-break space")?.statusItem?.offset == 4)
    }

    @Test func parametersMayContinueOnTheNextLineButNotAcrossABlankLine() {
        #expect(parse("- (# High\r\n  priority| ) Task")?.statusItem?.status == .undone)
        #expect(parse("- (# High\r\rpriority| ) Task") == nil)
    }

    @Test func laterLinesAreFoundThroughTheLineTable() {
        let source = "text\r\n- ( ) one\r- (x) two\n"
        #expect(parse(source, line: 2)?.statusItem?.offset == 9)
        #expect(parse(source, line: 3)?.statusItem?.offset == 19)
        #expect(parse(source, line: 1) == nil)
    }

    @Test(arguments: [
        "-( ) no space after the modifier",
        "- (x)",                 // must be followed by whitespace, not a line ending
        "- (x)text",
        "- (y) unknown type",
        "- (xx) two characters",
        "- (# ) priority without parameter",
        "- (#A) priority without whitespace",
        "- (x| ) ",              // fine: closes and is followed by whitespace
        "- (x|) empty item",
        "text - (x) not at line start",
        "- x) no opening parenthesis",
        "- (x not closed",
        "-> (x) mixed modifier characters",
    ])
    func malformedExtensionsAreNotRead(source: String) {
        if source == "- (x| ) " {
            #expect(parse(source)?.items.count == 2)
        } else {
            #expect(parse(source) == nil)
        }
    }
}
