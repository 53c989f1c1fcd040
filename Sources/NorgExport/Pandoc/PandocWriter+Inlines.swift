import NorgEscaping
import NorgKit

extension PandocWriter {
    /// Inline nodes as elements of the current list.
    mutating func writeInlines(_ inlines: some Collection<NorgInline>, depth: Int) {
        guard depth <= ExportPlan.maximumDepth else { return }
        for inline in inlines {
            switch inline {
            case .text(let text, _):
                text.withUTF8 { writeText($0) }
            case .escape(let string, _):
                writeText(string)
            case .softBreak:
                node("SoftBreak")
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

    /// Text as Pandoc reads it: words as `Str`, each run of whitespace as one `Space`.
    mutating func writeText(_ text: String) {
        var text = text
        text.withUTF8 { writeText($0) }
    }

    mutating func writeText(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var index = 0
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
        }
        while index < bytes.count {
            guard isSpace(bytes[index]) else {
                index += 1
                continue
            }
            if index > start { writeStr(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            node("Space")
            start = index
        }
        if index > start { writeStr(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
    }

    private mutating func writeStr(_ bytes: UnsafeBufferPointer<UInt8>) {
        element()
        append("{\"t\":\"Str\",\"c\":")
        string(bytes)
        append("}")
    }

    /// Bold `Strong`, italic `Emph`, `Underline`, `Strikeout`, `Superscript`, `Subscript`; a
    /// spoiler as a `Span` of class `spoiler`; `%…%` as nothing.
    mutating func writeStyled(_ span: StyledSpan, depth: Int) {
        let name: String
        switch span.modifier {
        case .null: return
        case .bold: name = "Strong"
        case .italic: name = "Emph"
        case .underline: name = "Underline"
        case .strikethrough: name = "Strikeout"
        case .superscript: name = "Superscript"
        case .subscript: name = "Subscript"
        case .spoiler:
            node("Span") { writer in
                writer.list { writer in
                    writer.attr(classes: ["spoiler"])
                    writer.list { $0.writeInlines(span.children, depth: depth + 1) }
                }
            }
            return
        }
        node(name) { writer in writer.list { $0.writeInlines(span.children, depth: depth + 1) } }
    }

    /// Code as `Code`, math as `InlineMath`, a variable as `Code` of class `variable`.
    mutating func writeVerbatim(_ span: VerbatimSpan) {
        switch span.modifier {
        case .code, .variable:
            node("Code") { writer in
                writer.list { writer in
                    writer.attr(classes: span.modifier == .variable ? ["variable"] : [])
                    writer.element()
                    span.contentText.withUTF8 { writer.string($0) }
                }
            }
        case .math:
            node("Math") { writer in
                writer.list { writer in
                    writer.node("InlineMath")
                    writer.element()
                    span.contentText.withUTF8 { writer.string($0) }
                }
            }
        }
    }

    /// A link by where it resolves (`ExportLinkTarget`): a URL or a heading or definition of the
    /// document as `Link`; a footnote as a `Note` at its first reference (a later one as the
    /// note's title in superscript, so no note is written twice); another note as a `Span` of
    /// class `norg-file-link`; anything else as its text.
    mutating func writeLink(_ link: InlineLink, depth: Int) {
        guard !insideLink else {
            writeLinkText(link, depth: depth)
            return
        }
        switch ExportLinkTarget(link, plan: plan) {
        case .url(let url):
            writeLink(link, url: url, depth: depth)
        case .heading(_, let id), .definition(let id):
            writeLink(link, url: "#" + id, depth: depth)
        case .footnote(let number, _):
            if link.description != nil { writeLinkText(link, depth: depth) }
            let note = plan.footnotes[number - 1]
            if writtenNotes.insert(number).inserted {
                node("Note") { writer in writer.list { $0.writeFootnoteBody(note, depth: depth) } }
            } else {
                node("Superscript") { writer in writer.list { $0.writeText(note.title) } }
            }
        case .note(let path, let heading):
            node("Span") { writer in
                writer.list { writer in
                    writer.attr(classes: ["norg-file-link"], [("target", path)] + (heading.map { [("heading", $0)] } ?? []))
                    writer.list { $0.writeLinkText(link, depth: depth) }
                }
            }
        case .folderNote(let path, let id, let target):
            var url = LinkPolicy.relativeHref(to: path + "." + PandocExporter.fileExtension, from: plan.place?.path ?? "")
            // Headers and definition terms carry their index id in the other note's JSON too.
            switch target {
            case .heading?, .definition?: url += "#" + (id ?? "")
            case .footnote?, nil: break
            }
            writeLink(link, url: url, classes: ["norg-note"], depth: depth)
        case .folderFile(let path):
            writeLink(link, url: LinkPolicy.relativeHref(to: path, from: plan.place?.path ?? ""), depth: depth)
        case .text:
            writeLinkText(link, depth: depth)
        }
    }

    private mutating func writeLink(_ link: InlineLink, url: String, classes: [String] = [], depth: Int) {
        node("Link") { writer in
            writer.list { writer in
                writer.attr(classes: classes)
                writer.list { $0.writeLinkText(link, depth: depth) }
                writer.list { writer in
                    writer.stringElement(url)
                    writer.stringElement("")
                }
            }
        }
    }

    /// The description, or for a link without one the text its location names.
    mutating func writeLinkText(_ link: InlineLink, depth: Int) {
        let wasInsideLink = insideLink
        insideLink = true
        if let description = link.description, !description.isEmpty {
            writeInlines(description, depth: depth + 1)
        } else if let url = link.urlText {
            url.withUTF8 { writeText($0) }
        } else if let location = link.location {
            writeText(location.shownText)
        }
        insideLink = wasInsideLink
    }
}
