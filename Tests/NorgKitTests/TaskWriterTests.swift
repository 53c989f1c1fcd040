import Foundation
import Testing
import NorgKit

@Suite struct TaskWriterTests {
    /// The offsets where two byte arrays differ (same length expected).
    static func differences(_ a: [UInt8], _ b: [UInt8]) -> [Int] {
        guard a.count == b.count else { return [-1] }
        return a.indices.filter { a[$0] != b[$0] }
    }

    @Test(arguments: TaskStatus.allCases)
    func everyStatusBecomesEveryOtherStatus(from: TaskStatus) throws {
        for to in TaskStatus.allCases {
            let source = "- (\(from.character)) Task\n"
            let result = try TaskWriter.setStatus(to, line: 1, in: source)
            #expect(result == "- (\(to.character)) Task\n")
            #expect(TaskScanner.scan(NorgParser.parse(result)).map(\.status) == [to])
        }
    }

    @Test func onlyTheStatusOfAChainChanges() throws {
        let source = "* Heading\n  - (# A| ) undone, priority A\n  - (x|< Tue 5th Feb) done\n"
        let result = try TaskWriter.setStatus(.done, line: 2, in: source)
        #expect(result == "* Heading\n  - (# A|x) undone, priority A\n  - (x|< Tue 5th Feb) done\n")
    }

    @Test func lineEndingsWhitespaceAndByteOrderMarkAreKept() throws {
        let source = "\u{FEFF}* (x) Heading  \r\n\t- ( ) tab\t \r\r-- (-) cr only\r\n\r\n> (?) quote \n$ (=) Term\r\nBody"
        let result = try TaskWriter.setStatus(.urgent, line: 2, in: source)
        #expect(result == source.replacingOccurrences(of: "\t- ( ) tab", with: "\t- (!) tab"))
        let bytes = Array(source.utf8)
        #expect(Self.differences(bytes, Array(result.utf8)).count == 1)
        for (line, status) in [(1, TaskStatus.undone), (4, .done), (6, .cancelled), (7, .pending)] {
            let updated = try TaskWriter.setStatus(status, line: line, in: source)
            #expect(Self.differences(bytes, Array(updated.utf8)).count == 1, "line \(line)")
            #expect(TaskScanner.scan(NorgParser.parse(updated)).first(where: { $0.line == line })?.status == status)
        }
    }

    @Test func aStatusInALaterExtensionGroupIsWritten() throws {
        #expect(try TaskWriter.setStatus(.undone, line: 1, in: "- (# A)(x) two groups\n") == "- (# A)( ) two groups\n")
    }

    @Test func headingsQuotesAndDefinitionsAreWritten() throws {
        let source = "** (x) Heading\n\n> ( ) Quote\n\n$ (?) Term\nDefinition.\n\n^ (!) Note\nText.\n"
        #expect(try TaskWriter.setStatus(.undone, line: 1, in: source).hasPrefix("** ( ) Heading"))
        #expect(try TaskWriter.setStatus(.done, line: 3, in: source).contains("> (x) Quote"))
        #expect(try TaskWriter.setStatus(.done, line: 5, in: source).contains("$ (x) Term"))
        #expect(try TaskWriter.setStatus(.done, line: 8, in: source).contains("^ (x) Note"))
    }

    @Test func settingTheCurrentStatusReturnsTheSourceUnchanged() throws {
        let source = "- (+ 5th Jan) recurring\r\n"
        #expect(try TaskWriter.setStatus(.recurring, line: 1, in: source) == source)
    }

    @Test func theBytesVariantKeepsInvalidUTF8() throws {
        var bytes = Array("- ( ) Task \n".utf8)
        bytes.insert(0xFF, at: 10)
        let result = try TaskWriter.setStatus(.done, line: 1, in: bytes)
        #expect(Self.differences(bytes, result) == [3])
        #expect(result[10] == 0xFF)
    }

    @Test func aScannedTaskIsWrittenOnlyWhileItStillHasItsStatus() throws {
        let source = "- ( ) one\n- (x) two\n"
        let first = try #require(TaskScanner.scan(NorgParser.parse(source)).first)
        let updated = try TaskWriter.setStatus(.done, of: first, in: source)
        #expect(updated == "- (x) one\n- (x) two\n")
        #expect(throws: TaskWriteError.statusMismatch(line: 1, expected: .undone, found: .done)) {
            try TaskWriter.setStatus(.pending, of: first, in: updated)
        }
    }

    // MARK: Refusals

    @Test func linesOutOfRangeAreRefused() {
        let source = "- ( ) one\n- ( ) two\n"
        #expect(throws: TaskWriteError.lineOutOfRange(line: 0, lineCount: 2)) { try TaskWriter.setStatus(.done, line: 0, in: source) }
        #expect(throws: TaskWriteError.lineOutOfRange(line: 3, lineCount: 2)) { try TaskWriter.setStatus(.done, line: 3, in: source) }
        #expect(throws: TaskWriteError.lineOutOfRange(line: 1, lineCount: 0)) { try TaskWriter.setStatus(.done, line: 1, in: "") }
    }

    @Test(arguments: [
        ("plain text\n", 1),
        ("- a list item\n", 1),
        ("- (# A) priority but no status\n", 1),
        ("@code norg\n- ( ) inside code\n@end\n", 2),
        ("|comment\n- ( ) inside a comment\n|end\n", 2),
        ("|example\n- ( ) inside an example\n|end\n", 2),
        ("- ( ) first line of the item\n  continuation\n", 2),
        ("text - ( ) not a modifier\n", 1),
    ])
    func linesWithoutATaskAreRefused(source: String, line: Int) {
        #expect(throws: TaskWriteError.noTask(line: line)) { try TaskWriter.setStatus(.done, line: line, in: source) }
    }

    @Test func aDifferentStatusThanExpectedIsRefused() {
        #expect(throws: TaskWriteError.statusMismatch(line: 1, expected: .undone, found: .pending)) {
            try TaskWriter.setStatus(.done, line: 1, in: "- (-) Task\n", expecting: .undone)
        }
        #expect((try? TaskWriter.setStatus(.done, line: 1, in: "- (-) Task\n", expecting: .pending)) == "- (x) Task\n")
    }

    @Test func aDifferentLineTextThanExpectedIsRefused() {
        let source = "\u{FEFF}- ( ) Task\r\n- ( ) Other\r\n"
        #expect(throws: TaskWriteError.lineTextMismatch(line: 2)) {
            try TaskWriter.setStatus(.done, line: 2, in: source, lineText: "- ( ) Task")
        }
        #expect((try? TaskWriter.setStatus(.done, line: 1, in: source, lineText: "- ( ) Task")) != nil)
        #expect((try? TaskWriter.setStatus(.done, line: 2, in: source, lineText: "- ( ) Other")) != nil)
    }

    @Test func aRecurringTaskWithATimestampIsNotTurnedIntoAnotherStatus() {
        #expect(throws: TaskWriteError.statusHasParameter(line: 1)) {
            try TaskWriter.setStatus(.done, line: 1, in: "- (+ 5th Jan) Yearly\n")
        }
        #expect((try? TaskWriter.setStatus(.done, line: 1, in: "- (+) Daily\n")) == "- (x) Daily\n")
        // The parser also reads a parameter after other statuses; it is kept the same way.
        #expect(throws: TaskWriteError.statusHasParameter(line: 1)) {
            try TaskWriter.setStatus(.undone, line: 1, in: "- (x 5th Jan) done, with a date\n")
        }
    }

    @Test func refusalsExplainThemselvesInOneLine() {
        let errors: [TaskWriteError] = [
            .lineOutOfRange(line: 9, lineCount: 1), .noTask(line: 1), .statusMismatch(line: 1, expected: .done, found: .undone),
            .lineTextMismatch(line: 1), .statusHasParameter(line: 1), .inconsistentSource(line: 1),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
        #expect(TaskWriteError.lineOutOfRange(line: 9, lineCount: 1).description.contains("9"))
    }
}
