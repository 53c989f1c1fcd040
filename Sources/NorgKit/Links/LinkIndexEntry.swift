/// One linkable item of a document.
struct LinkIndexEntry: Sendable {
    enum Kind: Sendable, Hashable {
        case heading(Int)
        case definition
        case footnote
        case tableCell
        case target
        case anchor
        /// A block named by a `#name` carryover tag.
        case named

        /// The kind of a range-able item's entry.
        init(_ rangeable: RangeableItem.Kind) {
            self = switch rangeable {
            case .definition: .definition
            case .footnote: .footnote
            case .tableCell: .tableCell
            }
        }

        /// What ids of this kind start with (headings have none).
        var idPrefix: String {
            switch self {
            case .heading: ""
            case .definition: "def-"
            case .footnote: "fn-"
            case .tableCell: "cell-"
            case .target: "target-"
            case .anchor: "anchor-"
            case .named: "name-"
            }
        }
    }

    var kind: Kind
    /// The title as written (plain text); `title` is what links compare it by.
    var rawTitle: String
    var id: String
    var line: Int
    /// The node's byte offsets (its scope, for scoped links).
    var offsets: Range<Int>

    /// The title normalised (`LinkKey.normalize`). Lookups use the titles `LinkTitleLookup` makes
    /// on the first lookup: most documents are rendered without one, and normalising every
    /// heading's title up front would be a large share of building the index.
    var title: String { LinkKey.normalize(rawTitle) }

    /// The dictionary key of a kind and title.
    static func key(_ kind: Kind, _ title: String) -> String {
        switch kind {
        case .heading(let level): "\(level)*" + title
        case .definition: "$" + title
        case .footnote: "^" + title
        case .tableCell: ":" + title
        case .target: "<" + title
        case .anchor: "[" + title
        case .named: "#" + title
        }
    }

    /// Whether this entry, whose normalised title is `title`, is what `target` names (`query` holds
    /// the target's normalised title).
    func matches(_ target: LinkTarget, _ query: LinkQuery, title: String) -> Bool {
        switch target {
        case .heading(let level, _): kind == .heading(level) && title == query.plain
        case .definition: kind == .definition && title == query.raw
        case .footnote: kind == .footnote && title == query.raw
        case .tableCell: kind == .tableCell && title == query.raw
        case .generic: title == query.plain || title == query.raw
        case .wiki:
            if case .heading = kind { title == query.plain } else { false }
        default: false
        }
    }
}

/// A link title in the two forms items are indexed by: as written (range-able titles and
/// `#name`s are verbatim) and as read (heading titles and link targets hold markup, so
/// `{* Contextual `|` Delimiter}` finds `* Contextual `|` Delimiter` by its plain text).
struct LinkQuery {
    var raw: String
    var plain: String

    init?(_ target: LinkTarget) {
        switch target {
        case .heading(_, let title), .definition(let title), .footnote(let title), .tableCell(let title),
             .generic(let title), .wiki(let title):
            raw = LinkKey.normalize(title)
            plain = LinkKey.plainKey(title)
        default:
            return nil
        }
    }
}
