#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NorgKit

/// The pages a site generates beside its documents' pages: a folder's index page (for a folder
/// without `index.norg`) and the agenda. They carry the same navigation and stylesheets as the
/// documents' pages; every text and href is escaped.
public struct SitePageRenderer: Sendable {
    /// The site's navigation and stylesheets, as on the documents' pages.
    public var chrome: SiteChrome
    /// The colour scheme, as `HTMLOptions.theme` for the documents' pages.
    public var theme: HTMLOptions.Theme

    /// A renderer of a site's generated pages with `chrome` as their navigation.
    public init(chrome: SiteChrome, theme: HTMLOptions.Theme = .auto) {
        self.chrome = chrome
        self.theme = theme
    }

    /// The index page of `folder` (written to `SitePath.indexPage(ofFolder:)`), listing its entries.
    public func folderIndexPage(_ folder: String) -> Data {
        let key = SitePath.indexPage(ofFolder: folder)
        return page(key, title: chrome.map.title(ofFolder: folder)) { writer, out in
            writer.writeFolderListing(folder, to: &out)
        }
    }

    /// The page of one of `categories`' categories: its notes, dated ones newest first with their
    /// date, then the rest by title.
    public func categoryPage(_ category: SiteCategories.Category, in categories: SiteCategories) -> Data {
        let key = categories.key(of: category)
        return page(key, title: category.name) { _, out in
            out += "<ul class=\"norg-category-pages\">\n"
            for note in category.pages {
                out += "<li><a dir=\"auto\""
                out.appendAttribute("href", SitePath.href(to: SitePath.pageFile(note), from: key))
                out += ">"
                out.appendText(chrome.map.title(ofPage: note))
                out += "</a>"
                if let day = categories.createdDay(of: note) {
                    out += " <time"
                    out.appendAttribute("datetime", day)
                    out += ">"
                    out.appendText(day)
                    out += "</time>"
                }
                out += "</li>\n"
            }
            out += "</ul>\n"
        }
    }

    /// The list of `categories`, each with how many notes name it.
    public func categoriesIndexPage(_ categories: SiteCategories) -> Data {
        let key = categories.indexKey
        return page(key, title: SiteCategories.title) { _, out in
            out += "<ul class=\"norg-category-pages\">\n"
            for category in categories.all {
                out += "<li><a dir=\"auto\""
                out.appendAttribute("href", SitePath.href(to: SitePath.pageFile(categories.key(of: category)), from: key))
                out += ">"
                out.appendText(category.name)
                out += "</a> ("
                out.appendText(String(category.pages.count))
                out += ")</li>\n"
            }
            out += "</ul>\n"
        }
    }

    /// The agenda page `key`: the open tasks of `items` as `norg agenda` groups them for `today`
    /// (Overdue, Today, Next 7 days, Later, No date, by `NorgTask.dueDay(today:)`; within a group
    /// by that day, then in the order given), each linking to its place on its page with its
    /// badges (`NorgTask.badges`).
    public func agendaPage(_ items: [SiteAgendaItem], today: TaskDay, key: String = "agenda") -> Data {
        let sorted = TaskQuery(sort: .due).sorted(items, today: today, task: \.task)
        let grouped = Dictionary(grouping: sorted) { TaskAgendaGroup($0.task, today: today) ?? .noDate }
        return page(key, title: "Agenda") { writer, out in
            out += "<p class=\"norg-agenda-day\">Agenda for <time"
            out.appendAttribute("datetime", today.description)
            out += ">"
            out.appendText(today.longDate)
            out += "</time></p>\n"
            if items.isEmpty { out += "<p>Nothing open.</p>\n" }
            for group in TaskAgendaGroup.allCases {
                guard let members = grouped[group] else { continue }
                out += "<section class=\"norg-agenda-group\">\n<h2>"
                out.appendText(group.title)
                out += "</h2>\n<ul class=\"norg-list norg-agenda\">\n"
                for item in members { writeAgendaItem(item, page: key, to: &out) }
                out += "</ul>\n</section>\n"
            }
        }
    }

    private func writeAgendaItem(_ item: SiteAgendaItem, page key: String, to out: inout HTMLOutput) {
        let task = item.task
        out += "<li class=\"norg-task\""
        out.appendAttribute("data-status", task.status.rawValue)
        out += ">"
        if let position = TaskStatus.allCases.firstIndex(of: task.status) { out.append(TaskStatusStyle.badges[position]) }
        out += " <a dir=\"auto\""
        let href = SitePath.href(to: SitePath.pageFile(item.page), from: key) + (item.anchor.map { "#" + $0 } ?? "")
        out.appendAttribute("href", href)
        out += ">"
        out.appendText(task.text.isEmpty ? "(untitled task)" : task.text)
        out += "</a>"
        // Priority, dates, recurrence and timestamp, with the classes a document's page gives them.
        for badge in task.badges {
            out += " <span class=\"norg-badge "
            out += HTMLWriter.badgeClass(badge.kind)
            out += "\">"
            out.appendText(badge.text)
            out += "</span>"
        }
        out += "\n<span class=\"norg-agenda-where\" dir=\"auto\">"
        // The page's title, then the headings above the task (the first is often the same title).
        let title = chrome.map.title(ofPage: item.page)
        let headings = task.headings.first == title ? Array(task.headings.dropFirst()) : task.headings
        out.appendText(([title] + headings).joined(separator: " \u{203A} "))
        out += "</span></li>\n"
    }

    /// A whole page: head, navigation, `<main>` with the title and what `body` writes.
    private func page(_ key: String, title: String, body: (SiteChromeWriter, inout HTMLOutput) -> Void) -> Data {
        var out = HTMLOutput()
        let writer = SiteChromeWriter(chrome: chrome, page: key)
        HTMLWriter.writeHeadOpening(title: title, theme: theme, to: &out)
        out += "<meta name=\"generator\" content=\"NorgHTML\">\n"
        writer.writeHeadLinks(to: &out)
        out += "</head>\n<body>\n"
        writer.writeOpening(to: &out)
        out += "<main class=\"norg-document\">\n<h1 dir=\"auto\">"
        out.appendText(title)
        out += "</h1>\n"
        body(writer, &out)
        out += "</main>\n"
        writer.writeClosing(to: &out)
        out += "</body>\n</html>\n"
        return out.takeData()
    }
}
