import Foundation
import Testing
import NorgCLI

/// Timestamps (`@`) and recurrences (`+ date`) in `norg tasks`, `norg agenda`, the site's agenda
/// and `set-status`, and the one week that `--due week` and the agenda share.
@Suite struct TaskDateCommandTests {
    /// Read on Wednesday 2 December 2026.
    private let notes = """
    - ( |@ Fri 4th Dec 2026) Team dinner
    - (+ Mon) weekly review
    - (+ 5th Jan) renew the domain
    - (+) water the plants
    - ( |< 2026-11-01 - 2026-12-05) range not yet ended
    - ( |< 2026-12-09) due a week from today
    - ( |< 2026-12-10) due in eight days

    """

    private func run(_ arguments: [String], stdin: String = "") -> (status: Int32, out: String, err: String) {
        var out = "", err = ""
        let io = CommandIO(stdout: { out += $0 }, stderr: { err += $0 }, stdin: { Array(stdin.utf8) })
        let status = NorgCommandLine.run(arguments, io: io)
        return (status, out, err)
    }

    @Test func tasksJSONHasATimestampAndARecurrenceField() throws {
        let result = run(["tasks", "-", "--json"], stdin: notes)
        let tasks = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let dinner = try #require(tasks.first?["timestamp"] as? [String: Any])
        #expect(dinner["raw"] as? String == "Fri 4th Dec 2026")
        #expect(dinner["day"] as? Int == 4 && dinner["weekday"] as? Int == 5 && dinner["understood"] as? Bool == true)
        #expect(tasks[0]["recurrence"] is NSNull)
        let weekly = try #require(tasks[1]["recurrence"] as? [String: Any])
        #expect(weekly["raw"] as? String == "Mon" && weekly["weekday"] as? Int == 1)
        #expect(tasks[1]["timestamp"] is NSNull)
        // `(+)`: recurring, with no date.
        #expect(tasks[3]["status"] as? String == "recurring" && tasks[3]["recurrence"] is NSNull)
    }

    @Test func theTextListingShowsTimestampsAndRecurrences() {
        let lines = run(["tasks", "-"], stdin: notes).out.split(separator: "\n")
        #expect(lines[0] == "-:1: undone (at 2026-12-04) Team dinner")
        #expect(lines[2] == "-:3: recurring (recurs Jan 5) renew the domain")
    }

    @Test func theAgendaPlacesTimestampsRecurrencesAndRangesByTheirDay() {
        let result = run(["agenda", "-", "--today", "2026-12-02"], stdin: notes)
        #expect(result.out == """
            Agenda for 2026-12-02

            Next 7 days
            -:1: undone (at 2026-12-04) Team dinner
            -:5: undone (due 2026-11-01 – 2026-12-05) range not yet ended
            -:2: recurring (recurs Mon) weekly review
            -:6: undone (due 2026-12-09) due a week from today

            Later
            -:7: undone (due 2026-12-10) due in eight days
            -:3: recurring (recurs Jan 5) renew the domain

            No date
            -:4: recurring water the plants

            """)
    }

    @Test func theAgendaAsJSONGivesTheDayEachTaskIsPlacedOn() throws {
        let result = run(["agenda", "-", "--today", "2026-12-02", "--json"], stdin: notes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let tasks = try #require(object["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["day"] as? String } == [
            "2026-12-04", "2026-12-05", "2026-12-07", "2026-12-09", "2026-12-10", "2027-01-05", nil,
        ])
        #expect(tasks.last?["day"] is NSNull)
        #expect(tasks.map { $0["group"] as? String }.first == "nextSevenDays")
    }

    @Test func dueWeekListsExactlyTheAgendasTodayAndNextSevenDays() {
        let week = run(["tasks", "-", "--due", "week", "--today", "2026-12-02", "--sort", "due"], stdin: notes).out
        let agenda = run(["agenda", "-", "--today", "2026-12-02"], stdin: notes).out
        let agendaWeek = agenda.components(separatedBy: "\n\nLater")[0].split(separator: "\n")
            .filter { $0.hasPrefix("-:") }.map { $0 + "\n" }.joined()
        #expect(week == agendaWeek)
        #expect(week.contains("-:6:") && !week.contains("-:7:"))
    }

    @Test func aDueRangeThatHasNotEndedIsNotOverdue() {
        let range = "- ( |< 2026-11-01 - 2026-12-05) range\n"
        #expect(run(["tasks", "-", "--due", "overdue", "--today", "2026-12-01"], stdin: range).out == "")
        #expect(run(["tasks", "-", "--due", "week", "--today", "2026-12-01"], stdin: range).out.hasPrefix("-:1:"))
        #expect(run(["tasks", "-", "--due", "overdue", "--today", "2026-12-06"], stdin: range).out.hasPrefix("-:1:"))
    }

    @Test func setStatusLeavesARecurringTaskWithADateAndSaysHowToEndItByHand() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", notes)
        let output = TaskCommandOutput()
        #expect(output.run(["set-status", file, "3", "done"]) == 1)
        #expect(folder.read("t.norg") == notes)
        #expect(output.err.contains("line 3 recurs on a date"))
        #expect(output.err.contains("edit line 3 by hand"))
        #expect(output.err.split(separator: "\n").count == 1)
        // Without a date the status is one character, and it changes.
        #expect(TaskCommandOutput().run(["set-status", file, "4", "done"]) == 0)
        #expect(folder.read("t.norg") == notes.replacingOccurrences(of: "- (+) water", with: "- (x) water"))
    }

    @Test func theSiteAgendaShowsTimestampAndRecurrenceBadgesOnTheSameDays() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes/index.norg", notes)
        let output = TaskCommandOutput()
        #expect(output.run(["render", folder.path + "/notes", "-o", folder.path + "/out", "--agenda", "--today", "2026-12-02"]) == 0)
        let agenda = try #require(folder.read("out/agenda.html"))
        let week = try #require(agenda.components(separatedBy: "<h2>Next 7 days</h2>").last?.components(separatedBy: "</section>").first)
        #expect(week.contains(">Team dinner</a> <span class=\"norg-badge norg-timestamp\">Fri 4th Dec 2026</span>"))
        #expect(week.contains(">weekly review</a> <span class=\"norg-badge norg-recurrence\">\u{21BB} Mon</span>"))
        #expect(week.contains(">range not yet ended</a>"))
        #expect(week.contains(">due a week from today</a>"))
        #expect(!week.contains("eight days"))
    }
}
