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
            // Escaped straight into the output, reserved once: a token's text between its span's
            // opening and closing, the code between tokens plain.
            let maximumCount = HTMLEscaping.maximumEscapedCount(bytes.count) + tokens.count * HTMLWriter.longestSpan
            HTMLEscaping.withContentWriter { writer in
                out.write(maximumCount: maximumCount) { start in
                    var target = start
                    var written = 0
                    for token in tokens {
                        writer.write(bytes, written..<token.range.lowerBound, to: &target)
                        let opening = HTMLWriter.spanOpening(token.kind)
                        HTMLEscaping.copy(opening.utf8Start, opening.utf8CodeUnitCount, to: &target)
                        writer.write(bytes, token.range, to: &target)
                        let closing: StaticString = "</span>"
                        HTMLEscaping.copy(closing.utf8Start, closing.utf8CodeUnitCount, to: &target)
                        written = token.range.upperBound
                    }
                    writer.write(bytes, written..<bytes.count, to: &target)
                    return target
                }
            }
        }
    }

    /// The bytes of the longest span opening and a closing, reserved per token.
    private static let longestSpan = CodeTokenKind.allCases.map { spanOpening($0).utf8CodeUnitCount }.max()!
        + ("</span>" as StaticString).utf8CodeUnitCount

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
