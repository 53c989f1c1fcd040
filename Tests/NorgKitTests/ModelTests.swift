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

    /// Every inline and block sits in an array of its enum, so the enum's stride is memory per node:
    /// the field order of the spans and the boxed large block cases keep both at 56 bytes.
    @Test func nodeEnumsStayCompact() {
        #expect(MemoryLayout<NorgInline>.stride <= 56)
        #expect(MemoryLayout<NorgBlock>.stride <= 56)
    }
}
