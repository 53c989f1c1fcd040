import Foundation
import NorgKit

/// Turns inline content into text runs, each marked with its `NorgStyle` (and its link, if any).
///
/// A walk of the inline content (`NorgWalker`), so no nesting depth can exhaust the call stack.
public enum NorgInlineRuns {
    /// The runs of `inlines`: `%null%` content is dropped, soft breaks become spaces, a link shows its
    /// description (or, without one, its location as written).
    public static func attributedString(_ inlines: [NorgInline]) -> AttributedString {
        // The whole text is built as one `String` and becomes one `AttributedString`; only styled or
        // linked runs are then marked (by UTF-8 offsets). Appending an `AttributedString` per run costs
        // several times more, and most runs are plain.
        var writer = RunWriter()
        inlines.walk(&writer)
        writer.closeRun()
        return AttributedString(writer.text, markingRunsOf: writer.marks, at: \.offsets) { run, mark in
            if !mark.run.style.isEmpty { run.norgStyle = mark.run.style }
            if let link = mark.run.link { run.norgLink = link }
        }
    }

    /// A task listed away from its document (an agenda, the reader's task lists): its text's runs
    /// followed by its badges (`NorgTask.badges`: priority, due, start, recurrence, timestamp), as a
    /// task row in a document shows them.
    public static func attributedString(task: NorgTask) -> AttributedString {
        let text = attributedString(task.spans)
        let badges = task.badges
        return badges.isEmpty ? text : appendingBadges(badges, to: text)
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

    /// The text and its marked runs, as a walker: each span entered pushes the run its content is
    /// written in, and leaving it pops that run.
    private struct RunWriter: NorgWalker {
        var text = ""
        var marks: [(offsets: Range<Int>, run: Run)] = []
        /// The run of each span entered and not yet left; the innermost is the one written in.
        private var runs: [Run] = []
        private var current = Run(style: [], link: nil)
        private var runStart = 0

        private var run: Run { runs.last ?? Run(style: [], link: nil) }

        mutating func closeRun() {
            let end = text.utf8.count
            if end > runStart, !current.style.isEmpty || current.link != nil {
                marks.append((runStart..<end, current))
            }
            runStart = end
        }

        private mutating func emit(_ piece: String, _ run: Run) {
            guard !piece.isEmpty else { return }
            if run != current {
                closeRun()
                current = run
            }
            text += piece
        }

        mutating func visitLeaf(_ leaf: NorgInline) -> NorgWalkAction {
            switch leaf {
            case .text(let text, _): emit(text.string, run)
            case .escape(let string, _): emit(string, run)
            case .softBreak: emit(" ", run)
            case .verbatim(let span):
                emit(span.content, Run(style: run.style.union(NorgStyle(span.modifier)), link: run.link))
            default: break
            }
            return .visitChildren
        }

        mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction {
            let outer = run
            switch span {
            case .styled(let styled):
                // `%null%` content is not shown.
                guard let style = NorgStyle(styled.modifier) else {
                    runs.append(outer)
                    return .skipChildren
                }
                runs.append(Run(style: outer.style.union(style), link: outer.link))
            case .link(let link):
                let inner = Run(style: outer.style.union(.link), link: link)
                runs.append(inner)
                if link.description?.isEmpty ?? true {
                    // The location's name, its markup read but shown plain (`shownContent`).
                    emit(link.location.map { $0.shownContent?.plainText ?? $0.shownText } ?? "", inner)
                    return .skipChildren
                }
            default:
                runs.append(outer)
            }
            return .visitChildren
        }

        mutating func leaveSpan(_ span: NorgInline) {
            runs.removeLast()
        }
    }
}
