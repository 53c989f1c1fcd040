/// The text of a verbatim ranged tag: its lines joined with `\n`, with the whitespace prefix all
/// non-blank lines share removed (indentation is not significant in Norg, the code's own shape is).
struct VerbatimContent {
    var text: String
    var range: SourceRange

    /// The lines `first..<closing` (0-based), `closing` being the `@end` line.
    init(lines: LineClassifier, from first: Int, to closing: Int) {
        let source = lines.source
        let bytes = source.bytes
        guard first < closing else {
            let start = source.lineStarts[closing]
            let position = SourcePosition(line: closing + 1, column: 1, offset: start)
            text = ""
            range = SourceRange(start: position, end: position)
            return
        }
        // The longest whitespace prefix shared by every non-blank line.
        var prefixStart = -1
        var prefixLength = 0
        for index in first..<closing {
            let line = lines.bounds(index)
            if line.isBlank { continue }
            let indent = line.contentStart - line.start
            if prefixStart < 0 {
                prefixStart = line.start
                prefixLength = indent
                continue
            }
            var shared = 0
            let limit = min(prefixLength, indent)
            while shared < limit && bytes[prefixStart + shared] == bytes[line.start + shared] { shared += 1 }
            prefixLength = shared
        }
        var output: [UInt8] = []
        for index in first..<closing {
            let line = lines.bounds(index)
            if index > first { output.append(0x0A) }
            if line.isBlank { continue }
            output.append(contentsOf: bytes[(line.start + prefixLength)..<line.contentEnd])
        }
        text = String(decoding: output, as: UTF8.self)
        let firstLine = lines.bounds(first)
        let lastLine = lines.bounds(closing - 1)
        range = SourceRange(
            start: SourcePosition(line: first + 1, column: 1, offset: firstLine.start),
            end: SourcePosition(line: closing, column: lastLine.contentEnd - lastLine.start + 1, offset: lastLine.contentEnd))
    }
}
