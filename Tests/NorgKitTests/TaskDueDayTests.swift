import Testing
import NorgKit

/// The one rule for the day a task is due (`NorgTask.dueDay(today:)`): a due date (a range at its
/// end), else a recurring task's next occurrence, else its timestamp; and the agenda's week,
/// which `TaskQuery.DateFilter.week(from:)` reads too.
@Suite struct TaskDueDayTests {
    /// Wednesday 2 December 2026.
    private let today = TaskDay(year: 2026, month: 12, day: 2)!

    private func task(_ line: String) throws -> NorgTask {
        try #require(TaskScanner.scan(NorgParser.parse(line + "\n")).first)
    }

    private func dueDay(_ line: String, today: TaskDay? = nil) throws -> String? {
        try task(line).dueDay(today: today ?? self.today)?.description
    }

    private func group(_ line: String) throws -> TaskAgendaGroup? {
        TaskAgendaGroup(try task(line), today: today)
    }

    @Test func theScannerReadsTimestampsAndTheDateARecurringStatusCarries() throws {
        let dinner = try task("- ( |@ Fri 4th Dec 2026) Team dinner")
        #expect(dinner.timestamp?.raw == "Fri 4th Dec 2026")
        #expect(dinner.timestamp?.day == 4 && dinner.timestamp?.weekday == 5)
        #expect(dinner.recurrence == nil)
        let yearly = try task("- (+ 5th Jan|# A) Renew the domain")
        #expect(yearly.recurrence?.raw == "5th Jan")
        #expect(yearly.recurrence?.month == 1 && yearly.priority == "A")
        #expect(try task("- (+) Water the plants").recurrence == nil)
        // Only the task's own status carries a recurrence: `x` comes first here, and the
        // parser's parameter after a status other than `+` is no recurrence.
        #expect(try task("- (x|+ Fri) done").recurrence == nil)
        #expect(try task("- (x 5th Jan) done").recurrence == nil)
        // Built by hand, the fields round-trip and compare as the scanner's.
        var built = yearly
        built.recurrence = nil
        built.recurrence = yearly.recurrence
        #expect(built == yearly)
        var plain = try task("- ( ) plain")
        plain.timestamp = TaskTimestamp(parsing: "Mon")
        plain.timestamp = nil
        #expect(plain == (try task("- ( ) plain")))
    }

    @Test func aTimestampIsTheDayOfATaskWithoutADueDate() throws {
        #expect(try dueDay("- ( |@ Fri 4th Dec 2026) Team dinner") == "2026-12-04")
        #expect(try group("- ( |@ Fri 4th Dec 2026) Team dinner") == .nextSevenDays)
        #expect(try dueDay("- ( |@ 2026-11-30) yesterday's call") == "2026-11-30")
        #expect(try group("- ( |@ 2026-11-30) yesterday's call") == .overdue)
        // A due date wins over the timestamp.
        #expect(try dueDay("- ( |@ 2026-12-04|< 2026-12-20) dinner, booked by the 20th") == "2026-12-20")
        // A weekday alone names no day unless the task recurs.
        #expect(try dueDay("- ( |@ Fri) some Friday") == nil)
    }

    @Test func aTimestampRangeOrMonthCountsAsTodayWhileItRuns() throws {
        #expect(try dueDay("- ( |@ 1st Dec 2026 - 10th Dec 2026) conference") == "2026-12-02")
        #expect(try dueDay("- ( |@ 5th - 9th Dec 2026) trip") == "2026-12-05")
        #expect(try dueDay("- ( |@ 20th - 25th Nov 2026) past trip") == "2026-11-25")
        #expect(try dueDay("- ( |@ Dec 2026) sometime in December") == "2026-12-02")
        #expect(try dueDay("- ( |@ Jan 2027) sometime in January") == "2027-01-01")
    }

    @Test func aDueRangeIsDueAtItsEnd() throws {
        let line = "- ( |< 2026-11-01 - 2026-12-05) the range has not ended"
        #expect(try dueDay(line, today: TaskDay(iso: "2026-12-01")) == "2026-12-05")
        #expect(TaskAgendaGroup(try task(line), today: TaskDay(iso: "2026-12-01")!) == .nextSevenDays)
        #expect(TaskAgendaGroup(try task(line), today: TaskDay(iso: "2026-12-06")!) == .overdue)
        #expect(TaskQuery(due: .week(from: TaskDay(iso: "2026-12-01")!)).matches(try task(line), today: TaskDay(iso: "2026-12-01")!))
        #expect(!TaskQuery(due: .overdue).matches(try task(line), today: TaskDay(iso: "2026-12-01")!))
    }

    @Test func aRecurringWeekdayRepeatsWeekly() throws {
        #expect(try dueDay("- (+ Fri) weekly review") == "2026-12-04")
        #expect(try dueDay("- (+ Wednesday) every Wednesday") == "2026-12-02")
        #expect(try dueDay("- (+ Tue) every Tuesday") == "2026-12-08")
        #expect(try group("- (+ Tue) every Tuesday") == .nextSevenDays)
    }

    @Test func aRecurringDayOfTheMonthRepeatsMonthlySkippingMonthsWithoutIt() throws {
        #expect(try dueDay("- (+ 1st) rent") == "2027-01-01")
        #expect(try dueDay("- (+ 2nd) today's") == "2026-12-02")
        #expect(try dueDay("- (+ 31st) month end", today: TaskDay(iso: "2027-04-01")) == "2027-05-31")
        #expect(try dueDay("- (+ 30th) not in February", today: TaskDay(iso: "2027-02-01")) == "2027-03-30")
    }

    @Test func aRecurringDayAndMonthRepeatsYearly() throws {
        #expect(try dueDay("- (+ 5th Jan) Recurring every 5th of January") == "2027-01-05")
        #expect(try dueDay("- (+ 2nd Dec) today's") == "2026-12-02")
        #expect(try dueDay("- (+ 1st Dec) passed this year") == "2027-12-01")
        #expect(try group("- (+ 1st Dec) passed this year") == .later)
        #expect(try dueDay("- (+ 29th Feb) leap day") == "2028-02-29")
    }

    @Test func aRecurringFullDateHappensOnce() throws {
        #expect(try dueDay("- (+ Fri 4th Dec 2026) once") == "2026-12-04")
        #expect(try dueDay("- (+ 2026-11-30) once, passed") == "2026-11-30")
        #expect(try group("- (+ 2026-11-30) once, passed") == .overdue)
    }

    @Test func aRecurringTaskWithoutADateOnItsStatusRecursOnItsTimestamp() throws {
        #expect(try dueDay("- (+|@ Fri) weekly, dated by its timestamp") == "2026-12-04")
        #expect(try dueDay("- (+) no date at all") == nil)
        #expect(try group("- (+) no date at all") == .noDate)
        // The status's own date comes first; a due date before both.
        #expect(try dueDay("- (+ Mon|@ Fri) Monday") == "2026-12-07")
        #expect(try dueDay("- (+ Mon|< 2026-12-03) due") == "2026-12-03")
    }

    @Test func otherRecurrenceShapesHaveNoOccurrence() {
        for raw in ["Jan", "Jan 2027", "2027", "14:00", "every Monday"] {
            #expect(TaskTimestamp(parsing: raw).nextOccurrence(onOrAfter: today) == nil, "\(raw)")
        }
        // A weekday beside a day is not checked, as everywhere: the day decides.
        #expect(TaskTimestamp(parsing: "Mon 5th").nextOccurrence(onOrAfter: today)?.description == "2026-12-05")
    }

    @Test func occurrencesNearTheCalendarsEndsDoNotTrap() {
        for day in [TaskDay.first, TaskDay.last] {
            for raw in ["Fri", "31st", "29th Feb", "5th Jan", "2026-12-04"] {
                _ = TaskTimestamp(parsing: raw).nextOccurrence(onOrAfter: day)
            }
        }
    }

    @Test func weekdaysNumberFromMondayAsTimestampsDo() {
        #expect(TaskDay(iso: "1970-01-01")?.weekday == 4)
        #expect(today.weekday == 3)
        #expect(TaskDay(iso: "2026-12-06")?.weekday == 7)
        let idesOfMarch = TaskDay(year: -44, month: 3, day: 15)!
        #expect(idesOfMarch.weekday == idesOfMarch.adding(days: 7).weekday)
        #expect(idesOfMarch.weekday == idesOfMarch.adding(days: -1).weekday % 7 + 1)
    }

    @Test func aWeekdayWithoutADayIsSummarisedByItsName() {
        #expect(TaskTimestamp(parsing: "Mon").fieldSummary == "Mon")
        #expect(TaskTimestamp(parsing: "Friday 14:00").fieldSummary == "Fri 14:00")
        #expect(TaskTimestamp(parsing: "Fri 4th Dec 2026").fieldSummary == "2026-12-04")
    }

    @Test func thisWeekIsExactlyTheAgendasTodayAndNextSevenDays() throws {
        let week = TaskQuery(due: .week(from: today))
        var lines: [String] = []
        for offset in -3...12 {
            let day = today.adding(days: offset)
            lines.append("- ( |< \(day)) due")
            lines.append("- ( |@ \(day)) at")
            lines.append("- (+ \(day.day)th) monthly")
        }
        lines += ["- (+ Mon) weekly", "- (+ 5th Jan) yearly", "- ( ) undated", "- ( |< 2026-11-01 - 2026-12-05) range"]
        let tasks = TaskScanner.scan(NorgParser.parse(lines.joined(separator: "\n")))
        #expect(tasks.count == lines.count)
        for task in tasks {
            let group = TaskAgendaGroup(task, today: today)
            #expect(week.matches(task, today: today) == (group == .today || group == .nextSevenDays), "\(task.line)")
        }
        // Today + 7 is in both; today + 8 in neither.
        #expect(week.matches(try task("- ( |< 2026-12-09) a week from today"), today: today))
        #expect(!week.matches(try task("- ( |< 2026-12-10) eight days on"), today: today))
    }

    @Test func unreadTimestampsAndRecurrencesAreReported() {
        let tasks = TaskScanner.scan(NorgParser.parse("- (+ every Monday) gym\n- ( |@ someday) later\n"))
        #expect(TaskScanner.timestampDiagnostics(tasks).map(\.message) == [
            "recurrence date \"every Monday\" not understood; read as nothing",
            "timestamp date \"someday\" not understood; read as nothing",
        ])
    }

    @Test func aTasksBadgesListItsPriorityDatesRecurrenceAndTimestamp() throws {
        let full = try task("- (+ Fri|@ 2026-12-04|# A|> Mon|< 2026-12-20) everything")
        #expect(full.badges.map(\.text) == ["#A", "due 2026-12-20", "starts Mon", "\u{21BB} Fri", "2026-12-04"])
        #expect(try task("- ( ) nothing").badges.isEmpty)
    }
}
