import Foundation
import NorgKit

/// Turns inline content into text runs, each marked with its `NorgStyle` (and its link, if any).
///
/// Works with an explicit stack rather than recursion, so no nesting depth can exhaust the call stack.
public enum NorgInlineRuns {
    /// The runs of `inlines`: `%null%` content is dropped, soft breaks become spaces, a link shows its
    /// description (or, without one, its location as written).
    public static func attributedString(_ inlines: [NorgInline]) -> AttributedString {
        var result = AttributedString()
        var text = ""
        var current = Run(style: [], link: nil)
        // Consecutive pieces with one style are joined before they become a run.
        func flush() {
            guard !text.isEmpty else { return }
            var run = AttributedString(text)
            if !current.style.isEmpty { run.norgStyle = current.style }
            if let link = current.link { run.norgLink = link }
            result.append(run)
            text = ""
        }
        func emit(_ piece: String, _ run: Run) {
            if run != current {
                flush()
                current = run
            }
            text += piece
        }

        var stack: [(NorgInline, Run)] = inlines.reversed().map { ($0, Run(style: [], link: nil)) }
        while let (inline, run) = stack.popLast() {
            switch inline {
            case .text(let string, _), .escape(let string, _):
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
                    emit(link.location?.rawText ?? "", inner)
                }
            case .linkTarget(let target):
                stack.append(contentsOf: target.children.reversed().map { ($0, run) })
            }
        }
        flush()
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
