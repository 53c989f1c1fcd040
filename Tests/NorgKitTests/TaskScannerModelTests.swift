import Testing
import NorgKit

/// Builds model trees by hand, so the scanner's walk is tested independently of the parser.
enum TaskModel {
    static func range(_ line: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: 1, offset: line * 100),
                    end: SourcePosition(line: line, column: 40, offset: line * 100 + 39))
    }

    static func extensions(_ status: TaskStatus?, line: Int, priority: String? = nil, due: String? = nil) -> [DetachedModifierExtension] {
        var result: [DetachedModifierExtension] = []
        if let priority { result.append(.init(kind: .priority, parameter: priority, range: range(line), characterRange: range(line))) }
        if let due { result.append(.init(kind: .due, parameter: due, range: range(line), characterRange: range(line))) }
        if let status { result.append(.init(kind: .status(status), parameter: nil, range: range(line), characterRange: range(line))) }
        return result
    }

    static func paragraph(_ text: String, line: Int) -> NorgBlock {
        .paragraph(Paragraph(content: [.text(NorgText(text), range: range(line))], range: range(line)))
    }

    static func item(_ status: TaskStatus?, _ text: String, line: Int, nested: [ListItem] = []) -> ListItem {
        var content = [paragraph(text, line: line)]
        if !nested.isEmpty { content.append(list(nested)) }
        return ListItem(level: 1, extensions: extensions(status, line: line), content: content, range: range(line))
    }

    static func list(_ items: [ListItem], kind: NorgList.Kind = .unordered) -> NorgBlock {
        .list(NorgList(kind: kind, items: items, range: items.first?.range ?? range(1)))
    }

    static func heading(_ status: TaskStatus?, _ title: String, line: Int, level: Int = 1, content: [NorgBlock] = []) -> NorgBlock {
        .heading(Heading(level: level, extensions: extensions(status, line: line), title: [.text(NorgText(title), range: range(line))],
                         titleRange: range(line), content: content, range: range(line)))
    }
}

@Suite struct TaskScannerModelTests {
    @Test func tasksComeInDocumentOrderWithTheirCarriers() {
        let document = NorgDocument(blocks: [
            TaskModel.heading(.pending, "Project", line: 1, content: [
                TaskModel.list([TaskModel.item(.done, "one", line: 2), TaskModel.item(nil, "plain", line: 3)]),
                TaskModel.list([TaskModel.item(.urgent, "two", line: 5)], kind: .ordered),
                .quote(Quote(level: 1, extensions: TaskModel.extensions(.uncertain, line: 7),
                             content: [TaskModel.paragraph("quoted", line: 7)], range: TaskModel.range(7))),
                .rangeable(RangeableItem(kind: .definition, isRanged: false, extensions: TaskModel.extensions(.onHold, line: 9),
                                         title: "Term  here", titleRange: TaskModel.range(9),
                                         content: [TaskModel.paragraph("body", line: 10)], range: TaskModel.range(9))),
            ]),
        ])
        let tasks = TaskScanner.scan(document)
        #expect(tasks.map(\.line) == [1, 2, 5, 7, 9])
        #expect(tasks.map(\.status) == [.pending, .done, .urgent, .uncertain, .onHold])
        #expect(tasks.map(\.carrier) == [.heading(level: 1), .unorderedItem, .orderedItem, .quote, .definition])
        #expect(tasks.map(\.text) == ["Project", "one", "two", "quoted", "Term here"])
        #expect(tasks.map(\.headings) == [[], ["Project"], ["Project"], ["Project"], ["Project"]])
    }

    @Test func progressCountsDirectTaskChildrenAndLeavesOutCancelled() {
        let document = NorgDocument(blocks: [
            TaskModel.list([
                TaskModel.item(.undone, "parent", line: 1, nested: [
                    TaskModel.item(.done, "a", line: 2, nested: [TaskModel.item(.done, "grandchild", line: 3)]),
                    TaskModel.item(nil, "not a task", line: 4, nested: [TaskModel.item(.undone, "b", line: 5)]),
                    TaskModel.item(.cancelled, "c", line: 6),
                    TaskModel.item(.pending, "d", line: 7),
                ]),
                TaskModel.item(.done, "leaf", line: 8),
                TaskModel.item(.undone, "only cancelled", line: 9, nested: [TaskModel.item(.cancelled, "e", line: 10)]),
            ]),
        ])
        let progress = Dictionary(uniqueKeysWithValues: TaskScanner.scan(document).map { ($0.line, $0.progress) })
        #expect(progress[1] == TaskProgress(done: 1, total: 3))
        #expect(progress[2] == TaskProgress(done: 1, total: 1))
        #expect(progress[8] == .some(nil))
        #expect(progress[9] == .some(nil))
    }

    @Test func headingTasksCountTheTasksOfTheirSection() {
        let document = NorgDocument(blocks: [
            TaskModel.heading(.undone, "Week", line: 1, content: [
                TaskModel.heading(.done, "Monday", line: 2, level: 2, content: [
                    TaskModel.list([TaskModel.item(.done, "x", line: 3), TaskModel.item(.undone, "y", line: 4)]),
                ]),
                TaskModel.list([TaskModel.item(.undone, "z", line: 6)]),
            ]),
        ])
        let tasks = TaskScanner.scan(document)
        #expect(tasks.first?.progress == TaskProgress(done: 1, total: 2))
        #expect(tasks[1].progress == TaskProgress(done: 1, total: 2))
        #expect(tasks[2].headings == ["Week", "Monday"])
    }

    @Test func commentsExamplesMacrosAndVerbatimTagsHoldNoTasks() {
        let hidden = [TaskModel.list([TaskModel.item(.undone, "hidden", line: 2)])]
        func tag(_ kind: RangedTag.Kind, _ name: String) -> NorgBlock {
            .rangedTag(RangedTag(kind: kind, name: name, parameters: [], content: hidden, rawContent: "", range: TaskModel.range(1)))
        }
        let document = NorgDocument(blocks: [
            tag(.standard, "comment"), tag(.standard, "example"), tag(.macro, "todo"),
            .verbatimTag(VerbatimRangedTag(name: "code", parameters: [], content: "- ( ) code", contentRange: TaskModel.range(1),
                                           range: TaskModel.range(1))),
            tag(.standard, "group"),
        ])
        #expect(TaskScanner.scan(document).map(\.text) == ["hidden"])
    }

    @Test func priorityAndDatesComeFromTheExtensions() throws {
        let item = ListItem(level: 1, extensions: TaskModel.extensions(.undone, line: 1, priority: "A", due: "Tue 5th Feb 2030"),
                            content: [TaskModel.paragraph("with metadata", line: 1)], range: TaskModel.range(1))
        let task = try #require(TaskScanner.scan(NorgDocument(blocks: [TaskModel.list([item])])).first)
        #expect(task.priority == "A")
        #expect(task.due == TaskTimestamp(raw: "Tue 5th Feb 2030", year: 2030, month: 2, day: 5, weekday: 2))
        #expect(task.start == nil)
    }

    @Test func extensionsWithoutAStatusAreNotTasks() {
        let item = ListItem(level: 1, extensions: TaskModel.extensions(nil, line: 1, priority: "A"),
                            content: [TaskModel.paragraph("no status", line: 1)], range: TaskModel.range(1))
        #expect(TaskScanner.scan(NorgDocument(blocks: [TaskModel.list([item])])).isEmpty)
    }

    @Test func deepNestingIsWalkedWithoutRecursion() {
        var item = TaskModel.item(.undone, "leaf", line: 1000)
        for depth in 0..<1000 { item = TaskModel.item(.done, "level", line: 999 - depth, nested: [item]) }
        let tasks = TaskScanner.scan(NorgDocument(blocks: [TaskModel.list([item])]))
        #expect(tasks.count == 1001)
        #expect(tasks.last?.text == "leaf")
    }
}
