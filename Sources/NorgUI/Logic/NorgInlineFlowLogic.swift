import Foundation

/// A piece of inline text for the flow layout NorgUI uses when inline math is typeset: a word (with
/// its trailing whitespace and styles) or the TeX of one `$math$` span.
enum NorgInlineSegment: Sendable, Hashable {
    case text(AttributedString)
    case math(tex: String)
}

/// Splitting styled runs into words and math, and breaking those pieces into lines.
///
/// A `Text` cannot embed a view, so a paragraph whose inline math a `NorgMathRenderer` typesets is
/// laid out as a flow of words and math views instead.
enum NorgInlineFlowLogic {
    /// True when some run of `runs` is inline math.
    static func containsMath(_ runs: AttributedString) -> Bool {
        runs.runs.contains { $0.norgStyle?.contains(.math) == true }
    }

    /// Words (each ending after its whitespace, styles kept) and math spans, in reading order.
    static func segments(_ runs: AttributedString) -> [NorgInlineSegment] {
        var result: [NorgInlineSegment] = []
        for run in runs.runs {
            let piece = runs[run.range]
            if run.norgStyle?.contains(.math) == true {
                result.append(.math(tex: String(piece.characters)))
                continue
            }
            var start = piece.startIndex
            var index = piece.startIndex
            while index < piece.endIndex {
                let next = piece.characters.index(after: index)
                if piece.characters[index].isWhitespace {
                    result.append(.text(AttributedString(piece[start..<next])))
                    start = next
                }
                index = next
            }
            if start < piece.endIndex { result.append(.text(AttributedString(piece[start..<piece.endIndex]))) }
        }
        return result
    }

    /// Places pieces of the given sizes left to right, starting a new line when the next piece would
    /// pass `width` (a piece wider than `width` gets a line of its own). Pieces of a line share its
    /// bottom edge. Returns each piece's top-left origin and the size of the whole.
    static func arrange(_ sizes: [CGSize], width: CGFloat, lineSpacing: CGFloat = 2)
        -> (origins: [CGPoint], size: CGSize) {
        var lines: [[Int]] = []
        var current: [Int] = []
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if !current.isEmpty, x + size.width > width {
                lines.append(current)
                current = []
                x = 0
            }
            current.append(index)
            x += size.width
        }
        if !current.isEmpty { lines.append(current) }

        var origins = [CGPoint](repeating: .zero, count: sizes.count)
        var y: CGFloat = 0
        var widest: CGFloat = 0
        for (number, line) in lines.enumerated() {
            let height = line.map { sizes[$0].height }.max() ?? 0
            var x: CGFloat = 0
            for index in line {
                origins[index] = CGPoint(x: x, y: y + height - sizes[index].height)
                x += sizes[index].width
            }
            widest = max(widest, x)
            y += height + (number < lines.count - 1 ? lineSpacing : 0)
        }
        return (origins, CGSize(width: widest, height: y))
    }
}
