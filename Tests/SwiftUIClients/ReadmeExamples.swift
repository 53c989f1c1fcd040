// The NorgUI code examples of the repository README (README.md) and of the NorgUI documentation
// (Sources/NorgUI/NorgUI.docc: Theming.md holds the localization and code highlighting ones,
// GettingStarted.md the write-back and math ones), verbatim inside the host code they need, so the
// documented write-back and API keep compiling against NorgUI.
import SwiftUI
import NorgKit
import NorgUI

// MARK: Usage (with the file write-back through TaskWriter)

struct ReadmeNoteView: View {
    let url: URL
    @State private var source: String

    var body: some View {
        ScrollView {
            NorgView(document: NorgParser.parse(source)) { line, status in
                // Write the new status into the file itself: NorgKit reads it again under a lock,
                // refuses (throws, changing nothing) unless `line` still reads as shown, changes
                // exactly the status character in place, and returns the file as it now is.
                let shown = TaskWriter.lineText(line, in: source)
                do {
                    source = try TaskWriter.setStatus(status, line: line, inFileAt: url, lineText: shown).text
                } catch {
                    // The file changed under the view (or cannot be written): show it as it is.
                    source = (try? String(contentsOf: url, encoding: .utf8)) ?? source
                }
            }
            .padding()
        }
    }
}

// MARK: Links, resolved with LinkIndex

struct ReadmeLinkView: View {
    let document: NorgDocument
    @Environment(\.openURL) private var openURL

    func scrollTo(target: String?) {
        let index = LinkIndex(document: document)
        _ = index
    }

    var body: some View {
        NorgView(document: document) { link in
            switch link.target {
            case let target? where target.hasPrefix("http"): openURL(URL(string: target)!)
            default: scrollTo(target: link.target)   // a heading/anchor in this document
            }
        }
    }
}

// MARK: Collapsible view, tasks, theming, localization

struct ReadmeTaskList: View {
    let source: String

    func setStatus(_ task: NorgTask, _ status: TaskStatus) {}

    var body: some View {
        VStack {
            NorgView(document: NorgParser.parse(source), collapsible: true)
            ForEach(TaskScanner.scan(NorgParser.parse(source))) { task in
                NorgTaskView(
                    status: task.status,
                    text: AttributedString(task.text),
                    onToggle: { setStatus(task, .done) },
                    onSetStatus: { setStatus(task, $0) }
                )
            }
        }
    }
}

@MainActor func readmeTheming(document: NorgDocument, spans: [NorgInline]) -> some View {
    var theme = NorgTheme.default
    theme.linkColor = .purple
    theme.heading = { level in level == 1 ? .largeTitle.bold() : .title2 }
    theme.statusSymbol = { $0 == .done ? "checkmark.square.fill" : "square" }

    let styled = AttributedString(norg: spans, theme: theme)
    return VStack {
        NorgView(document: document)
            .norgTheme(theme)
        Text(styled)
    }
}

func readmeLocalization() -> NorgTheme {
    var theme = NorgTheme.default
    theme.statusLabel = { status in
        LocalizedStringResource(String.LocalizationValue(status.rawValue), table: "Tasks")
    }
    return theme
}

// MARK: Scrolling to links

struct ReadmeScrollingView: View {
    let document: NorgDocument
    @State private var target: String?   // a LinkIndex id

    var body: some View {
        ScrollView {
            NorgView(document: document, collapsible: true) { link in
                if case .local(let id, _) = LinkIndex(document: document).resolve(link) { target = id }
            }
            .norgScrollTarget($target)
        }
    }
}

// MARK: Images

struct ReadmeImagesView: View {
    let document: NorgDocument
    let noteURL: URL

    var body: some View {
        NorgView(document: document)
            .norgImageBaseURL(noteURL.deletingLastPathComponent())
    }
}

// MARK: Code highlighting

struct KeywordHighlighter: NorgCodeHighlighter {
    func highlight(code: String, language: String?) -> AttributedString? {
        guard language == "swift" else { return nil }
        var text = AttributedString(code)
        for keyword in ["let", "var", "func"] {
            var searchRange = text.startIndex..<text.endIndex
            while let found = text[searchRange].range(of: keyword) {
                text[found].foregroundColor = .purple
                searchRange = found.upperBound..<text.endIndex
            }
        }
        return text
    }
}

func readmeHighlighting() -> NorgTheme {
    var theme = NorgTheme.default
    theme.codeHighlighter = KeywordHighlighter()
    return theme
}

// MARK: Rendering math: a custom renderer with inline images

struct SymbolMathRenderer: NorgMathRenderer {
    func render(tex: String, display: Bool) -> AnyView {
        AnyView(Text(verbatim: tex).font(.system(.body, design: .serif)))
    }

    func inlineImage(tex: String, fontSize: CGFloat) -> NorgInlineMathImage? {
        NorgInlineMathImage(image: Image(systemName: "function"), baselineHeight: 0)
    }
}
