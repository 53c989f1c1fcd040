import NorgEscaping
import NorgKit

extension MarkdownWriter {
    /// A link by where it resolves: an http, https or mailto URL (an autolink when it has no
    /// description), a heading of this document (its GitHub anchor), a footnote (`[^n]`), another
    /// note (its `.md`, with the anchor of a heading it names), a file of the folder exported with
    /// the document (a relative link to its copy); anything else is its text.
    mutating func writeLink(_ link: InlineLink, depth: Int) {
        guard !insideLink else {
            writeLinkText(link, depth: depth)
            return
        }
        switch ExportLinkTarget(link, plan: plan) {
        case .url(let url):
            if link.description == nil, !url.utf8.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == 0x7F }) {
                atLineStart = false
                append("<")
                append(url)
                append(">")
            } else {
                writeLink(link, destination: url, depth: depth)
            }
        case .heading(let slug, _):
            writeLink(link, destination: "#" + slug, depth: depth)
        case .footnote(let number, _):
            if link.description != nil { writeLinkText(link, depth: depth) }
            atLineStart = false
            append("[^\(number)]")
        case .note(let path, let heading):
            writeLink(link, destination: path + ".md" + (heading.map { "#" + GitHubSlugger.slug($0) } ?? ""), depth: depth)
        case .folderNote(let path, _, let target):
            var destination = LinkPolicy.relativeHref(to: path + "." + MarkdownExporter.fileExtension, from: plan.place?.path ?? "")
            // GitHub anchors only headings: a link to another node goes to the note.
            if case .heading(let slug)? = target { destination += "#" + slug }
            writeLink(link, destination: destination, depth: depth)
        case .folderFile(let path):
            writeLink(link, destination: LinkPolicy.relativeHref(to: path, from: plan.place?.path ?? ""), depth: depth)
        case .definition, .text:
            // GitHub gives only headings an anchor: a definition is named by its text.
            writeLinkText(link, depth: depth)
        }
    }

    private mutating func writeLink(_ link: InlineLink, destination: String, depth: Int) {
        atLineStart = false
        append("[")
        writeLinkText(link, depth: depth)
        append("](")
        appendDestination(destination)
        append(")")
    }

    /// The description, or for a link without one the text its location names.
    private mutating func writeLinkText(_ link: InlineLink, depth: Int) {
        let wasInsideLink = insideLink
        insideLink = true
        if let description = link.description, !description.isEmpty {
            writeInlines(description, depth: depth + 1)
        } else if let url = link.urlText {
            url.withUTF8 { appendText($0) }
        } else if let location = link.location {
            appendText(location.shownText)
        }
        insideLink = wasInsideLink
    }
}
