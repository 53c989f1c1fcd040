import NorgKit

/// `norg agenda`: the open tasks by when they are due.
enum AgendaCommand: NorgCommand {
    static let name = "agenda"
    static let summary = "The open tasks by when they are due: overdue, today, the next 7 days."
    static let operands = "PATH..."
    static let about = """
    The open tasks (undone, pending, urgent, on hold, needs input, recurring) of the given files
    and folders (`-` for standard input), grouped by the day they are due as Overdue, Today,
    Next 7 days (today + 1 through today + 7; Today and these are `norg tasks --due week`),
    Later and No date. A task is due on its due date (a range at its end); without one, a
    recurring task on its next occurrence and any other on its timestamp (`@`), as
    `norg tasks --help` tells. Within a group, the earliest day comes first, then path and
    line. Each task is one line, with its enclosing headings after it:

      Overdue
      notes.norg:12: urgent (#A, due 2026-11-28) send the report — Work › Reports
    """

    static let json = CommandOption.flag(
        "--json",
        "{\"today\": \"YYYY-MM-DD\", \"tasks\": [...]}: the tasks as `norg tasks --json` gives them, each "
            + "with a `group` key (overdue, today, nextSevenDays, later, noDate) and a `day` key (the day it is "
            + "placed on, YYYY-MM-DD, or null), in agenda order")
    /// `--today` as `norg tasks` takes it.
    static let options = [TasksCommand.today, json]

    static let details = """
    Files are read as `norg tasks` reads them; exit status as for `norg tasks`.
    """

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let options = try TasksOptions(arguments, command: name, json: json)
        var entries: [(group: TaskAgendaGroup, path: String, task: NorgTask)] = []
        let failures = try TaskFiles.forEachDocument(options.paths, command: name, io: io) { path, tasks in
            for task in tasks {
                if let group = TaskAgendaGroup(task, today: options.today) { entries.append((group, path, task)) }
            }
        }
        let byDue = TaskQuery(sort: .due).sorted(entries, today: options.today, task: \.task)
        var listing = TaskListing(json: options.json, io: io,
                                  opening: "{\n  \"today\" : \"\(options.today)\",\n  \"tasks\" : [",
                                  closing: "]\n}\n")
        if !options.json { io.out("Agenda for \(options.today)\n") }
        for group in TaskAgendaGroup.allCases {
            let members = byDue.filter { $0.group == group }
            if members.isEmpty { continue }
            if !options.json { io.out("\n\(group.title)\n") }
            for entry in members {
                if options.json {
                    listing.add(entry.task, path: entry.path, agenda: (group, entry.task.dueDay(today: options.today)))
                } else {
                    let headings = entry.task.headings.isEmpty ? "" : " — " + entry.task.headings.joined(separator: " › ")
                    io.out(TaskListing.line(entry.task, path: entry.path) + TerminalText.escaped(headings) + "\n")
                }
            }
        }
        if !options.json && entries.isEmpty { io.out("\nNothing open.\n") }
        listing.finish()
        return failures == 0 ? 0 : 1
    }
}
