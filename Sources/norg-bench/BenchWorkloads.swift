import NorgKit

/// The workloads beyond parsing: what each renderer does with a parsed document.
enum BenchWorkloads {
    static func extra(source: String, document: NorgDocument, bytes: Int, runs: Int) -> [Measurement] {
        [
            Measurement.run("TaskScanner.scan", bytes: bytes, runs: runs) { TaskScanner.scan(document).count },
        ]
    }

    /// The HTML renderer's output size for a document (0 until NorgHTML lands).
    static func renderedSize(_ document: NorgDocument) -> Int { 0 }
}
