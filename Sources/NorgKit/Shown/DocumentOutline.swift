/// The headings of a document as a reader sees them, in document order: what a `.toc` lists, in
/// every renderer alike.
///
/// Made by one walk of the shown blocks (`NorgDocument.forEachShownBlock(_:)`): a heading inside a
/// comment, a macro definition, an `|example` or a hidden list item is not listed, and a heading
/// inside a `|group`, `|details`, list item, quote or footnote is.
///
/// ```swift
/// for heading in document.outline.headings {
///     print(String(repeating: "  ", count: heading.level - 1) + heading.title.plainText)
/// }
/// ```
public struct DocumentOutline: Sendable, Hashable {
    /// The shown headings, each before the headings it holds.
    public private(set) var headings: [Heading] = []
    /// Whether the document shows a `.toc` tag of its own (one inside an `|example` or a comment is
    /// not shown): a renderer that adds a table of contents by itself leaves it to that tag.
    public private(set) var holdsTableOfContents = false

    /// The outline of `document`.
    public init(_ document: NorgDocument) {
        document.forEachShownBlock { block in
            switch block {
            case .heading(let heading): headings.append(heading)
            case .infirmTag(let tag) where tag.name == "toc": holdsTableOfContents = true
            default: break
            }
            return .visitChildren
        }
    }
}

extension NorgDocument {
    /// The document's shown headings and whether it shows a `.toc` (see `DocumentOutline`). Walks
    /// the blocks at each call.
    public var outline: DocumentOutline { DocumentOutline(self) }

    /// The footnotes a reader sees, in the order they are numbered: document order, a footnote
    /// inside a ranged footnote right after it. Those inside a comment, an `|example` (they are
    /// its source) or anything hidden are left out (`forEachShownBlock(_:)`). Walks the blocks at
    /// each call.
    public var footnotes: [RangeableItem] {
        var result: [RangeableItem] = []
        forEachShownBlock { block in
            if case .rangeable(let item) = block, item.kind == .footnote { result.append(item) }
            return .visitChildren
        }
        return result
    }

    /// The first heading a reader sees, however deeply it is nested; nil when none is shown.
    public var firstHeading: Heading? {
        var first: Heading?
        forEachShownBlock { block in
            guard case .heading(let heading) = block else { return .visitChildren }
            first = heading
            return .stop
        }
        return first
    }

    /// The document's title: the `title` of its `@document.meta`, else the text of its first shown
    /// heading (`firstHeading`), else nil (when neither gives any text).
    public var title: String? {
        if let title = metadata?.title, !title.isEmpty { return title }
        if let title = firstHeading?.title.plainText, !title.isEmpty { return title }
        return nil
    }
}
