import NorgKit

/// The options `norg tasks` and `norg agenda` share: paths (`-` for standard input), the day
/// that is today, and the query.
struct TasksOptions {
    var paths: [String] = []
    var json = false
    var today = TaskDay.today()
    var query = TaskQuery()

    /// Reads what the grammar read by `norg tasks`' options (`TasksCommand.options`), or by the
    /// few of them another command takes (`agenda`: `--today`, and its own `json`).
    init(_ arguments: CommandArguments, command: String, json jsonOption: CommandOption) throws(CommandError) {
        paths = arguments.operands
        json = arguments.has(jsonOption)
        if let value = arguments.value(TasksCommand.today) { today = try Self.day(value, option: TasksCommand.today.name) }
        for value in arguments.values(TasksCommand.status) {
            var set = query.statuses ?? []
            for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let status = TaskStatus(spokenName: String(name)) else {
                    throw .usage("unknown status '\(name)'; expected one of \(TaskStatus.spokenNames)")
                }
                set.insert(status)
            }
            query.statuses = set
        }
        if let value = arguments.value(TasksCommand.priority) {
            query.priorities = Set(value.split(separator: ",").map(String.init))
        }
        query.underHeading = arguments.value(TasksCommand.under)
        switch arguments.value(TasksCommand.sort) {
        case "due": query.sort = .due
        case "priority": query.sort = .priority
        default: query.sort = .document
        }
        // Resolved once `--today` is known (options may come in any order).
        if let word = arguments.value(TasksCommand.due) { query.due = try Self.dateFilter(word, today: today) }
        guard !paths.isEmpty else { throw .usage("no PATH given; run `norg \(command) --help`") }
    }

    /// The day `text` writes as `YYYY-MM-DD`; a usage error naming `option` otherwise, which says
    /// so when only the year is too large for the calendar (`TaskDay.years`).
    static func day(_ text: String, option: String) throws(CommandError) -> TaskDay {
        if let day = TaskDay(iso: text) { return day }
        try refuseYearOutOfRange(text, option: option)
        throw .usage("\(option): '\(text)' is not a date; write YYYY-MM-DD")
    }

    /// Throws the usage error for a date whose year has more digits or is larger than
    /// `TaskDay.years` holds, so `99999999999999999-12-31` is not called "not a date".
    static func refuseYearOutOfRange(_ text: String, option: String) throws(CommandError) {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard digits.count >= 4, text.dropFirst(digits.count).first == "-" else { return }
        if let year = Int(digits), TaskDay.years.contains(year) { return }
        throw .usage("\(option): '\(text)' has a year past \(TaskDay.years.upperBound), the last the calendar holds")
    }

    /// `overdue`, `today`, `tomorrow`, `week` (today and the seven days after: the agenda's Today
    /// and Next 7 days, `TaskQuery.DateFilter.week(from:)`), `YYYY-MM-DD`,
    /// `before:DATE` or `after:DATE`. The days after today stop at `TaskDay.last`
    /// (`TaskDay.adding(days:)`), so no `--today` makes them overflow.
    static func dateFilter(_ word: String, today: TaskDay) throws(CommandError) -> TaskQuery.DateFilter {
        switch word {
        case "overdue": return .overdue
        case "today": return .on(today)
        case "tomorrow": return .on(today.adding(days: 1))
        case "week": return .week(from: today)
        default:
            if word.hasPrefix("before:") { return .before(try day(String(word.dropFirst(7)), option: "--due")) }
            if word.hasPrefix("after:") { return .after(try day(String(word.dropFirst(6)), option: "--due")) }
            guard let day = TaskDay(iso: word) else {
                try refuseYearOutOfRange(word, option: "--due")
                throw .usage("--due: '\(word)' is not overdue, today, tomorrow, week, YYYY-MM-DD, before:DATE or after:DATE")
            }
            return .on(day)
        }
    }
}
