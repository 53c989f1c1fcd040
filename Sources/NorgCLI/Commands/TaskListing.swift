import NorgKit

/// Writes `norg tasks` output a task at a time, so memory does not grow with the number of tasks:
/// text lines (`path:line: status text`, with control characters escaped for the terminal) or
/// the elements of one JSON array (exact text, JSON-escaped). Output is handed on in chunks.
struct TaskListing {
    private let json: Bool
    private let io: CommandIO
    private let closing: String
    private var buffer = ""
    private var count = 0
    private static let chunkSize = 1 << 16

    /// A listing; in JSON, the array is written between `opening` and `closing` (an agenda puts
    /// it inside an object).
    init(json: Bool, io: CommandIO, opening: String = "[", closing: String = "]\n") {
        self.json = json
        self.io = io
        self.closing = closing
        if json { buffer = opening }
    }

    /// Adds a task; `agenda` (JSON only) adds the agenda's `group` key and its `day` key (the day
    /// the task is due, `NorgTask.dueDay(today:)`, or null).
    mutating func add(_ task: NorgTask, path: String, agenda: (group: TaskAgendaGroup, day: TaskDay?)? = nil) {
        if json {
            buffer += count == 0 ? "\n" : ",\n"
            appendJSON(task, path: path, agenda: agenda)
        } else {
            buffer += Self.line(task, path: path) + "\n"
        }
        count += 1
        if buffer.utf8.count >= Self.chunkSize { flush() }
    }

    /// `path:line: status (#A, due 2026-12-03, start Dec 1, at 2026-12-04, recurs Jan 5) text`,
    /// control characters escaped.
    static func line(_ task: NorgTask, path: String) -> String {
        var details: [String] = []
        if let priority = task.priority { details.append("#" + priority) }
        if let due = task.due { details.append("due " + shown(due)) }
        if let start = task.start { details.append("start " + shown(start)) }
        if let timestamp = task.timestamp { details.append("at " + shown(timestamp)) }
        if let recurrence = task.recurrence { details.append("recurs " + shown(recurrence)) }
        var line = "\(path):\(task.line): \(task.status.rawValue)"
        if !details.isEmpty { line += " (" + details.joined(separator: ", ") + ")" }
        if !task.text.isEmpty { line += " " + task.text }
        return TerminalText.escaped(line)
    }

    /// A date as read, or as written when it was not read completely.
    private static func shown(_ timestamp: TaskTimestamp) -> String {
        timestamp.isUnderstood ? timestamp.fieldSummary : "\"" + timestamp.raw + "\""
    }

    /// Writes what is left, closing the JSON array.
    mutating func finish() {
        if json { buffer += (count == 0 ? "" : "\n") + closing }
        flush()
    }

    private mutating func flush() {
        io.out(buffer)
        buffer = ""
    }

    /// One task as a JSON object, keys in sorted order (the layout `JSONSerialization` gives with
    /// sorted keys and pretty printing).
    private mutating func appendJSON(_ task: NorgTask, path: String, agenda: (group: TaskAgendaGroup, day: TaskDay?)?) {
        let progress = task.progress.map { "{\n      \"done\" : \($0.done),\n      \"total\" : \($0.total)\n    }" }
        let headings = task.headings.isEmpty ? "[]"
            : "[\n" + task.headings.map { "      " + JSONString.quoted($0) }.joined(separator: ",\n") + "\n    ]"
        var members: [(String, String)] = []
        if let agenda { members.append(("day", agenda.day.map { JSONString.quoted($0.description) } ?? "null")) }
        members.append(("due", timestamp(task.due)))
        if let agenda { members.append(("group", JSONString.quoted(agenda.group.rawValue))) }
        members += [
            ("headings", headings),
            ("line", String(task.line)),
            ("path", JSONString.quoted(path)),
            ("priority", task.priority.map(JSONString.quoted) ?? "null"),
            ("progress", progress ?? "null"),
            ("recurrence", timestamp(task.recurrence)),
            ("start", timestamp(task.start)),
            ("status", JSONString.quoted(task.status.rawValue)),
            ("text", JSONString.quoted(task.text)),
            ("timestamp", timestamp(task.timestamp)),
        ]
        buffer += "  {\n"
        for (index, (key, value)) in members.enumerated() {
            buffer += "    \"" + key + "\" : " + value + (index + 1 < members.count ? ",\n" : "\n")
        }
        buffer += "  }"
    }

    private func timestamp(_ timestamp: TaskTimestamp?, indent: String = "    ") -> String {
        guard let timestamp else { return "null" }
        let fields: [(String, String)] = [
            ("day", timestamp.day), ("hour", timestamp.hour), ("minute", timestamp.minute),
            ("month", timestamp.month),
        ].compactMap { key, value in value.map { (key, String($0)) } }
            + [("raw", JSONString.quoted(timestamp.raw))]
            + (timestamp.second.map { [("second", String($0))] } ?? [])
            + (timestamp.timeZone.map { [("timeZone", JSONString.quoted($0))] } ?? [])
            + (timestamp.end.map { [("to", self.timestamp($0, indent: indent + "  "))] } ?? [])
            + [("understood", timestamp.isUnderstood ? "true" : "false")]
            + (timestamp.weekday.map { [("weekday", String($0))] } ?? [])
            + (timestamp.year.map { [("year", String($0))] } ?? [])
        return "{\n" + fields.map { "\(indent)  \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n") + "\n\(indent)}"
    }
}
