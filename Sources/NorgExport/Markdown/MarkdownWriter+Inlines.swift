import NorgEscaping
import NorgKit

extension MarkdownWriter {
    mutating func writeInlines(_ inlines: some Collection<NorgInline>, depth: Int) {
        guard depth <= ExportPlan.maximumDepth else { return }
        for inline in inlines {
            switch inline {
            case .text(let text, _):
                text.withUTF8 { appendText($0) }
            case .escape(let string, _):
                appendText(string)
            case .softBreak:
                if singleLine {
                    out.append(UInt8(ascii: " "))
                } else {
                    newLine()
                }
            case .linkModifier:
                break
            case .styled(let span):
                writeStyled(span, depth: depth)
            case .verbatim(let span):
                writeVerbatim(span)
            case .link(let link):
                writeLink(link, depth: depth)
            case .linkTarget(let target):
                writeInlines(target.children, depth: depth + 1)
            }
        }
    }

    /// Bold `**`, italic `*`, strikethrough `~~`; underline, superscript and subscript as
    /// `<ins>`, `<sup>`, `<sub>` (HTML GitHub renders); a spoiler as its text; `%…%` as nothing.
    /// Whitespace at the ends of a free-form span is moved outside its markers, where Markdown
    /// needs it to read them as markup.
    mutating func writeStyled(_ span: StyledSpan, depth: Int) {
        let (open, close): (String, String)
        switch span.modifier {
        case .null: return
        case .bold: (open, close) = ("**", "**")
        case .italic: (open, close) = ("*", "*")
        case .strikethrough: (open, close) = ("~~", "~~")
        case .underline: (open, close) = ("<ins>", "</ins>")
        case .superscript: (open, close) = ("<sup>", "</sup>")
        case .subscript: (open, close) = ("<sub>", "</sub>")
        case .spoiler: (open, close) = ("", "")
        }
        if atLineStart && !open.isEmpty {
            // The span's text may start with spaces the line drops; the markers go after them.
            atLineStart = false
        }
        let start = out.count
        append(open)
        let contentStart = out.count
        writeInlines(span.children, depth: depth + 1)
        guard out.count > contentStart else {
            out.removeSubrange(start...)
            return
        }
        var leading = contentStart
        while leading < out.count, out[leading] == UInt8(ascii: " ") || out[leading] == UInt8(ascii: "\t") { leading += 1 }
        if leading > contentStart {
            let spaces = Array(out[contentStart..<leading])
            out.removeSubrange(contentStart..<leading)
            out.insert(contentsOf: spaces, at: start)
        }
        var trailing = 0
        while let last = out.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            out.removeLast()
            trailing += 1
        }
        append(close)
        out += repeatElement(UInt8(ascii: " "), count: trailing)
    }

    /// Code as a code span, math as `` $`…`$ `` (or `$…$`), a variable as `<var>` and its text.
    mutating func writeVerbatim(_ span: VerbatimSpan) {
        atLineStart = false
        switch span.modifier {
        case .code:
            appendCodeSpan(span.content)
        case .math:
            if options.math == .dollars {
                append("$")
                append(span.content.replacing("\n", with: " "))
                append("$")
            } else {
                append("$")
                appendCodeSpan(span.content)
                append("$")
            }
        case .variable:
            append("<var>")
            appendText(span.content)
            append("</var>")
        }
    }

    /// A code span whose backtick run is longer than any inside; padded with a space where the
    /// content starts or ends with a backtick or space. Line endings become spaces; in a table a
    /// `|` is escaped, as GitHub requires even in code.
    mutating func appendCodeSpan(_ content: String) {
        var text = content.replacing("\0", with: "\u{FFFD}").replacing("\r\n", with: " ").replacing("\n", with: " ").replacing("\r", with: " ")
        if insideTable { text = text.replacing("|", with: "\\|") }
        let fence = String(repeating: "`", count: Self.longestRun(of: UInt8(ascii: "`"), in: text) + 1)
        let pads = text.first == "`" || text.last == "`" || (text.first == " " && text.last == " " && text.contains { $0 != " " })
        append(fence)
        if pads { append(" ") }
        append(text)
        if pads { append(" ") }
        append(fence)
    }
}
