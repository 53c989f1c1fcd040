extension TaskScanner {
    /// A warning for each due, start, timestamp or recurrence date that was not read completely, on the task's line:
    /// `due date "3rd Decembre" not understood; read as day 3`. The parser itself does no date work;
    /// this is where a date that would otherwise be read short is made known.
    public static func timestampDiagnostics(_ tasks: [NorgTask]) -> [NorgDiagnostic] {
        var diagnostics: [NorgDiagnostic] = []
        for task in tasks {
            for (name, timestamp) in [("due", task.due), ("start", task.start), ("timestamp", task.timestamp),
                                      ("recurrence", task.recurrence)] {
                guard let timestamp, !timestamp.isUnderstood else { continue }
                diagnostics.append(NorgDiagnostic(
                    message: "\(name) date \"\(timestamp.raw)\" not understood; read as \(timestamp.fieldSummary)",
                    range: task.range))
            }
        }
        return diagnostics
    }
}
