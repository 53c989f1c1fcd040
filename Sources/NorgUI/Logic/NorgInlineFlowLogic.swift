import Foundation

/// A piece of a paragraph whose inline math a `NorgMathRenderer` typesets: a run of text between
/// math spans (its styles kept, never split into words), or one `$math$` span with its TeX and its
/// styled run (shown when the renderer gives no image).
enum NorgInlineSegment: Sendable, Hashable {
    case text(AttributedString)
    case math(tex: String, run: AttributedString)
}

/// Splitting styled runs at inline math, so that a paragraph stays one `Text`: its text runs
/// concatenated with `Text(Image)` for each typeset span. One `Text` wraps any script and keeps
/// every run on the baseline, and VoiceOver reads it as one element.
enum NorgInlineFlowLogic {
    /// True when some run of `runs` is inline math.
    static func containsMath(_ runs: AttributedString) -> Bool {
        runs.runs.contains { $0.norgStyle?.contains(.math) == true }
    }

    /// The text between math spans as whole runs (styles kept) and each math span, in reading order.
    static func segments(_ runs: AttributedString) -> [NorgInlineSegment] {
        var result: [NorgInlineSegment] = []
        var textStart = runs.startIndex
        for run in runs.runs where run.norgStyle?.contains(.math) == true {
            if textStart < run.range.lowerBound {
                result.append(.text(AttributedString(runs[textStart..<run.range.lowerBound])))
            }
            let piece = AttributedString(runs[run.range])
            result.append(.math(tex: String(piece.characters), run: piece))
            textStart = run.range.upperBound
        }
        if textStart < runs.endIndex { result.append(.text(AttributedString(runs[textStart..<runs.endIndex]))) }
        return result
    }

    /// What VoiceOver reads for the paragraph: its text with each math span as its TeX.
    static func spokenText(_ segments: [NorgInlineSegment]) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): String(text.characters)
            case .math(let tex, _): tex
            }
        }.joined()
    }
}
