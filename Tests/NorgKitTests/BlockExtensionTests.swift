import Testing
@testable import NorgKit

@Suite struct BlockExtensionTests {
    func firstItem(_ source: String) -> ListItem? {
        guard case .list(let list)? = NorgParser.parse(source).blocks.first else { return nil }
        return list.items.first
    }

    @Test(arguments: TaskStatus.allCases)
    func everyStatusCharacterIsRead(_ status: TaskStatus) throws {
        let item = try #require(firstItem("- (\(status.character)) task\n"))
        #expect(item.extensions.taskStatus == status)
    }

    @Test func statusCharacterRangeIsExact() throws {
        let document = NorgParser.parse("text\n  - (x) Buy milk\n")
        guard case .list(let list) = document.blocks[1] else { Issue.record("no list"); return }
        let status = try #require(list.items[0].extensions.first)
        #expect(status.characterRange == SourceRange(start: SourcePosition(line: 2, column: 6, offset: 10),
                                                     end: SourcePosition(line: 2, column: 7, offset: 11)))
        #expect(status.parameter == nil)
        guard case .paragraph(let paragraph) = list.items[0].content[0] else { Issue.record("no paragraph"); return }
        #expect(paragraph.range.start.column == 9)
    }

    @Test func chainedExtensionsWithParameters() throws {
        let item = try #require(firstItem("- (x|# A|< Tue 5th Feb|> 1st Jan|@ noon|+ 5th Jan) task\n"))
        #expect(item.extensions.map(\.kind) == [.status(.done), .priority, .due, .start, .timestamp, .status(.recurring)])
        #expect(item.extensions.parameter(of: .priority) == "A")
        #expect(item.extensions.parameter(of: .due) == "Tue 5th Feb")
        #expect(item.extensions[5].parameter == "5th Jan")
        #expect(item.extensions[1].range.start.column == 6)
        #expect(item.extensions[1].range.end.column == 9)
    }

    @Test func undoneWithPriority() throws {
        let item = try #require(firstItem("- (# B| ) Undone with a priority of B\n"))
        #expect(item.extensions.taskStatus == .undone)
        #expect(item.extensions.parameter(of: .priority) == "B")
    }

    @Test func extensionsOnEveryDetachedModifier() throws {
        let document = NorgParser.parse("* (x|# A) Done\n> (?) quote\n$ (!) Term\n~ (-) ordered\n")
        guard case .heading(let heading) = document.blocks[0] else { Issue.record("no heading"); return }
        #expect(heading.extensions.taskStatus == .done)
        #expect(heading.titleRange.start.column == 11)
        guard case .quote(let quote) = heading.content[0] else { Issue.record("no quote"); return }
        #expect(quote.extensions.taskStatus == .uncertain)
        guard case .rangeable(let term) = heading.content[1] else { Issue.record("no definition"); return }
        #expect(term.extensions.taskStatus == .urgent)
        #expect(term.title == "Term")
        guard case .list(let list) = heading.content[2] else { Issue.record("no list"); return }
        #expect(list.kind == .ordered)
        #expect(list.items[0].extensions.taskStatus == .pending)
    }

    @Test func adjacentGroupsChain() throws {
        let item = try #require(firstItem("- (x)(# A) task\n"))
        #expect(item.extensions.map(\.kind) == [.status(.done), .priority])
    }

    @Test(arguments: ["- (x)task\n", "- (y) task\n", "- (x task\n", "- (xy) task\n", "- (x)\n", "- () task\n"])
    func invalidExtensionIsText(_ source: String) throws {
        let item = try #require(firstItem(source))
        #expect(item.extensions.isEmpty)
        guard case .paragraph(let paragraph) = try #require(item.content.first) else { Issue.record("no text"); return }
        #expect(paragraph.range.start.column == 3)
    }

    @Test func extensionNeedsTheModifierWhitespaceFirst() {
        #expect(blockShape("-(x) task\n") == "(document (paragraph))")
    }
}
