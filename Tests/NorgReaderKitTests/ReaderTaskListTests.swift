import Foundation
import Testing
import NorgKit
@testable import NorgReaderKit

@Suite struct ReaderTaskListTests {
    private let today = TaskDay(year: 2026, month: 12, day: 1)!

    private func library() throws -> (NoteFolderFixture, ReaderLibrary) {
        let folder = try NoteFolderFixture([
            "home.norg": """
            @document.meta
            title: Home
            @end
            * Garden
            ** Spring
            - ( |< 2026-11-20) Prune roses
            - ( |< 2026-12-03) Sow peas
            - (x |< 2026-11-01) Rake leaves
            """,
            "work.norg": "- (!) Send report\n- ( |< 2027-02-01) Plan\n- (_) Old idea\n",
        ])
        return (folder, try ReaderLibrary(folder: folder.url))
    }

    @Test func everyTaskOfTheFolderCarriesItsDocumentAndHeadings() throws {
        let (_, library) = try library()
        let tasks = library.tasks(.all, today: today)
        #expect(tasks.map(\.task.text) == ["Prune roses", "Sow peas", "Rake leaves", "Send report", "Plan", "Old idea"])
        #expect(tasks.first?.location == "Home › Garden › Spring")
        #expect(tasks.first?.id == "home.norg:6")
    }

    @Test func overdueListsOpenTasksDueBeforeToday() throws {
        let (_, library) = try library()
        #expect(library.tasks(.overdue, today: today).map(\.task.text) == ["Prune roses"])
    }

    @Test func dueThisWeekListsOpenTasksDueFromTodayOnSevenDays() throws {
        let (_, library) = try library()
        #expect(library.tasks(.dueThisWeek, today: today).map(\.task.text) == ["Sow peas"])
    }

    @Test func dueThisWeekIsTheAgendasTodayAndNextSevenDays() {
        let query = ReaderTaskFilter.dueThisWeek.query(today: today)
        #expect(query.due == .week(from: today))
        let tasks = TaskScanner.scan(NorgParser.parse("- ( |< 2026-12-08) a week on\n- ( |< 2026-12-09) eight days on\n"))
        #expect(tasks.map { query.matches($0, today: today) } == [true, false])
        #expect(tasks.map { TaskAgendaGroup($0, today: today) } == [.nextSevenDays, .later])
    }

    @Test func openTasksComeByDueDateWithUndatedOnesLast() throws {
        let (_, library) = try library()
        #expect(library.tasks(.open, today: today).map(\.task.text) == ["Prune roses", "Sow peas", "Plan", "Send report"])
    }
}
