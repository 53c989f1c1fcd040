/// The detached modifier extensions written on one source line, read from that line's bytes alone:
/// the write-back's second, independent reading of where a status character sits.
///
/// It uses the block parser's own line classification and extension grammar (`LineClassifier`,
/// `ExtensionScanner`), so a line reads here exactly as it does in a whole document; what the line
/// cannot know by itself (that it sits inside `@code` or `|comment`) comes from the document tree.
struct ExtensionLine {
    var items: [DetachedModifierExtension]

    /// The first status item: the one `extensions.taskStatus` reports.
    var statusItem: DetachedModifierExtension? { items.first(where: { $0.status != nil }) }

    /// The extensions of the detached modifier that starts 1-based `line`; nil when the line has
    /// no detached modifier or no well-formed extension after it.
    init?(source: SourceText, line: Int) {
        guard line >= 1, line <= source.lineCount else { return nil }
        let classifier = LineClassifier(source: source)
        let bounds = classifier.bounds(line - 1)
        let markerEnd: Int
        switch classifier.classify(bounds) {
        case .heading(_, let end), .nestable(_, _, let end), .rangeable(_, _, let end): markerEnd = end
        default: return nil
        }
        let start = ByteClass.skipWhitespace(source.bytes, from: markerEnd, to: bounds.contentEnd)
        guard let scan = ExtensionScanner(source: source).scan(at: start, end: bounds.contentEnd, line: line - 1) else {
            return nil
        }
        items = scan.items.array
    }
}
