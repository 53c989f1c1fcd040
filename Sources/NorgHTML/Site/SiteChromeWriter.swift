import NorgKit

/// Writes a site page's navigation for the page `page` (a key): the sidebar, breadcrumbs, a
/// folder's listing and the "Linked from" list. Every title and href is escaped; every link is
/// relative to the page.
///
/// The navigation's size depends on the page's own path, never on the workspace's size or depth:
/// the sidebar lists the entries of the last `shownLevels` folders above the page (at most
/// `SiteMap.folderEntryLimit` each; a larger folder shows only the entry on the path and a link to
/// its index page), every other folder is one link to its index page, and the levels above are one
/// ellipsis link, in the breadcrumbs too. Only the links to the root (home, agenda, stylesheets)
/// climb the whole path.
struct SiteChromeWriter {
    let chrome: SiteChrome
    let page: String

    /// Titles in navigation are cut to this many characters, so one huge title cannot weigh on
    /// every page that lists it.
    static let shownTitleLength = 120

    /// The sidebar opens, and the breadcrumbs name, at most this many folders above a page; the
    /// ones higher up are an ellipsis linking to the nearest one's index page, so a page's
    /// navigation holds a bounded number of links, each climbing at most this many levels.
    static let shownLevels = 3

    /// The `<link>`s of a page's head: the site's stylesheets and its feed.
    func writeHeadLinks(to out: inout HTMLOutput) {
        for sheet in chrome.stylesheets {
            out += "<link rel=\"stylesheet\""
            out.appendAttribute("href", SitePath.href(to: sheet, from: page))
            out += ">\n"
        }
        if let search = chrome.search {
            out += "<link rel=\"stylesheet\""
            out.appendAttribute("href", SitePath.href(to: search + "/pagefind-ui.css", from: page))
            out += ">\n<script"
            out.appendAttribute("src", SitePath.href(to: search + "/pagefind-ui.js", from: page))
            out += "></script>\n"
            // Pagefind's UI finds its index beside its own script.
            out += "<script>window.addEventListener(\"DOMContentLoaded\", function () { "
            out += "new PagefindUI({ element: \"#norg-search\", showSubResults: true }); });</script>\n"
        }
        if let feed = chrome.feed {
            writeFeedLink(to: feed, title: chrome.map.title(ofFolder: ""), to: &out)
        }
        // A category's page also announces the feed of that category alone.
        if chrome.categoryFeeds, let categories = chrome.categories, let category = categories.category(atPage: page),
           let feed = categories.feedPath(of: category) {
            writeFeedLink(to: feed, title: SiteFeedListing.title(site: chrome.map.title(ofFolder: ""), category: category.name),
                          to: &out)
        }
    }

    private func writeFeedLink(to feed: String, title: String, to out: inout HTMLOutput) {
        out += "<link rel=\"alternate\" type=\"application/atom+xml\""
        out.appendAttribute("title", title)
        out.appendAttribute("href", SitePath.href(to: feed, from: page))
        out += ">\n"
    }

    /// From the site's wrapper to where the page's `<main>` starts: the sidebar, then breadcrumbs.
    func writeOpening(to out: inout HTMLOutput) {
        out += "<div class=\"norg-site\">\n<details class=\"norg-nav-fold\">\n<summary>Pages</summary>\n"
        out += "<nav class=\"norg-sidebar\" aria-label=\"Workspace\">\n"
        if chrome.search != nil { out += "<div class=\"norg-search\" id=\"norg-search\" role=\"search\"></div>\n" }
        out += "<p class=\"norg-nav-home\">"
        link(to: "index", title: chrome.map.title(ofFolder: ""), to: &out)
        out += "</p>\n"
        if let agenda = chrome.agendaPage {
            out += "<p class=\"norg-nav-agenda\">"
            link(to: agenda, title: "Agenda", to: &out)
            out += "</p>\n"
        }
        if let categories = chrome.categories {
            out += "<p class=\"norg-nav-agenda\">"
            link(to: categories.indexKey, title: SiteCategories.title, to: &out)
            out += "</p>\n"
        }
        writeTree(to: &out)
        out += "</nav>\n</details>\n<div class=\"norg-site-main\">\n"
        writeBreadcrumbs(to: &out)
    }

    /// Closes what `writeOpening` opened.
    func writeClosing(to out: inout HTMLOutput) {
        out += "</div>\n</div>\n"
    }

    /// The folders above the page, open: from the root, or below an ellipsis when the page is
    /// deeper than `shownLevels`.
    private func writeTree(to out: inout HTMLOutput) {
        let levels = SiteChromeWriter.shownLevels
        let folders = SitePath.ancestors(of: page, last: levels + 1)
        guard folders.count > levels else {
            writeFolder("", open: Set(folders), to: &out)
            return
        }
        // folders[0] is the nearest hidden level; folders[1] heads the tree as an open folder.
        let top = folders[1]
        out += "<ul>\n"
        writeUpLink(to: folders[0], to: &out)
        out += "<li class=\"norg-nav-open\">"
        link(to: SitePath.indexPage(ofFolder: top), title: chrome.map.title(ofFolder: top), to: &out)
        out += "\n"
        writeFolder(top, open: Set(folders.dropFirst()), to: &out)
        out += "</li>\n</ul>\n"
    }

    /// An ellipsis standing for the levels above what is shown, linking to `folder`'s index page
    /// (which lists the first shown level and its siblings).
    private func writeUpLink(to folder: String, to out: inout HTMLOutput) {
        let label = "Up to " + shown(chrome.map.title(ofFolder: folder))
        out += "<li class=\"norg-nav-up\"><a"
        out.appendAttribute("href", SitePath.href(to: SitePath.pageFile(SitePath.indexPage(ofFolder: folder)), from: page))
        out.appendAttribute("aria-label", label)
        out.appendAttribute("title", label)
        out += ">\u{2026}</a></li>\n"
    }

    /// The entries of `folder` (a large one's only on the path), `open` folders nested in full.
    private func writeFolder(_ folder: String, open: Set<String>, to out: inout HTMLOutput) {
        let entries = chrome.map.entries(inFolder: folder)
        let large = entries.count > SiteMap.folderEntryLimit
        let shown = large ? entries.filter { $0.pageKey == page || $0.kind == .folder && open.contains($0.path) } : entries
        // On the folder's own index page, which lists every entry, the link would lead nowhere new.
        let linksIndex = large && SitePath.indexPage(ofFolder: folder) != page
        guard !shown.isEmpty || linksIndex else { return }
        out += "<ul>\n"
        for entry in shown {
            switch entry.kind {
            case .page:
                out += "<li>"
                link(to: entry.path, title: entry.title, to: &out)
                out += "</li>\n"
            case .folder where open.contains(entry.path):
                out += "<li class=\"norg-nav-open\">"
                link(to: entry.pageKey, title: entry.title, to: &out)
                out += "\n"
                writeFolder(entry.path, open: open, to: &out)
                out += "</li>\n"
            case .folder:
                out += "<li class=\"norg-nav-folder\">"
                link(to: entry.pageKey, title: entry.title, to: &out)
                out += "</li>\n"
            }
        }
        if linksIndex {
            out += "<li class=\"norg-nav-more\">"
            link(to: SitePath.indexPage(ofFolder: folder), title: "All pages in " + chrome.map.title(ofFolder: folder),
                 to: &out)
            out += "</li>\n"
        }
        out += "</ul>\n"
    }

    /// Home › folder › … › this page, for a page in a subfolder: the last `shownLevels` folders,
    /// an ellipsis for the ones above them.
    private func writeBreadcrumbs(to out: inout HTMLOutput) {
        let depth = SitePath.depth(of: page)
        guard depth > 0 else { return }
        // An index page stands for its folder, the last one above it: that crumb is the page.
        let isIndex = SitePath.name(of: page) == "index"
        let levels = SiteChromeWriter.shownLevels
        var folders = SitePath.ancestors(of: page, last: levels + 1 + (isIndex ? 1 : 0))
        if isIndex { folders.removeLast() }
        out += "<nav class=\"norg-breadcrumbs\" aria-label=\"Breadcrumbs\">\n<ol>\n<li>"
        link(to: "index", title: chrome.map.title(ofFolder: ""), to: &out)
        out += "</li>\n"
        if folders.count > levels { writeUpLink(to: folders.removeFirst(), to: &out) }
        for folder in folders {
            out += "<li>"
            link(to: SitePath.indexPage(ofFolder: folder), title: folderTitle(folder), to: &out)
            out += "</li>\n"
        }
        out += "<li aria-current=\"page\" dir=\"auto\">"
        out.appendText(shown(pageTitle(page)))
        out += "</li>\n</ol>\n</nav>\n"
    }

    /// A folder's title in the breadcrumbs: the categories' folder is titled as its index page.
    private func folderTitle(_ folder: String) -> String {
        if let categories = chrome.categories, folder.utf8.elementsEqual(categories.folder.utf8) { return SiteCategories.title }
        return chrome.map.title(ofFolder: folder)
    }

    /// A page's title in the breadcrumbs: a category's page by its name, their list as its heading.
    private func pageTitle(_ key: String) -> String {
        if let categories = chrome.categories {
            if key.utf8.elementsEqual(categories.indexKey.utf8) { return SiteCategories.title }
            if let category = categories.category(atPage: key) { return category.name }
        }
        return chrome.map.title(ofPage: key)
    }

    /// The entries of `folder`, all of them: what its index page lists.
    func writeFolderListing(_ folder: String, to out: inout HTMLOutput) {
        if chrome.map.journal.isJournal(folder) {
            writeJournalListing(folder, to: &out)
            return
        }
        let entries = chrome.map.entries(inFolder: folder)
        guard !entries.isEmpty else { return }
        out += "<section class=\"norg-folder-listing\">\n<h2>In this folder</h2>\n<ul>\n"
        for entry in entries {
            out += entry.kind == .folder ? "<li class=\"norg-nav-folder\">" : "<li>"
            link(to: entry.pageKey, title: entry.title, to: &out)
            out += "</li>\n"
        }
        out += "</ul>\n</section>\n"
    }

    /// A journal's entries on one page, newest first, under a heading per month, so no entry is
    /// more than one click from the journal.
    func writeJournalListing(_ journal: String, to out: inout HTMLOutput) {
        out += "<section class=\"norg-folder-listing norg-journal\">\n"
        var month: (year: Int, month: Int)? = nil
        for entry in chrome.map.journal.entries(ofJournal: journal) {
            if month.map({ $0 != (entry.day.year, entry.day.month) }) ?? true {
                if month != nil { out += "</ul>\n" }
                month = (entry.day.year, entry.day.month)
                out += "<h2>"
                out.appendText("\(TaskDay.monthNames[entry.day.month - 1]) \(entry.day.year)")
                out += "</h2>\n<ul>\n"
            }
            out += "<li>"
            let title = chrome.map.title(ofPage: entry.key)
            link(to: entry.key, title: title, to: &out)
            // A titled entry ("Frost") still says which day it is.
            if title != entry.day.longDate {
                out += " <time class=\"norg-journal-day\""
                out.appendAttribute("datetime", entry.day.description)
                out += ">"
                out.appendText(entry.day.longDate)
                out += "</time>"
            }
            out += "</li>\n"
        }
        if month != nil { out += "</ul>\n" }
        // What else the folder holds (an index note's siblings that are not dated, say).
        let others = chrome.map.entries(inFolder: journal).filter { SiteJournal.date(ofPage: $0.path) == nil && !chrome.map.journal.isDated($0.path) }
        if !others.isEmpty {
            out += "<h2>Also here</h2>\n<ul>\n"
            for entry in others {
                out += entry.kind == .folder ? "<li class=\"norg-nav-folder\">" : "<li>"
                link(to: entry.pageKey, title: entry.title, to: &out)
                out += "</li>\n"
            }
            out += "</ul>\n"
        }
        out += "</section>\n"
    }

    /// A journal entry's links to the entries before and after it.
    func writeJournalNeighbours(to out: inout HTMLOutput) {
        guard let (previous, next) = chrome.map.journal.neighbours(of: page), previous != nil || next != nil else { return }
        out += "<nav class=\"norg-journal-nav\" aria-label=\"Journal\">\n"
        if let previous { writeJournalLink(to: previous, isPrevious: true, to: &out) }
        if let next { writeJournalLink(to: next, isPrevious: false, to: &out) }
        out += "</nav>\n"
    }

    /// One neighbour's link, its arrow on the side it lies: `← title` before, `title →` after.
    private func writeJournalLink(to entry: SiteJournal.Entry, isPrevious before: Bool, to out: inout HTMLOutput) {
        out += before ? "<a rel=\"prev\" dir=\"auto\"" : "<a rel=\"next\" dir=\"auto\""
        out.appendAttribute("href", SitePath.href(to: SitePath.pageFile(entry.key), from: page))
        out += before ? ">\u{2190} " : ">"
        out.appendText(shown(chrome.map.title(ofPage: entry.key)))
        out += before ? "</a>\n" : " \u{2192}</a>\n"
    }

    /// The categories the page's note names, each linking to its page.
    func writeCategories(to out: inout HTMLOutput) {
        guard let categories = chrome.categories else { return }
        let named = categories.categories(ofPage: page)
        guard !named.isEmpty else { return }
        out += "<p class=\"norg-categories\">Categories: "
        for (position, category) in named.enumerated() {
            if position > 0 { out += ", " }
            link(to: categories.key(of: category), title: category.name, to: &out)
        }
        out += "</p>\n"
    }

    /// "Linked from": each page (and heading) that links to this one.
    func writeBacklinks(_ backlinks: [SiteBacklink], site: HTMLSite, to out: inout HTMLOutput) {
        guard !backlinks.isEmpty else { return }
        out += "<section class=\"norg-backlinks\">\n<h2>Linked from</h2>\n<ul>\n"
        for backlink in backlinks {
            out += "<li><a dir=\"auto\""
            out.appendAttribute("href", site.pageHref(to: backlink.sourcePath, id: backlink.headingID, from: page))
            out += ">"
            out.appendText(shown(backlink.sourceTitle))
            out += "</a>"
            // A heading that only repeats the page's title (a note whose first heading is its
            // title) would say the same thing twice.
            if let heading = backlink.headingTitle, !heading.isEmpty, heading != backlink.sourceTitle {
                out += "<span class=\"norg-backlink-heading\" dir=\"auto\"> \u{203A} "
                out.appendText(shown(heading))
                out += "</span>"
            }
            out += "</li>\n"
        }
        out += "</ul>\n</section>\n"
    }

    /// A link to the page `key`, marked as the current page when it is.
    private func link(to key: String, title: String, to out: inout HTMLOutput) {
        out += "<a dir=\"auto\""
        out.appendAttribute("href", SitePath.href(to: SitePath.pageFile(key), from: page))
        if key == page { out += " aria-current=\"page\"" }
        out += ">"
        out.appendText(shown(title))
        out += "</a>"
    }

    /// `title`, cut at `shownTitleLength` characters.
    private func shown(_ title: String) -> String {
        let head = title.prefix(SiteChromeWriter.shownTitleLength + 1)
        return head.count > SiteChromeWriter.shownTitleLength ? head.dropLast() + "\u{2026}" : title
    }
}
