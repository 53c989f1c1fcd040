import Foundation
import NorgKit

/// Turns inline content into text runs, each marked with its `NorgStyle` (and its link, if any).
///
/// Works with an explicit stack rather than recursion, so no nesting depth can exhaust the call stack.
public enum NorgInlineRuns {
    /// The runs of `inlines`: `%null%` content is dropped, soft breaks become spaces, a link shows its
    /// description (or, without one, its location as written).
    public static func attributedString(_ inlines: [NorgInline]) -> AttributedString {
        // The whole text is built as one `String` and becomes one `AttributedString`; only styled or
        // linked runs are then marked (by UTF-8 offsets). Appending an `AttributedString` per run costs
        // several times more, and most runs are plain.
        var text = ""
        var marks: [(offsets: Range<Int>, run: Run)] = []
        var current = Run(style: [], link: nil)
        var runStart = 0
        func closeRun() {
            let end = text.utf8.count
            if end > runStart, !current.style.isEmpty || current.link != nil {
                marks.append((runStart..<end, current))
            }
            runStart = end
        }
        func emit(_ piece: String, _ run: Run) {
            guard !piece.isEmpty else { return }
            if run != current {
                closeRun()
                current = run
            }
            text += piece
        }

        var stack: [(NorgInline, Run)] = inlines.reversed().map { ($0, Run(style: [], link: nil)) }
        while let (inline, run) = stack.popLast() {
            switch inline {
            case .text(let text, _):
                emit(text.string, run)
            case .escape(let string, _):
                emit(string, run)
            case .softBreak:
                emit(" ", run)
            case .linkModifier:
                break
            case .styled(let span):
                guard let style = NorgStyle(span.modifier) else { continue }
                let inner = Run(style: run.style.union(style), link: run.link)
                stack.append(contentsOf: span.children.reversed().map { ($0, inner) })
            case .verbatim(let span):
                emit(span.content, Run(style: run.style.union(NorgStyle(span.modifier)), link: run.link))
            case .link(let link):
                let inner = Run(style: run.style.union(.link), link: link)
                if let description = link.description, !description.isEmpty {
                    stack.append(contentsOf: description.reversed().map { ($0, inner) })
                } else {
                    emit(link.location?.shownText ?? "", inner)
                }
            case .linkTarget(let target):
                stack.append(contentsOf: target.children.reversed().map { ($0, run) })
            }
        }
        closeRun()
        var result = AttributedString(text)
        result.updateRuns(of: marks, at: \.offsets) { run, mark in
            if !mark.run.style.isEmpty { run.norgStyle = mark.run.style }
            if let link = mark.run.link { run.norgLink = link }
        }
        return result
    }

    /// `text` followed by each badge (`#A`, `due 5th Feb`) as a run styled `.badge`, one space before
    /// each, no-break spaces inside, so a badge wraps as one word and reads as part of the text.
    public static func appendingBadges(_ badges: [TaskBadge], to text: AttributedString) -> AttributedString {
        var result = text
        for badge in badges {
            result += AttributedString(" ")
            var run = AttributedString(badge.text.replacingOccurrences(of: " ", with: "\u{00A0}"))
            run.norgStyle = .badge
            result += run
        }
        return result
    }

    /// The text a reader sees, without styles: for accessibility labels and plain-text uses.
    public static func plainText(_ inlines: [NorgInline]) -> String {
        String(attributedString(inlines).characters)
    }

    private struct Run: Equatable {
        var style: NorgStyle
        var link: InlineLink?
    }
}
