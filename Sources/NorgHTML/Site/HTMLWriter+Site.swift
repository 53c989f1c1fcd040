extension HTMLWriter {
    /// The page's stylesheets: in a site, links to the site's files; on its own, the default
    /// stylesheet embedded, then the user's when there is one.
    mutating func writeStylesheets() {
        if let chrome = options.siteChrome {
            SiteChromeWriter(chrome: chrome, page: options.documentPath ?? "").writeHeadLinks(to: &out)
            return
        }
        out += "<style>\n"
        out.append(HTMLStylesheet.css(theme: options.theme))
        out += "</style>\n"
        if let user = options.userStylesheet {
            out += "<style>\n"
            out.append(HTMLStylesheet.embeddable(user))
            out += "</style>\n"
        }
    }

    /// In a site: the sidebar and breadcrumbs before the page's `<main>`.
    mutating func writeSiteOpening() {
        guard let chrome = siteChromeWriter else { return }
        chrome.writeOpening(to: &out)
    }

    /// In a site, at the end of `<main>`: a journal entry's previous and next entries, the note's
    /// categories, an index document's folder listing, then "Linked from" (with search, in one
    /// block Pagefind ignores).
    mutating func writeSiteContentEnd() {
        guard let chrome = siteChromeWriter else { return }
        // Navigation, not the note's words: with search, Pagefind leaves it out of the index, so
        // a note is not found (nor its excerpt filled) by the titles of the pages linking to it.
        let searched = chrome.chrome.search != nil
        if searched { out += "<div data-pagefind-ignore=\"all\">\n" }
        defer { if searched { out += "</div>\n" } }
        chrome.writeJournalNeighbours(to: &out)
        chrome.writeCategories(to: &out)
        if SitePath.name(of: chrome.page) == "index" {
            chrome.writeFolderListing(SitePath.folder(of: chrome.page), to: &out)
        }
        if let site = options.site {
            chrome.writeBacklinks(site.backlinks(to: chrome.page), site: site, to: &out)
        }
    }

    /// In a site: closes what `writeSiteOpening` opened.
    mutating func writeSiteClosing() {
        siteChromeWriter?.writeClosing(to: &out)
    }

    private var siteChromeWriter: SiteChromeWriter? {
        guard let chrome = options.siteChrome, let page = options.documentPath else { return nil }
        return SiteChromeWriter(chrome: chrome, page: page)
    }
}
