import Testing
import NorgKit

/// The scanner lists the tasks a reader sees, by the rule every renderer reads
/// (`NorgBlock.isShown`, `ListItem.isCommentedOut`). A carryover tag is a macro given the next
/// element as its last parameter (spec lines 919–920), and `comment` evaluates to no value: what
/// it is given is dropped (spec lines 891–892). A weak `+comment` drops the next item (spec lines
/// 926–927), a strong `#comment` the whole object (spec lines 972–976).
@Suite struct TaskScannerShownTests {
    private func scan(_ source: String) -> [NorgTask] { TaskScanner.scan(NorgParser.parse(source)) }

    @Test func aTaskInACommentedOutItemIsNotListed() {
        let tasks = scan("- ( ) one\n+comment\n- ( ) hidden\n-- ( ) nested in hidden\n- ( ) three\n")
        #expect(tasks.map(\.text) == ["one", "three"])
    }

    @Test func aCommentedOutListHoldsNoListedTask() {
        #expect(scan("#comment\n- ( ) a\n- (x) b\n\n- ( ) after\n").map(\.text) == ["after"])
    }

    @Test func aCommentedOutHeadingHidesItsTasksAndItsSection() {
        let tasks = scan("#comment\n* (x) Draft\n  - ( ) inside\n* Kept\n  - ( ) shown\n")
        #expect(tasks.map(\.text) == ["shown"])
        #expect(tasks.first?.headings == ["Kept"])
    }

    @Test func commentedOutQuotesDefinitionsAndFootnotesHoldNoListedTask() {
        let source = "+comment\n> (!) Quote\n\n#comment\n$ (?) Term\nDefinition.\n\n+comment\n^ (_) Note\nText.\n\n$ ( ) Shown\nText.\n"
        #expect(scan(source).map(\.text) == ["Shown"])
    }

    @Test func aCommentedOutTaskDoesNotCountInItsParentsProgress() throws {
        let parent = try #require(scan("- ( ) parent\n-- (x) done\n+comment\n-- ( ) hidden\n").first)
        #expect(parent.progress == TaskProgress(done: 1, total: 1))
    }

    @Test func aCommentedOutTaskCannotBeSetByItsLine() {
        let source = "- ( ) one\n+comment\n- ( ) hidden\n"
        #expect(throws: TaskWriteError.noTask(line: 3)) { try TaskWriter.setStatus(.done, line: 3, in: source) }
        #expect((try? TaskWriter.setStatus(.done, line: 1, in: source)) == "- (x) one\n+comment\n- ( ) hidden\n")
    }

    @Test func aLegacyTaskInACommentedOutItemIsNotFound() {
        #expect(LegacyTasks.find(in: Array("- [ ] one\n+comment\n- [x] hidden\n".utf8)).map(\.line) == [1])
    }

    /// The scanner reads `isShown` in place rather than through `forEachShownBlock`: the two must
    /// agree on every kind of block that can hide a task.
    @Test func everyListedTaskStartsAShownBlockOrItem() {
        let source = """
        * ( ) shown heading
        > ( ) shown quote
        +comment
        > ( ) hidden quote

        |group
        - ( ) shown in a group
        +comment
        - ( ) hidden in a group
        |end
        #comment
        |group
        - ( ) hidden group
        |end
        =macro
        - ( ) hidden in a macro
        =end
        |comment
        - ( ) hidden in a comment
        |end
        @document.meta
        - ( ) hidden in meta
        @end
        ~ ( ) shown ordered
        +comment
        ~ ( ) hidden ordered
        ~~ ( ) hidden nested
        ~ (x) shown again

        #comment
        ** ( ) hidden heading
           - ( ) hidden below it
        """
        let document = NorgParser.parse(source)
        var shownLines = Set<Int>()
        document.forEachShownBlock { block in
            shownLines.insert(block.range.start.line)
            if case .list(let list) = block {
                for item in list.items where !item.isCommentedOut { shownLines.insert(item.range.start.line) }
            }
            return .visitChildren
        }
        let tasks = TaskScanner.scan(document)
        #expect(tasks.map(\.text) == ["shown heading", "shown quote", "shown in a group", "shown ordered", "shown again"])
        #expect(tasks.allSatisfy { shownLines.contains($0.line) })
    }
}
