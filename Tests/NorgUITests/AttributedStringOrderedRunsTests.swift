import Foundation
import Testing
@testable import NorgUI

/// Runs placed by UTF-8 offset land on the text those offsets name, whatever the bytes before them
/// are: the mapping goes through `String.UTF8View` and `Range(_:in:)`, which iOS 18 and macOS 15
/// have (`AttributedString.utf8` needs iOS 26 / macOS 26).
@Suite struct AttributedStringOrderedRunsTests {
    /// A mark on the UTF-8 range `offsets`, named `name`.
    private struct Mark {
        var offsets: Range<Int>
        var name: String
    }

    /// The text of each run that carries a link, in order; marks are stored as links to their names.
    private func markedTexts(_ text: String, _ marks: [Mark]) -> [String] {
        let string = AttributedString(text, markingRunsOf: marks, at: \.offsets) { run, mark in
            run.link = URL(string: "mark:\(mark.name)")
        }
        #expect(String(string.characters) == text)
        return string.runs.compactMap { run in run.link.map { _ in String(string[run.range].characters) } }
    }

    /// The UTF-8 offsets of `part` in `text`.
    private func offsets(of part: String, in text: String) -> Range<Int> {
        let range = text.range(of: part)!
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return start..<(start + part.utf8.count)
    }

    @Test func runsAfterMultiByteCharactersLandOnTheirText() {
        let text = "café 😀 naïve 日本語 e\u{301}nd"
        let parts = ["😀", "naïve", "日本", "e\u{301}nd"]
        let marks = parts.map { Mark(offsets: offsets(of: $0, in: text), name: $0) }
        #expect(markedTexts(text, marks) == parts)
    }

    @Test func adjacentRunsAtTheEdgesOfTheTextStaySeparate() {
        let text = "ab😀cd"
        let marks = [Mark(offsets: 0..<2, name: "a"), Mark(offsets: 2..<6, name: "b"), Mark(offsets: 6..<8, name: "c")]
        let string = AttributedString(text, markingRunsOf: marks, at: \.offsets) { run, mark in
            run.link = URL(string: "mark:\(mark.name)")
        }
        #expect(string.runs.map { String(string[$0.range].characters) } == ["ab", "😀", "cd"])
    }

    @Test func noMarksLeaveOnePlainRun() {
        #expect(markedTexts("plain é", []).isEmpty)
        #expect(AttributedString("plain é", markingRunsOf: [Mark](), at: \.offsets) { _, _ in }.runs.count == 1)
    }
}
