import Testing

/// The failure message names the first line that differs, with invisible characters shown.
@Suite struct GoldenDifferenceTests {
    @Test func equalBytesHaveNoDifference() {
        #expect(GoldenDifference.first(recorded: Array("a\nb\n".utf8), actual: Array("a\nb\n".utf8)) == nil)
    }

    @Test func theFirstDifferingLineIsNamedWithBothVersions() {
        let message = GoldenDifference.first(recorded: Array("same\nold\tline\nx\n".utf8), actual: Array("same\nnew line\ny\n".utf8))
        #expect(message == "line 2 differs\n  recorded: \"old\\tline\"\n  now:      \"new line\"")
    }

    @Test func aShorterOutputSaysWhereItEnds() {
        let message = GoldenDifference.first(recorded: Array("a\nb\nc".utf8), actual: Array("a\nb".utf8))
        #expect(message == "line 3 differs\n  recorded: \"c\"\n  now:      (no such line: the file ends before it)")
    }

    @Test func aCarriageReturnIsShown() {
        let message = GoldenDifference.first(recorded: Array("a\r\n".utf8), actual: Array("a\n".utf8))
        #expect(message == "line 1 differs\n  recorded: \"a\\r\"\n  now:      \"a\"")
    }
}
