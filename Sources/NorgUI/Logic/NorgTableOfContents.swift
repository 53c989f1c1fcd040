import Foundation
import NorgKit

/// A `.toc` as the view shows it. NorgKit's `TableOfContentsRule` decides its form, so the rows
/// stay linear in the document however many `.toc`s it holds: the document's first `.toc` lists
/// every heading (indented by level, each a link to the heading, routed like any internal link);
/// every later one is a single link back to the first.
struct NorgTableOfContents: Sendable, Hashable {
    /// One heading of the list.
    struct Entry: Sendable, Hashable, Identifiable {
        /// The heading's `LinkIndex` id (`NorgOutline.route(toLinkID:)` finds its row); empty for a
        /// heading the index gives none.
        var id: String
        var level: Int
        /// A `{* Title}` link to the heading, carrying its title as the description.
        var link: InlineLink

        /// The entry's text: one link run, routed by `NorgLinkRouter` like a link in a paragraph.
        var runs: AttributedString { NorgInlineRuns.attributedString([.link(link)]) }
    }

    enum Form: Sendable, Hashable {
        /// The first `.toc`: the document's headings in reading order.
        case full([Entry])
        /// A later `.toc`: a link back to the first.
        case reference
    }

    /// The row id of the first `.toc` (a colon never occurs in the link index's ids, so it collides
    /// with no heading), the same id the HTML renderer gives it.
    static let firstID = "norg:toc"
    /// The URL a later `.toc`'s link carries: a host's `OpenURLAction` or `onOpenLink` sees it and
    /// can scroll to `firstID`.
    static let firstURL = URL(string: "norg:toc")!

    /// The `.toc`'s parameters, or "Contents" when it has none.
    var title: String
    var form: Form

    /// Where the `.toc` tag is written.
    var range: SourceRange

    /// A later `.toc`'s link back to the first, its title as the text.
    var referenceLink: InlineLink {
        let url = Self.firstURL.absoluteString
        return InlineLink(location: LinkLocation(target: .url(url), rawText: url),
                          description: [.text(NorgText(title), range: range)], range: range)
    }

    /// The headings every renderer's `.toc` lists (NorgKit's `DocumentOutline`: the shown ones,
    /// in reading order), each with its `LinkIndex` id.
    static func entries(of outline: DocumentOutline, linkIndex: LinkIndex) -> [Entry] {
        outline.headings.map { heading in
            let title = heading.title.plainText
            let location = LinkLocation(target: .heading(level: heading.level, title: title),
                                        rawText: String(repeating: "*", count: max(heading.level, 1)) + " " + title)
            return Entry(id: linkIndex.id(for: heading.range) ?? "", level: heading.level,
                         link: InlineLink(location: location, description: heading.title, range: heading.range))
        }
    }
}
