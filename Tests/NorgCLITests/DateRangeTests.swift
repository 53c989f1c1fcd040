import Foundation
import NorgKit
import Testing
import NorgCLI

/// A date too large for the calendar's arithmetic is a usage error when it is an argument and no
/// date when a document writes it: never an overflow trap (issue 29, finding 8).
@Suite struct DateRangeTests {
    /// A task file whose dates sit at and past the ends of `TaskDay.years`, and one far beyond any
    /// year a timestamp holds (read as no year, so no date).
    private let extremes = """
    - ( |< 2147483647-12-31) due on the last day
    - ( |< -2147483647-01-01) due on the first day
    - ( |< 31st Dec) due on a day without a year
    - ( |< 99999999999999999-12-31) due in a year no timestamp holds
    - ( |< 2026-12-03) due soon

    """

    private func run(_ arguments: [String], stdin: String = "") -> (status: Int32, out: String, err: String) {
        var out = "", err = ""
        let io = CommandIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { Array(stdin.utf8) })
        let status = NorgCommandLine.run(arguments, io: io)
        return (status, out, err)
    }

    @Test func aHugeTodayIsAUsageErrorInAgendaTasksAndRender() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", extremes)
        let huge = "99999999999999999-12-31"
        let message = "'\(huge)' has a year past 2147483647, the last the calendar holds"
        let agenda = run(["agenda", "-", "--today", huge], stdin: extremes)
        #expect(agenda.status == 2)
        #expect(agenda.err == "norg agenda: --today: \(message)\n")
        let tasks = run(["tasks", "-", "--due", "week", "--today", huge], stdin: extremes)
        #expect(tasks.status == 2)
        #expect(tasks.err == "norg tasks: --today: \(message)\n")
        let render = run(["render", folder.path + "/notes", "-o", folder.path + "/site", "--today", huge])
        #expect(render.status == 2)
        #expect(render.err == "norg render: --today: \(message)\n")
        #expect(run(["tasks", "-", "--due", "before:\(huge)"], stdin: extremes).status == 2)
        #expect(run(["tasks", "-", "--due", huge], stdin: extremes).status == 2)
        #expect(run(["tasks", "-", "--today", "9" + String(repeating: "9", count: 30) + "-01-01"]).status == 2)
    }

    @Test func theLastDayTheCalendarHoldsIsAcceptedAndOffsetsStopThere() throws {
        let last = "2147483647-12-31"
        let week = run(["tasks", "-", "--due", "week", "--today", last], stdin: extremes)
        #expect(week.status == 0)
        #expect(week.out == "-:1: undone (due 2147483647-12-31) due on the last day\n"
            + "-:3: undone (due Dec 31) due on a day without a year\n")
        #expect(run(["tasks", "-", "--due", "tomorrow", "--today", last], stdin: extremes).status == 0)
        let agenda = run(["agenda", "-", "--today", last, "--json"], stdin: extremes)
        #expect(agenda.status == 0)
        #expect(agenda.out.contains("\"group\" : \"today\""))
        #expect(TaskDay.last.adding(days: Int.max) == TaskDay.last)
        #expect(TaskDay.first.adding(days: Int.min) == TaskDay.first)
        #expect(TaskDay.last.adding(days: -1).description == "2147483647-12-30")
        #expect(TaskDay(year: 2_147_483_648, month: 1, day: 1) == nil)
        #expect(TaskDay(iso: "99999999999999999-12-31") == nil)
    }

    @Test func datesAtAndPastTheCalendarsEndsInADocumentNeverTrap() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/a.norg", extremes)
        for today in ["2026-12-01", "2147483647-12-31", "0001-01-01"] {
            let agenda = run(["agenda", "-", "--today", today], stdin: extremes)
            #expect(agenda.status == 0)
            #expect(agenda.out.contains("No date\n-:4: undone"))
            for due in ["week", "overdue", "today", "tomorrow", "after:2026-01-01"] {
                #expect(run(["tasks", "-", "--due", due, "--today", today, "--sort", "due"], stdin: extremes).status == 0)
            }
            let render = run(["render", folder.path + "/notes", "-o", folder.path + "/site", "--today", today, "--agenda"])
            #expect(render.status == 0)
        }
        let page = try String(contentsOfFile: folder.path + "/site/agenda.html", encoding: .utf8)
        #expect(page.contains("due on the last day"))
    }
}
