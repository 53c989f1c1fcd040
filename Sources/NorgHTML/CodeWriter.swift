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
            let tokens = CodeHighlighter.tokens(in: bytes, language: highlighted)
            // The code is escaped in one walk; at each token's start its span opens, at its end
            // the span closes.
            var next = 0
            var inToken = false
            HTMLEscaping.append(bytes, to: &out, firstBoundary: tokens.first?.range.lowerBound) { out in
                if inToken {
                    out += "</span>"
                    inToken = false
                    next += 1
                    return next < tokens.count ? tokens[next].range.lowerBound : nil
                }
                out += HTMLWriter.spanOpening(tokens[next].kind)
                inToken = true
                return tokens[next].range.upperBound
            }
        }
    }

    @inline(__always)
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
