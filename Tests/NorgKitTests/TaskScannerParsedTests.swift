import Testing
import NorgKit

/// The scanner over documents read by the parser.
@Suite struct TaskScannerParsedTests {
    private func scan(_ source: String) -> [NorgTask] { TaskScanner.scan(NorgParser.parse(source)) }

    @Test(arguments: TaskStatus.allCases)
    func everyStatusIsFound(status: TaskStatus) {
        let tasks = scan("- (\(status.character)) Task\n")
        #expect(tasks.map(\.status) == [status])
        #expect(tasks.first?.text == "Task")
    }

    @Test func everyDetachedModifierCarriesTasks() {
        let source = """
        * (x) Heading
        - (-) Unordered
        ~ (=) Ordered

        > (!) Quote

        $ (?) Term
        Definition.

        ^ (_) Note
        Footnote text.

        : (+) A1
        Cell.
        """
        let tasks = scan(source)
        #expect(tasks.map(\.carrier) == [.heading(level: 1), .unorderedItem, .orderedItem, .quote, .definition, .footnote, .tableCell])
        #expect(tasks.map(\.line) == [1, 2, 3, 5, 7, 10, 13])
        #expect(tasks.map(\.text) == ["Heading", "Unordered", "Ordered", "Quote", "Term", "Note", "A1"])
        #expect(tasks.dropFirst().allSatisfy { $0.headings == ["Heading"] })
    }

    @Test func chainsGiveStatusPriorityAndDates() throws {
        let task = try #require(scan("- (# B|< Tue 5th Feb 2030|> 1st Jan 2030 9:30| ) Chained\n").first)
        #expect(task.status == .undone)
        #expect(task.priority == "B")
        #expect(task.due == TaskTimestamp(raw: "Tue 5th Feb 2030", year: 2030, month: 2, day: 5, weekday: 2))
        #expect(task.start == TaskTimestamp(raw: "1st Jan 2030 9:30", year: 2030, month: 1, day: 1, hour: 9, minute: 30))
    }

    @Test func textIsPlainWithMarkupRemovedAndWhitespaceCollapsed() throws {
        let task = try #require(scan("- ( ) Buy *fresh*   milk %not this% from {https://shop.example}[the shop]\n  and `ti  me`\n").first)
        #expect(task.text == "Buy fresh milk from the shop and ti me")
        #expect(!task.spans.isEmpty)
    }

    @Test func tasksInCodeCommentsAndExamplesAreIgnored() {
        let source = """
        @code norg
        - ( ) in code
        @end
        |comment
        - ( ) in a comment
        |end
        |example
        - ( ) in an example
        |end
        |details
        - (x) in details
        |end
        - ( ) outside
        """
        #expect(scan(source).map(\.text) == ["in details", "outside"])
    }

    @Test func progressCountsNestedTasksAndLeavesOutCancelled() throws {
        let source = """
        * (-) Project
        - (x) one
        -- (x) one.a
        -- (_) one.b
        -- ( ) one.c
        - ( ) two
        - (_) three
        """
        let tasks = scan(source)
        #expect(tasks.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(tasks[0].progress == TaskProgress(done: 1, total: 2))
        #expect(tasks[1].progress == TaskProgress(done: 1, total: 2))
        #expect(tasks[2].progress == nil)
        #expect(tasks[2].headings == ["Project"])
    }

    @Test func extensionsWithoutStatusAndMalformedExtensionsAreNotTasks() {
        #expect(scan("- (# A) priority only\n- (x)no space\n-(x) no space either\nText (x) inline\n").isEmpty)
    }

    @Test func linesCountFromOneAcrossEveryLineEnding() {
        #expect(scan("\u{FEFF}text\r\n\r\n- ( ) a\r- (x) b\n\n* ( ) c").map(\.line) == [3, 4, 6])
    }
}
