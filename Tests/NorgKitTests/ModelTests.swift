import Testing
@testable import NorgKit

@Suite struct SourceTextTests {
    @Test func lineTableCountsLFCRAndCRLFAsOneLineEndingEach() {
        let text = SourceText("a\nb\r\nc\rd")
        #expect(text.lineStarts == [0, 2, 5, 7])
        #expect(text.position(at: 5) == SourcePosition(line: 3, column: 1, offset: 5))
        #expect(text.position(at: 8) == SourcePosition(line: 4, column: 2, offset: 8))
    }

    @Test func taskStatusCharactersRoundTrip() {
        for status in TaskStatus.allCases {
            #expect(TaskStatus(character: status.character) == status)
        }
        #expect(TaskStatus(character: "y") == nil)
    }

    /// Every inline sits in an array of `NorgInline`, so its stride is memory per node: the spans
    /// keep their one-byte fields last to hold it at 56 bytes.
    @Test func inlineNodesStayCompact() {
        #expect(MemoryLayout<NorgInline>.stride <= 56)
    }
}
