import NorgKit

extension HTMLWriter {
    /// The whole output: a page (head, header, body, footnotes) or a fragment.
    mutating func writeOutput() {
        switch options.format {
        case .page:
            writeHead()
            out += "<body>\n"
            writeSiteOpening()
            // With site search, Pagefind indexes the notes' pages and nothing else.
            out += options.siteChrome?.search == nil ? "<main class=\"norg-document\">\n"
                : "<main class=\"norg-document\" data-pagefind-body>\n"
            writeHeader()
            if options.tableOfContents { writeAutomaticTableOfContents() }
            writeBlocks(document.blocks, depth: 0)
            writeFootnotes()
            writeSiteContentEnd()
            out += "</main>\n"
            writeSiteClosing()
            out += "</body>\n</html>\n"
        case .fragment:
            out += "<div class=\"norg-document\">\n"
            if options.tableOfContents { writeAutomaticTableOfContents() }
            writeBlocks(document.blocks, depth: 0)
            writeFootnotes()
            out += "</div>\n"
        }
    }

    /// The title: the metadata's, else the first heading's text, else the fallback, else "Untitled".
    var pageTitle: String {
        HTMLWriter.title(of: document, fallback: options.fallbackTitle)
    }

    /// A document's title as its page shows it: NorgKit's `NorgDocument.title` (the metadata's,
    /// else the first shown heading's text), else `fallback`, else "Untitled".
    static func title(of document: NorgDocument, fallback: String?) -> String {
        document.title ?? fallback ?? "Untitled"
    }

    private mutating func writeHead() {
        HTMLWriter.writeHeadOpening(title: pageTitle, theme: options.theme, to: &out)
        if let metadata = document.metadata {
            for author in metadata.authors where !author.isEmpty {
                writeMeta("author", author)
            }
            if let description = metadata.description, !description.isEmpty { writeMeta("description", description) }
            if let created = metadata.created, !created.isEmpty { writeMeta("dcterms.created", created) }
            if let updated = metadata.updated, !updated.isEmpty { writeMeta("dcterms.modified", updated) }
        }
        out += "<meta name=\"generator\" content=\"NorgHTML\">\n"
        writeStylesheets()
        out += "</head>\n"
    }

    /// `<!DOCTYPE html>` to the `<title>`: what every page's head starts with, generated site
    /// pages' too.
    static func writeHeadOpening(title: String, theme: HTMLOptions.Theme, to out: inout HTMLOutput) {
        out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        let scheme = theme == .auto ? "light dark" : theme.rawValue
        out.append("<meta name=\"color-scheme\" content=\"\(scheme)\">\n")
        out += "<title>"
        HTMLEscaping.append(title, to: &out)
        out += "</title>\n"
    }

    private mutating func writeMeta(_ name: String, _ content: String) {
        out += "<meta"
        attribute("name", name)
        attribute("content", content)
        out += ">\n"
    }

    /// The metadata's title, description, authors and dates above the content.
    private mutating func writeHeader() {
        guard let metadata = document.metadata else { return }
        var title = metadata.title ?? ""
        // A note that opens with a heading of its title (as Neorg notes often do) would show the
        // title twice, one above the other: the heading alone says it.
        if let first = document.blocks.first(where: \.isShown), case .heading(let heading) = first,
           heading.title.plainText == title {
            title = ""
        }
        let byline = metadata.authors.filter { !$0.isEmpty }.joined(separator: ", ")
        let dates = [metadata.created.map { "created " + $0 }, metadata.updated.map { "updated " + $0 }]
            .compactMap { $0 }.joined(separator: " · ")
        let description = metadata.description ?? ""
        guard !title.isEmpty || !description.isEmpty || !byline.isEmpty || !dates.isEmpty else { return }
        out += "<header class=\"norg-header\">\n"
        if !title.isEmpty {
            out += "<p class=\"norg-title\">"
            text(title)
            out += "</p>\n"
        }
        if !description.isEmpty {
            out += "<p class=\"norg-description\">"
            text(description)
            out += "</p>\n"
        }
        if !byline.isEmpty || !dates.isEmpty {
            out += "<p class=\"norg-byline\">"
            text([byline, dates].filter { !$0.isEmpty }.joined(separator: " · "))
            out += "</p>\n"
        }
        out += "</header>\n"
    }

    /// The id of the `.toc` that lists the headings. A colon never occurs in the index's slugs, so
    /// it cannot collide with them.
    static let tableOfContentsID = "norg:toc"

    /// `.toc`: the first lists the document's headings, indented by level, linking to their ids;
    /// each later one is a link to the first (`TableOfContentsRule`), so the page stays linear in
    /// the document however many `.toc`s it holds.
    mutating func writeTableOfContents(_ tag: InfirmTag) {
        let title = tag.parameters.isEmpty ? "Contents" : tag.parameters.joined(separator: " ")
        guard case .full = tableOfContents.form(of: tag) else {
            // Nothing to refer to when the first listed nothing (the document has no heading).
            guard emittedIDs.contains(Self.tableOfContentsID, in: index) else { return }
            out += "<nav class=\"norg-toc norg-toc-reference\"><a"
            attribute("href", "#" + Self.tableOfContentsID)
            out += ">"
            text(title)
            out += "</a></nav>\n"
            return
        }
        writeHeadingList(document.outline.headings, title: title)
    }

    /// The headings as a `<nav>` of links to their ids, indented by level; the target of every
    /// `.toc` that refers back (`#norg:toc`). Nothing when there is no heading.
    mutating func writeHeadingList(_ headings: [Heading], title: String) {
        guard !headings.isEmpty else { return }
        out += "<nav class=\"norg-toc\""
        attribute("id", Self.tableOfContentsID)
        emittedIDs.insert(other: Self.tableOfContentsID)
        out += ">\n<p class=\"norg-toc-title\">"
        text(title)
        out += "</p>\n<ul>\n"
        for heading in headings {
            out += "<li class=\"norg-toc-level-"
            out.append(decimal: min(max(heading.level, 1), 6))
            out += "\">"
            let id = index.id(for: heading.range)
            if let id, mayLink(to: id) {
                linkedIDs.insert(id)
                out += "<a"
                attribute("href", "#" + id)
                out += ">"
                text(heading.title.plainText)
                out += "</a>"
            } else {
                text(heading.title.plainText)
            }
            out += "</li>\n"
        }
        out += "</ul>\n</nav>\n"
    }
}
