import Testing
import NorgKit

/// Due and start dates: the spec's timestamp grammar (1.0-specification.norg, "Timestamp
/// Extension", lines 551–600), ISO 8601 dates as an extension, and ranges.
@Suite struct TaskTimestampTests {
    @Test func everyFieldOfTheSpecGrammarIsRead() {
        // Spec line 583: `Sat, 29 Oct 1994 19:43.31 GMT`.
        #expect(TaskTimestamp(parsing: "Sat, 29 Oct 1994 19:43.31 GMT") == TaskTimestamp(
            raw: "Sat, 29 Oct 1994 19:43.31 GMT", year: 1994, month: 10, day: 29, hour: 19, minute: 43, second: 31,
            weekday: 6, timeZone: "GMT"))
        // Spec line 584: `We 12th Jan 2022`.
        #expect(TaskTimestamp(parsing: "We 12th Jan 2022") == TaskTimestamp(
            raw: "We 12th Jan 2022", year: 2022, month: 1, day: 12, weekday: 3))
        #expect(TaskTimestamp(parsing: "Tue 5th Feb") == TaskTimestamp(raw: "Tue 5th Feb", month: 2, day: 5, weekday: 2))
        #expect(TaskTimestamp(parsing: "5:32") == TaskTimestamp(raw: "5:32", hour: 5, minute: 32))
        #expect(TaskTimestamp(parsing: "00:12.32").second == 32)
        #expect(TaskTimestamp(parsing: "May 2025") == TaskTimestamp(raw: "May 2025", year: 2025, month: 5))
        #expect(TaskTimestamp(parsing: "1st Jan 2030 9:30 +01:00").timeZone == "+01:00")
    }

    @Test func dayAndMonthNamesTakeUnambiguousPrefixesOnly() {
        // Spec lines 561-564: `Tue`, `We`, `M`, `Frid` are allowed; `T` is not.
        #expect(TaskTimestamp(parsing: "M 3rd March").weekday == 1)
        #expect(TaskTimestamp(parsing: "Frid 3rd March").weekday == 5)
        #expect(TaskTimestamp(parsing: "T 5th Feb").isUnderstood == false)
        #expect(TaskTimestamp(parsing: "5th Ju").isUnderstood == false)
        #expect(TaskTimestamp(parsing: "5th SEPT 2026").month == 9)
    }

    @Test func negativeYearsAreBeforeChrist() {
        // Spec lines 573-575: at least four digits, `-` for B.C.
        #expect(TaskTimestamp(parsing: "21st September -0200").year == -200)
        #expect(TaskTimestamp(parsing: "21st September -0200").isUnderstood)
        #expect(TaskTimestamp(parsing: "-0044-03-15").year == -44)
    }

    @Test func isoDatesAreReadAsAnExtension() {
        #expect(TaskTimestamp(parsing: "2026-12-03") == TaskTimestamp(raw: "2026-12-03", year: 2026, month: 12, day: 3))
        #expect(TaskTimestamp(parsing: "2026-12-03T14:30") == TaskTimestamp(
            raw: "2026-12-03T14:30", year: 2026, month: 12, day: 3, hour: 14, minute: 30))
        #expect(TaskTimestamp(parsing: "2026-12-03T14:30:15Z") == TaskTimestamp(
            raw: "2026-12-03T14:30:15Z", year: 2026, month: 12, day: 3, hour: 14, minute: 30, second: 15, timeZone: "Z"))
        #expect(TaskTimestamp(parsing: "2026-12-03T09:05-05:00").timeZone == "-05:00")
        #expect(TaskTimestamp(parsing: "2026-12-03 14:30 CET") == TaskTimestamp(
            raw: "2026-12-03 14:30 CET", year: 2026, month: 12, day: 3, hour: 14, minute: 30, timeZone: "CET"))
        #expect(TaskTimestamp(parsing: "Thu 2026-12-03").weekday == 4)
    }

    @Test func aDashInsideAWordIsARangeUnlessTheWordIsAFullISODate() {
        // Spec lines 588-590: `5th Aug 2022-20th August 2022` is a range.
        let range = TaskTimestamp(parsing: "5th Aug 2022-20th August 2022")
        #expect(range.day == 5 && range.month == 8 && range.year == 2022)
        #expect(range.end == TaskTimestamp(raw: "20th August 2022", year: 2022, month: 8, day: 20))
        // `2026-12` is not a full ISO date: the year 2026 to the 12th (completed: of 2026).
        let partial = TaskTimestamp(parsing: "2026-12")
        #expect(partial.year == 2026 && partial.month == nil)
        #expect(partial.end?.day == 12 && partial.end?.year == 2026)
        #expect(TaskTimestamp(parsing: "2026-12-03").end == nil)
    }

    @Test func rangeSidesCompleteEachOther() {
        // Spec lines 592-596: `5th - 20th August 2022`, fields completed from the other half.
        let range = TaskTimestamp(parsing: "5th - 20th August 2022")
        #expect(range.day == 5 && range.month == 8 && range.year == 2022)
        #expect(range.end?.day == 20)
        let times = TaskTimestamp(parsing: "3rd Dec 2026 10:00 – 12:30")
        #expect(times.end == TaskTimestamp(raw: "12:30", year: 2026, month: 12, day: 3, hour: 12, minute: 30))
        #expect(TaskTimestamp(parsing: "2026-12-03 - 2026-12-05").end?.day == 5)
    }

    @Test(arguments: [
        ("tomorrow", "nothing"), ("5th Feb 12", "Feb 5"), ("32nd Jan", "nothing"), ("12:5", "nothing"),
        ("5th 2022 Feb", "day 5 2022"), ("25:00", "nothing"), ("31st Feb 2026", "2026-02"),
        ("3rd Decembre 2026", "day 3"), ("2026-13-01", "2026 – nothing"), ("1 - 2 - 3", "day 1 – day 2"),
    ])
    func textThatBreaksTheGrammarIsMarkedAndKeepsWhatWasRead(raw: String, readAs: String) {
        let timestamp = TaskTimestamp(parsing: raw)
        #expect(timestamp.isUnderstood == false)
        #expect(timestamp.raw == raw)
        #expect(timestamp.fieldSummary == readAs)
    }

    @Test func aDateNotReadCompletelyIsReportedOnItsLine() {
        let source = "* Week\n- ( |< 3rd Decembre 2026) write report\n- ( |< 2026-12-03|> Mon 30th Nov 2026) fine\n"
        let tasks = TaskScanner.scan(NorgParser.parse(source))
        let diagnostics = TaskScanner.timestampDiagnostics(tasks)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.range.start.line == 2)
        #expect(diagnostics.first?.message == "due date \"3rd Decembre 2026\" not understood; read as day 3")
        #expect(tasks.last?.due?.fieldSummary == "2026-12-03")
    }

    @Test func aFieldSetToAnyNumberReadsBackAsANumberClampedToItsStorage() {
        var stamp = TaskTimestamp(raw: "", year: 2026, day: 3)
        stamp.day = 255          // the byte that stands for nil: stored as its neighbour
        stamp.hour = -1          // below a byte's range
        stamp.minute = 1_000     // above it
        stamp.year = Int.min     // Int32.min stands for nil
        #expect(stamp.day == 254)
        #expect(stamp.hour == 0)
        #expect(stamp.minute == 255 - 1)
        #expect(stamp.year == Int(Int32.min) + 1)
        stamp.day = nil
        #expect(stamp.day == nil)
        #expect(stamp.month == nil)
        // Equality is that of the fields as read.
        #expect(TaskTimestamp(raw: "", second: 254) == TaskTimestamp(raw: "", second: 255))
        #expect(TaskTimestamp(raw: "", second: 0) != TaskTimestamp(raw: "", second: nil))
    }
}
