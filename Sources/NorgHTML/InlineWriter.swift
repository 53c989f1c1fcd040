import NorgKit
import NorgMathML

extension HTMLWriter {
    mutating func writeInlines(_ inlines: some RandomAccessCollection<NorgInline>, depth: Int) {
        guard depth <= Self.maximumDepth else {
            out += "…"
            return
        }
        for inline in inlines {
            switch inline {
            case .text(let string, _):
                text(string)
            case .escape(let string, _):
                text(string)
            case .softBreak:
                out += "\n"
            case .linkModifier:
                break
            case .styled(let span):
                writeStyled(span, depth: depth)
            case .verbatim(let span):
                writeVerbatim(span)
            case .link(let link):
                writeLink(link, depth: depth)
            case .linkTarget(let target):
                out += "<span class=\"norg-target\""
                let rest = idAttribute(ids(for: target.range))
                out += ">"
                anchors(rest)
                writeInlines(target.children, depth: depth + 1)
                out += "</span>"
            }
        }
    }

    mutating func writeStyled(_ span: StyledSpan, depth: Int) {
        let open: StaticString
        let close: StaticString
        switch span.modifier {
        case .null: return
        case .bold: (open, close) = ("<strong", "</strong>")
        case .italic: (open, close) = ("<em", "</em>")
        case .underline: (open, close) = ("<u", "</u>")
        case .strikethrough: (open, close) = ("<s", "</s>")
        case .superscript: (open, close) = ("<sup", "</sup>")
        case .subscript: (open, close) = ("<sub", "</sub>")
        // Focusable so that keyboard readers can reveal it too (the stylesheet reveals on :focus).
        case .spoiler: (open, close) = ("<span class=\"norg-spoiler\" tabindex=\"0\"", "</span>")
        }
        out += open
        writeStyleAttribute(span.attributes)
        out += ">"
        // One text child (most spans) is written directly: iterating its collection measured 2 %
        // slower over the whole render.
        if let only = span.children.onlyText, depth + 1 <= Self.maximumDepth {
            text(only)
        } else {
            writeInlines(span.children, depth: depth + 1)
        }
        out += close
    }

    mutating func writeVerbatim(_ span: VerbatimSpan) {
        let close: StaticString
        switch span.modifier {
        case .code:
            out += "<code class=\"norg-verbatim\""
            close = "</code>"
        case .math:
            out += "<span class=\"math norg-math\""
            close = "</span>"
        case .variable:
            out += "<var class=\"norg-variable\""
            close = "</var>"
        }
        writeStyleAttribute(span.attributes)
        out += ">"
        if span.modifier == .math {
            // Escaped throughout by the translator; it holds no bidi isolates to balance.
            out.append(TeXToMathML.mathML(for: span.content, display: false))
        } else {
            text(span.contentText)
        }
        out += close
    }

    /// The `color:` attribute extension as an inline colour, when its value is a plain CSS colour
    /// name or hex code (anything else could smuggle other declarations in, so it is ignored).
    mutating func writeStyleAttribute(_ attributes: [ModifierAttribute]) {
        guard let value = attributes.first(where: { $0.name == "color" })?.value,
              HTMLWriter.isPlainColor(value) else { return }
        attribute("style", "color: " + value)
    }

    static func isPlainColor(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard !bytes.isEmpty, bytes.count <= 32 else { return false }
        if bytes[0] == UInt8(ascii: "#") {
            return [4, 5, 7, 9].contains(bytes.count) && bytes.dropFirst().allSatisfy {
                ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66)
            }
        }
        return bytes.allSatisfy { $0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A }
    }
}
