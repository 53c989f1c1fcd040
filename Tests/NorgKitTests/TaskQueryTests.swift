import Testing
import NorgKit

/// `TaskQuery` answers "what is due when" against a fixed today, and `TaskDay` counts days.
@Suite struct TaskQueryTests {
    private let today = TaskDay(year: 2026, month: 12, day: 1)!

    private let source = """
    * Work
    ** Reports
    - ( |# B|< 2026-11-28) late report
    - (x|< 2026-11-20) done long ago
    - (!|# A|< 1st Dec 2026) due today
    - ( |< Thu 3rd Dec) due this week, no year
    - ( |< 2026-12-08) due next week
    * Home
    - (=|# a) on hold, no date
    - (-|> 2026-12-02|< Jan 2027) started tomorrow, due by January's end
    """

    private var tasks: [NorgTask] { TaskScanner.scan(NorgParser.parse(source)) }

    private func texts(_ query: TaskQuery) -> [String] { query.apply(tasks, today: today).map(\.text) }

    @Test func daysCountAcrossMonthsYearsAndLeapDays() {
        #expect(TaskDay(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(TaskDay(year: 2024, month: 2, day: 28)?.adding(days: 1).description == "2024-02-29")
        #expect(TaskDay(year: 2026, month: 12, day: 28)?.adding(days: 6).description == "2027-01-03")
        #expect(TaskDay(year: 2026, month: 2, day: 29) == nil)
        #expect(TaskDay(iso: "2026-12-03")?.adding(days: -3).description == "2026-11-30")
        #expect(TaskDay(year: -44, month: 3, day: 15)?.adding(days: 365).description == "-0043-03-15")
        for number in stride(from: -800_000, to: 800_000, by: 997) {
            let day = TaskDay(year: 1970, month: 1, day: 1)!.adding(days: number)
            #expect(day.dayNumber == number)
        }
    }

    @Test func overdueIsBeforeTodayAndStillOpen() {
        #expect(texts(TaskQuery(due: .overdue)) == ["late report"])
    }

    @Test func dueThisWeekCountsTodayAndTheSevenDaysAfter() {
        #expect(texts(TaskQuery(due: .week(from: today))) == ["due today", "due this week, no year", "due next week"])
        #expect(texts(TaskQuery(due: .within(today...today.adding(days: 6)))) == ["due today", "due this week, no year"])
        #expect(texts(TaskQuery(due: .on(today))) == ["due today"])
    }

    @Test func aDateWithoutAYearIsReadNearestToday() {
        let day = TaskTimestamp(parsing: "5th Feb").taskDay(near: today, latest: true)
        #expect(day?.description == "2027-02-05")
        #expect(TaskTimestamp(parsing: "5th Nov").taskDay(near: today, latest: true)?.description == "2026-11-05")
    }

    @Test func aMonthWithoutADayIsDueAtItsEndAndStartsAtItsBeginning() {
        #expect(TaskTimestamp(parsing: "Jan 2027").taskDay(near: today, latest: true)?.description == "2027-01-31")
        #expect(TaskTimestamp(parsing: "Jan 2027").taskDay(near: today, latest: false)?.description == "2027-01-01")
        #expect(texts(TaskQuery(due: .after(TaskDay(iso: "2027-01-30")!))) == ["started tomorrow, due by January's end"])
    }

    @Test func startDatesFilterLikeDueDates() {
        #expect(texts(TaskQuery(start: .on(today.adding(days: 1)))) == ["started tomorrow, due by January's end"])
    }

    @Test func prioritiesStatusesAndHeadingsFilter() {
        #expect(texts(TaskQuery(priorities: ["A"])) == ["due today", "on hold, no date"])
        #expect(texts(TaskQuery(statuses: [.onHold, .pending])) == ["on hold, no date", "started tomorrow, due by January's end"])
        #expect(texts(TaskQuery(underHeading: "  reports ")).count == 5)
        #expect(texts(TaskQuery(underHeading: "Home")).count == 2)
        #expect(texts(TaskQuery(statuses: TaskStatus.open, underHeading: "work")).count == 4)
    }

    @Test func sortingByDueOrPriorityKeepsTiesAndPutsMissingLast() {
        #expect(texts(TaskQuery(sort: .due)) == [
            "done long ago", "late report", "due today", "due this week, no year", "due next week",
            "started tomorrow, due by January's end", "on hold, no date",
        ])
        #expect(texts(TaskQuery(sort: .priority)).prefix(3) == ["due today", "on hold, no date", "late report"])
    }
}
