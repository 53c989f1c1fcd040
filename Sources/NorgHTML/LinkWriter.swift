import NorgEscaping
import NorgKit

extension HTMLWriter {
    /// A link by its resolution and the link policy: a safe external URL, a `#id` that exists in
    /// the page, or a page of the site become `<a href>`; anything else stays text with a class
    /// saying why, so no href ever dangles or runs script.
    mutating func writeLink(_ link: InlineLink, depth: Int) {
        // An anchor definition or a named link can itself be a target.
        anchors(ids(for: link.range))
        guard !insideLink else {
            writeLinkText(link, depth: depth)
            return
        }
        if let url = link.urlText, writeExternalLink(link, url: url, depth: depth) { return }
        if let location = link.location, location.file == nil, case .timestamp(let date) = location.target {
            writeTimestamp(link, date, depth: depth)
            return
        }
        let resolution = index.resolve(link)
        switch resolution {
        case .external(let url):
            if let href = LinkPolicy.externalHref(url) {
                openLink(href: href, classes: "norg-link norg-link-external")
                writeLinkText(link, depth: depth)
                out += "</a>"
            } else {
                writeUnlinked(link, reason: "norg-link-refused", depth: depth)
            }
        case .local(let id, _):
            guard mayLink(to: id) else {
                writeUnlinked(link, reason: "norg-link-unresolved", depth: depth)
                return
            }
            linkedIDs.insert(id)
            if link.description == nil, case .footnote = link.location?.target, !insideExample,
               let reference = footnotes.addReference(to: id) {
                out += "<sup class=\"norg-footnote-ref\"><a"
                attribute("href", "#" + id)
                attribute("id", reference.elementID)
                emittedIDs.insert(other: reference.elementID)
                out += ">"
                text(String(reference.number))
                out += "</a></sup>"
                return
            }
            openLink(href: "#" + id, classes: "norg-link")
            writeLinkText(link, depth: depth)
            out += "</a>"
        case .file, .unresolved:
            if let site = options.site, let current = options.documentPath {
                // The site resolves what the page cannot: other pages, files, wiki titles.
                let target = site.resolver.resolve(link, resolution, from: current)?.target ?? .unresolved
                writeSiteLink(link, href: site.href(to: target, from: current), depth: depth,
                              title: Self.pageTitle(shownBy: link, target: target, in: site))
            } else if case .file(let path, let location) = resolution {
                if case .externalFile = location.target, location.file == nil {
                    // `{/ path}` names a file beside the source, which the page's folder may not hold.
                    writeUnlinked(link, reason: "norg-link-external-file", depth: depth)
                } else {
                    writeSiteLink(link, href: LinkPolicy.fileHref(path), depth: depth)
                }
            } else if let location = link.location, let path = location.file {
                writeSiteLink(link, href: LinkPolicy.fileHref(path), depth: depth)
            } else {
                writeUnlinked(link, reason: "norg-link-unresolved", depth: depth)
            }
        }
    }

    /// A link whose URL is kept as source bytes (`InlineLink.urlText`, most links), written from
    /// the bytes when they are printable ASCII, as the `.external` case writes it: nothing to
    /// percent-encode or repair then. Returns false, having written nothing, otherwise.
    private mutating func writeExternalLink(_ link: InlineLink, url: NorgText, depth: Int) -> Bool {
        let opened = url.withUTF8 { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
            guard LinkPolicy.hasOpenableScheme(bytes) else { return false }
            openLink(href: bytes, classes: "norg-link norg-link-external")
            return true
        }
        switch opened {
        case nil:
            return false
        case true?:
            writeLinkText(link, depth: depth)
            out += "</a>"
        case false?:
            writeUnlinked(link, reason: "norg-link-refused", depth: depth)
        }
        return true
    }

    /// A link to another page or a file, or text when `href` is nil (nothing there to link to);
    /// `title`, when given, is shown instead of the link's own text.
    private mutating func writeSiteLink(_ link: InlineLink, href: String?, depth: Int, title: String? = nil) {
        guard let href else {
            writeUnlinked(link, reason: "norg-link-unresolved", depth: depth)
            return
        }
        openLink(href: href, classes: "norg-link norg-link-file")
        if let title {
            isolateBalance = BidiIsolateBalance()
            text(title)
            isolateBalance!.close(in: &out)
            isolateBalance = nil
        } else {
            writeLinkText(link, depth: depth)
        }
        out += "</a>"
    }

    /// The title of the page a description-less `{:path:}` opens: the page is what it names, so
    /// it reads as the page does in the sidebar and its breadcrumbs, not as its path. Nil for any
    /// other link, which shows its own text.
    private static func pageTitle(shownBy link: InlineLink, target: SiteLinkResolver.Target, in site: HTMLSite) -> String? {
        guard link.description == nil, let location = link.location, location.file != nil,
              case LinkTarget.none = location.target, case .page(let path, nil) = target else { return nil }
        return site.title(of: path)
    }

    /// `{@ date}`: a date, not a place to go, so neither a link nor an unresolved one; understood
    /// dates carry their ISO day for machines (`<time datetime>`).
    private mutating func writeTimestamp(_ link: InlineLink, _ text: String, depth: Int) {
        out += "<time class=\"norg-timestamp\" dir=\"auto\""
        let date = TaskTimestamp(parsing: text)
        if date.isUnderstood, let year = date.year, let month = date.month, let day = date.day,
           let iso = TaskDay(year: year, month: month, day: day)?.description {
            attribute("datetime", iso)
        }
        out += ">"
        writeLinkText(link, depth: depth)
        out += "</time>"
    }

    /// `classes` is one of this file's constant class lists, so it is written without escaping.
    private mutating func openLink(href: String, classes: StaticString) {
        var href = href
        href.withUTF8 { openLink(href: $0, classes: classes) }
    }

    /// `openLink(href:classes:)` for the href's UTF-8 bytes (escaped for the attribute here). The
    /// link text is isolated (`dir="auto"`), so bidi controls in it cannot reorder the text around.
    private mutating func openLink(href: UnsafeBufferPointer<UInt8>, classes: StaticString) {
        out += "<a class=\""
        out += classes
        out += "\" dir=\"auto\" href=\""
        HTMLEscaping.append(href, to: &out, attribute: true)
        out += "\">"
    }

    private mutating func writeUnlinked(_ link: InlineLink, reason: String, depth: Int) {
        // A footnote reference keeps its superscript look even when its note is missing.
        var isFootnoteReference = false
        if link.description == nil, case .footnote = link.location?.target { isFootnoteReference = true }
        if isFootnoteReference { out += "<sup class=\"norg-footnote-ref\">" }
        out += "<span"
        attribute("class", "norg-link " + reason)
        out += " dir=\"auto\">"
        writeLinkText(link, depth: depth)
        out += "</span>"
        if isFootnoteReference { out += "</sup>" }
    }

    /// The link's text, its isolates balanced (`BidiIsolateBalance`) so that it cannot reorder
    /// the text around the link.
    private mutating func writeLinkText(_ link: InlineLink, depth: Int) {
        guard isolateBalance == nil else {
            writeLinkContent(link, depth: depth)
            return
        }
        isolateBalance = BidiIsolateBalance()
        writeLinkContent(link, depth: depth)
        isolateBalance!.close(in: &out)
        isolateBalance = nil
    }

    /// The description, or for a link without one the text its location names.
    private mutating func writeLinkContent(_ link: InlineLink, depth: Int) {
        if let description = link.description, let only = description.onlyText, depth + 1 <= Self.maximumDepth {
            // One text node (most descriptions), written directly as in `writeStyled`.
            text(only)
        } else if let description = link.description, !description.isEmpty {
            let wasInsideLink = insideLink
            insideLink = true
            writeInlines(description, depth: depth + 1)
            insideLink = wasInsideLink
        } else if let url = link.urlText {
            // A URL kept as source bytes shows as itself (`LinkLocation.shownText` of a `.url`).
            text(url)
        } else if let location = link.location {
            // The name the location gives, its markup read (`LinkLocation.shownContent`).
            if let content = location.shownContent, depth + 1 <= Self.maximumDepth {
                let wasInsideLink = insideLink
                insideLink = true
                writeInlines(content, depth: depth + 1)
                insideLink = wasInsideLink
            } else {
                text(location.shownText)
            }
        }
    }
}
