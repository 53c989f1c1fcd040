import Foundation
import Testing
import NorgCLI

/// `norg tasks` hands its output on while it scans, in bounded chunks, in text and JSON alike.
@Suite struct TaskListingStreamTests {
    /// Runs `norg` and keeps each chunk it wrote to standard output.
    private func chunks(_ arguments: [String]) -> (status: Int32, chunks: [String]) {
        var chunks: [String] = []
        let io = CommandIO(stdout: { chunks.append($0) }, stderr: { _ in }, stdin: { [] })
        return (NorgCommandLine.run(arguments, io: io), chunks)
    }

    @Test func manyTasksAreWrittenInBoundedChunksAsOneJSONArray() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let count = 20_000
        let file = try folder.write("many.norg", (0..<count).map { "- ( ) task \($0) \"q\"\n" }.joined())
        let (status, chunks) = chunks(["tasks", "--json", file])
        #expect(status == 0)
        #expect(chunks.count > 10)
        #expect(chunks.allSatisfy { $0.utf8.count < 70_000 })
        let array = try #require(try JSONSerialization.jsonObject(with: Data(chunks.joined().utf8)) as? [[String: Any]])
        #expect(array.count == count)
        #expect(array.last?["text"] as? String == "task \(count - 1) \"q\"")
        #expect(array.last?["line"] as? Int == count)
    }

    @Test func jsonHasTheLayoutOfSortedPrettyJSON() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "* H\n- (x|# A|< 5th Jan 2026 12:30) b/c\n")
        let (_, chunks) = chunks(["tasks", "--json", file])
        let object: [String: Any] = [
            "path": file, "line": 2, "status": "done", "text": "b/c", "priority": "A",
            "due": ["raw": "5th Jan 2026 12:30", "year": 2026, "month": 1, "day": 5, "hour": 12, "minute": 30,
                    "understood": true],
            "start": NSNull(), "headings": ["H"], "progress": NSNull(), "timestamp": NSNull(), "recurrence": NSNull(),
        ]
        let expected = try JSONSerialization.data(withJSONObject: [object],
                                                  options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        #expect(chunks.joined() == String(decoding: expected, as: UTF8.self) + "\n")
    }

    @Test func noTasksIsAnEmptyArray() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "no tasks\n")
        #expect(chunks(["tasks", "--json", file]).chunks.joined() == "[]\n")
    }
}

/// A due or start date `norg tasks` cannot read completely is reported, never dropped silently.
@Suite struct TaskDateWarningTests {
    @Test func aDateNotReadCompletelyIsReportedOnStandardError() throws {
        let folder = try TaskTemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("t.norg", "- ( |< 3rd Decembre 2026) report\n- ( |< 2026-12-03) fine\n")
        let output = TaskCommandOutput()
        #expect(output.run(["tasks", file]) == 0)
        #expect(output.err == "\(file):1: warning: due date \"3rd Decembre 2026\" not understood; read as day 3\n")
    }
}
