extension TaskScanner {
    /// A warning for each due, start, timestamp or recurrence date that was not read completely, on
    /// the task's line: `due date "3rd Decembre" not understood; read as day 3`. The parser itself
    /// does no date work; this is where a date that would otherwise be read short is made known.
    public static func timestampDiagnostics(_ tasks: [NorgTask]) -> [NorgDiagnostic] {
        var diagnostics: [NorgDiagnostic] = []
        // Each date read in turn, not gathered into an array per task: this runs on every listing.
        for task in tasks {
            report("due", task.due, of: task, to: &diagnostics)
            report("start", task.start, of: task, to: &diagnostics)
            report("timestamp", task.timestamp, of: task, to: &diagnostics)
            report("recurrence", task.recurrence, of: task, to: &diagnostics)
        }
        return diagnostics
    }

    private static func report(_ name: String, _ timestamp: TaskTimestamp?, of task: NorgTask,
                               to diagnostics: inout [NorgDiagnostic]) {
        guard let timestamp, !timestamp.isUnderstood else { return }
        diagnostics.append(NorgDiagnostic(
            message: "\(name) date \"\(timestamp.raw)\" not understood; read as \(timestamp.fieldSummary)",
            range: task.range))
    }
}
