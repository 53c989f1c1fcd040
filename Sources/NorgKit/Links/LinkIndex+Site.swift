/// What a set of documents rendered together (a site) reads from each document's index: its
/// headings, to resolve wiki links across files and to say which heading a link sits under, and
/// its links, to check them and to list each page's backlinks.
extension LinkIndex {
    /// The index of `document` holding every one of its links (`siteLinks`), those to other files
    /// and URLs included, which an index skips when the parser saw no link into the document.
    package init(listingEveryLink document: NorgDocument) {
        var document = document
        document.parseNotes.mayHoldInlineLinkables = true
        self.init(document: document)
    }

    /// A heading of the document as other documents see it.
    package struct SiteHeading: Sendable {
        /// The title as wiki links compare it (`wikiKey(of:)` of a link matches it); made when
        /// asked for, since most readers of a heading need only where it is.
        package var key: String { LinkKey.normalize(title) }
        /// The title's plain text, as written.
        package var title: String
        package var id: String
        package var line: Int
        /// The byte offsets of the heading and its content.
        package var offsets: Range<Int>
        /// 1 for `*`, 2 for `**` …
        package var level: Int
    }

    /// The document's headings outside comments and examples, in document order.
    package var siteHeadings: [SiteHeading] {
        entries.compactMap { entry in
            guard case .heading(let level) = entry.kind else { return nil }
            return SiteHeading(title: entry.rawTitle, id: entry.id, line: entry.line,
                               offsets: entry.offsets, level: level)
        }
    }

    /// A linkable item as a `{# title}` link finds it: its title as written, what kind of item
    /// it is (`heading`, `definition`, `footnote`, `table cell`, `link target`, `anchor`, `name`).
    package struct SiteLinkable: Sendable {
        package var title: String
        package var kind: String
        package var id: String
        package var line: Int
    }

    /// Every linkable item outside comments and examples, in document order: what `{# …}` reaches.
    package var siteLinkables: [SiteLinkable] {
        entries.map { entry in
            let kind = switch entry.kind {
            case .heading: "heading"
            case .definition: "definition"
            case .footnote: "footnote"
            case .tableCell: "table cell"
            case .target: "link target"
            case .anchor: "anchor"
            case .named: "name"
            }
            return SiteLinkable(title: entry.rawTitle, kind: kind, id: entry.id, line: entry.line)
        }
    }

    /// Every link and anchor of the document outside comments and examples, in document order
    /// (for an index made with `init(listingEveryLink:)`; others may leave out links to other
    /// files, see `links`).
    package var siteLinks: [InlineLink] { links }

    /// The key a wiki link's title `{? title}` finds headings by (`SiteHeading.key`): its plain text,
    /// whitespace collapsed and case folded, as `resolve(_:)` compares it inside one document.
    package static func wikiKey(of title: String) -> String {
        // `LinkQuery(.wiki(title)).plain`, without the verbatim form it also makes.
        LinkKey.plainKey(title)
    }
}

extension NorgDocument {
    /// The document's `.image` tags outside comments and examples, in document order.
    package var liveImageTags: [InfirmTag] {
        var tags: [InfirmTag] = []
        Self.forEachBlock(in: blocks, skippingContentOf: LinkableRule.hidesContent(of:)) { block, _ in
            if case .infirmTag(let tag) = block, tag.name == "image" { tags.append(tag) }
        }
        return tags
    }
}
