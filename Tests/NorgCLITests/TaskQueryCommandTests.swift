import Foundation
import Testing
import NorgCLI

/// `norg tasks` answers queries and `norg agenda` groups the open tasks, both for a given today.
@Suite struct TaskQueryCommandTests {
    private let notes = """
    * Work
    ** Reports
    - ( |# B|< 2026-11-28) late report
    - (x|< 2026-11-20) done long ago
    - (!|# A|< 1st Dec 2026) due today
    - ( |< Thu 3rd Dec) due this week
    - ( |< 2026-12-20) due later
    * Home
    - (=|# a) on hold, no date
    """

    private func run(_ arguments: [String], stdin: String = "") -> (status: Int32, out: String, err: String) {
        var out = "", err = ""
        let io = CommandIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { Array(stdin.utf8) })
        let status = NorgCommandLine.run(arguments, io: io)
        return (status, out, err)
    }

    @Test func dueThisWeekIsTodayAndTheSevenDaysAfterSortedByDueDate() {
        let result = run(["tasks", "-", "--due", "week", "--today", "2026-12-01", "--sort", "due"], stdin: notes)
        #expect(result.status == 0)
        #expect(result.out == "-:5: urgent (#A, due 2026-12-01) due today\n-:6: undone (due Dec 3) due this week\n")
    }

    @Test func dueWordsOverdueTomorrowAndDates() {
        #expect(run(["tasks", "-", "--due", "overdue", "--today", "2026-12-01"], stdin: notes).out
            == "-:3: undone (#B, due 2026-11-28) late report\n")
        #expect(run(["tasks", "-", "--due", "tomorrow", "--today", "2026-12-02"], stdin: notes).out
            == "-:6: undone (due Dec 3) due this week\n")
        #expect(run(["tasks", "-", "--due", "after:2026-12-10", "--today", "2026-12-01"], stdin: notes).out
            == "-:7: undone (due 2026-12-20) due later\n")
        #expect(run(["tasks", "-", "--due", "before:2026-11-29"], stdin: notes).out.split(separator: "\n").count == 2)
        #expect(run(["tasks", "-", "--due", "2026-12-20"], stdin: notes).out == "-:7: undone (due 2026-12-20) due later\n")
        #expect(run(["tasks", "-", "--due", "soon"], stdin: notes).status == 2)
        #expect(run(["tasks", "-", "--today", "12/01/2026"], stdin: notes).status == 2)
    }

    @Test func priorityHeadingAndStatusNamesFilter() {
        #expect(run(["tasks", "-", "--priority", "a"], stdin: notes).out
            == "-:5: urgent (#A, due 2026-12-01) due today\n-:9: onHold (#a) on hold, no date\n")
        #expect(run(["tasks", "-", "--under", "home"], stdin: notes).out == "-:9: onHold (#a) on hold, no date\n")
        #expect(run(["tasks", "-", "--status", "On-Hold,x"], stdin: notes).out
            == "-:4: done (due 2026-11-20) done long ago\n-:9: onHold (#a) on hold, no date\n")
    }

    @Test func sortingByPriorityPutsTasksWithoutOneLast() {
        let lines = run(["tasks", "-", "--sort", "priority"], stdin: notes).out.split(separator: "\n")
        #expect(lines.prefix(3).map { String($0.prefix(4)) } == ["-:5:", "-:9:", "-:3:"])
        #expect(lines.count == 6)
    }

    @Test func theAgendaGroupsOpenTasksByDueDate() {
        let result = run(["agenda", "-", "--today", "2026-12-01"], stdin: notes)
        #expect(result.status == 0)
        #expect(result.out == """
            Agenda for 2026-12-01

            Overdue
            -:3: undone (#B, due 2026-11-28) late report — Work › Reports

            Today
            -:5: urgent (#A, due 2026-12-01) due today — Work › Reports

            Next 7 days
            -:6: undone (due Dec 3) due this week — Work › Reports

            Later
            -:7: undone (due 2026-12-20) due later — Work › Reports

            No date
            -:9: onHold (#a) on hold, no date — Home

            """)
    }

    @Test func theAgendaAsJSONSaysItsDayAndEachTasksGroup() throws {
        let result = run(["agenda", "-", "--today", "2026-12-01", "--json"], stdin: notes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["today"] as? String == "2026-12-01")
        let tasks = try #require(object["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["group"] as? String } == ["overdue", "today", "nextSevenDays", "later", "noDate"])
        #expect(tasks.first?["headings"] as? [String] == ["Work", "Reports"])
    }

    @Test func anEmptyAgendaSaysSo() {
        #expect(run(["agenda", "-", "--today", "2026-12-01"], stdin: "- (x) done\n").out == "Agenda for 2026-12-01\n\nNothing open.\n")
    }
}

/// Notes written before Norg 1.0 are not listed as tasks, but never silently.
@Suite struct LegacyTaskNoteTests {
    @Test func preOneZeroTasksAreCountedOnStandardErrorWithEachFileNamed() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.norg", "- [ ] old\n- [x] old done\n- ( ) new\n")
        try folder.write("b.norg", "- [-] old pending\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", folder.path]) == 0)
        #expect(output.out == "\(folder.path)/a.norg:3: undone new\n")
        #expect(output.err == "norg tasks: 3 tasks in 2 files written the pre-1.0 way (`- [x]`) not listed; "
            + "Norg 1.0 writes `- (x)`, and `norg upgrade-tasks PATH` rewrites them:\n"
            + "  \(folder.path)/a.norg: 2 tasks\n  \(folder.path)/b.norg: 1 task\n")
    }
}
