import NorgHighlight

extension HTMLWriter {
    /// A code block's text: with `options.highlightsCode` and a language the highlighter knows,
    /// its tokens as `<span class="hl-kind">` around escaped text; otherwise escaped text alone.
    mutating func code(_ content: String, language: String?) {
        guard options.highlightsCode, let language, let highlighted = CodeLanguage(named: language) else {
            text(content)
            return
        }
        var content = content
        content.withUTF8 { bytes in
            var written = 0
            for token in CodeHighlighter.tokens(in: bytes, language: highlighted) {
                escapeCode(bytes, written..<token.range.lowerBound)
                out += HTMLWriter.spanOpening(token.kind)
                escapeCode(bytes, token.range)
                out += "</span>"
                written = token.range.upperBound
            }
            escapeCode(bytes, written..<bytes.count)
        }
    }

    /// Token ranges fall on character boundaries, so each slice escapes as the whole text would.
    private mutating func escapeCode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[range]), to: &out)
    }

    private static func spanOpening(_ kind: CodeTokenKind) -> StaticString {
        switch kind {
        case .keyword: "<span class=\"hl-keyword\">"
        case .type: "<span class=\"hl-type\">"
        case .constant: "<span class=\"hl-constant\">"
        case .string: "<span class=\"hl-string\">"
        case .number: "<span class=\"hl-number\">"
        case .comment: "<span class=\"hl-comment\">"
        case .function: "<span class=\"hl-function\">"
        case .attribute: "<span class=\"hl-attribute\">"
        case .tag: "<span class=\"hl-tag\">"
        case .key: "<span class=\"hl-key\">"
        case .heading: "<span class=\"hl-heading\">"
        case .link: "<span class=\"hl-link\">"
        case .punctuation: "<span class=\"hl-punctuation\">"
        }
    }
}
