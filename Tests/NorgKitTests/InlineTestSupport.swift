@testable import NorgKit

/// Parses `text` as one paragraph directly with the inline parser: one segment per line, from
/// the first non-whitespace byte to the line ending.
func inlineNodes(_ text: String) -> [NorgInline] {
    SourceText.withText(text) { source in InlineParser(source: source).parse(inlineSegments(source)) }
}

/// The segments of `source` read as one paragraph.
func inlineSegments(_ source: SourceText) -> [InlineSegment] {
    var segments: [InlineSegment] = []
    var lineStart = 0
    let bytes = source.bytes
    while lineStart <= bytes.count {
        var end = lineStart
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var start = lineStart
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        if start < end { segments.append(InlineSegment(start: start, end: end)) }
        lineStart = end + 1
    }
    return segments
}

/// The skeleton of inline content, e.g. `(text) (bold (text))`.
func inlineSkeleton(_ text: String) -> String {
    var printer = SkeletonPrinter()
    printer.inlines(inlineNodes(text))
    return printer.output
}

/// The first link (or anchor) anywhere in `nodes`, depth first.
func firstLink(_ nodes: some Collection<NorgInline>) -> InlineLink? {
    for node in nodes {
        switch node {
        case .link(let link): return link
        case .styled(let span): if let link = firstLink(span.children) { return link }
        case .linkTarget(let target): if let link = firstLink(target.children) { return link }
        default: break
        }
    }
    return nil
}

/// The first styled span of `nodes`.
func firstStyled(_ nodes: [NorgInline]) -> StyledSpan? {
    for node in nodes { if case .styled(let span) = node { return span } }
    return nil
}

/// The first verbatim span of `nodes`.
func firstVerbatim(_ nodes: [NorgInline]) -> VerbatimSpan? {
    for node in nodes { if case .verbatim(let span) = node { return span } }
    return nil
}
