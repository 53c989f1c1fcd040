import NorgKit

enum TasksCommand: NorgCommand {
    static let name = "tasks"
    static let summary = "List and query the tasks of files and folders."
    static let operands = "PATH..."
    static let about = """
    List every task (a list item, heading, quote, definition, footnote or table cell with a
    TODO status) of the given files. A folder is searched recursively for `.norg` files
    (hidden files and folders are skipped); `-` reads a document from standard input. Files
    are read and scanned in parallel. Tasks in `@code`, `|comment` and `|example`, and those
    a `#comment` or `+comment` hides, are not listed.

    One task a line, by path then line unless --sort says otherwise, with its priority and
    dates after the status when it has them:

      path:line: status text
      notes.norg:12: urgent (#A, due 2026-12-03) send the report
    """

    static let status = CommandOption.value(
        "--status", "S[,S...]",
        "only tasks with one of these statuses (names or characters, any case: done, x, on-hold, Onhold …)")
    static let priority = CommandOption.value(
        "--priority", "P[,P...]", "only tasks with one of these priorities (`#` extension; any case)")
    static let under = CommandOption.value(
        "--under", "TITLE", "only tasks under a heading with this title, at any level")
    static let due = CommandOption.value(
        "--due", "WHEN",
        "only tasks due: overdue (before today, still open), today, tomorrow, week (today and the seven "
            + "days after: the agenda's Today and Next 7 days), YYYY-MM-DD, before:YYYY-MM-DD or after:YYYY-MM-DD")
    static let today = CommandOption.value(
        "--today", "YYYY-MM-DD", "the day that is today (default: today in local time)")
    static let sort = CommandOption.value(
        "--sort", "ORDER", choices: ["due", "priority", "path"],
        "due (earliest first), priority (A first) or path (default); tasks without one come last")
    static let json = CommandOption.flag(
        "--json",
        "a JSON array of objects with the keys path, line, status, text, priority, due, start, "
            + "timestamp (`@`), recurrence (the date of a recurring status, `(+ Fri)`) (each null or "
            + "{raw, understood, and those of year, month, day, hour, minute, second, weekday (1 = Monday), "
            + "timeZone and to (a range's end) that the date gives}), headings and progress (null or "
            + "{done, total}; cancelled tasks are not counted)")
    static let options = [status, priority, under, due, today, sort, json]

    static var details: String {
        var text = """
        examples:
          norg tasks notes/ --due week --sort due         what is due this week
          norg tasks notes/ --status undone,pending --under Work
          norg tasks - < today.norg

        statuses:

        """
        for status in TaskStatus.allCases {
            text += "  \(status.rawValue.padded(toColumn: 10))(\(status.character))  "
            text += "\(status.unicodeSymbol)  \(status.englishName)\n"
        }
        text += """

        Dates are read as the spec writes them (`Tue 5th Feb 2030 14:00`, English names) or as
        ISO 8601 dates (`2030-02-05`, `2030-02-05T14:00`); a day without a year is read in the
        year nearest today. A date that is not read completely is reported on stderr
        (`path:line: warning: due date "…" not understood; read as …`).

        The day a task is due (for --due, --sort due and `norg agenda`) is its due date (`<`; a
        range is due at its end, a month on its last day); else, for a recurring task with a
        date (`(+ Fri)`, or `(+|@ Fri)`), its next occurrence: a weekday repeats weekly, a day
        of the month monthly, a day and month yearly, a full date happens once; else its
        timestamp (`@`; a range or a month counts as today while it runs).

        Task text and paths are printed with control characters escaped (`\\x1b`, `\\n`), so a
        document cannot drive the terminal or forge a line; --json output is exact. Output is
        written as files are scanned, except with --sort due or priority, which holds the
        matching tasks until all are read.

        A file that cannot be read (or, in a folder, a link out of the folder or a name that is
        not UTF-8) is reported on stderr and skipped, and the others are still listed.

        exit status: 0 listed, 1 some file was skipped or the output could not be written,
        2 bad arguments.
        """
        return text
    }

    static func run(_ arguments: CommandArguments, io: CommandIO) throws(CommandError) -> Int32 {
        let options = try TasksOptions(arguments, command: name, json: json)
        var listing = TaskListing(json: options.json, io: io)
        var held: [(path: String, task: NorgTask)] = []
        let failures = try TaskFiles.forEachDocument(options.paths, command: name, io: io) { path, tasks in
            for task in tasks where options.query.matches(task, today: options.today) {
                if options.query.sort == .document {
                    listing.add(task, path: path)
                } else {
                    held.append((path, task))
                }
            }
        }
        for (path, task) in options.query.sorted(held, today: options.today, task: \.task) {
            listing.add(task, path: path)
        }
        listing.finish()
        return failures == 0 ? 0 : 1
    }
}
