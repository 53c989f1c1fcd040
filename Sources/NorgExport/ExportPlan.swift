import NorgKit

/// What both writers know before they write: the link index, the footnotes in the order they are
/// numbered, and what a link to each shown heading, footnote or definition becomes. One walk of
/// the shown blocks (NorgKit's `NorgDocument.forEachShownBlock`, which `DocumentOutline` and
/// `NorgDocument.footnotes` are made by), so both formats list and number what the HTML does.
struct ExportPlan {
    /// A node a link inside the document may point at.
    enum Target {
        /// A heading: its anchor by GitHub's rule (Markdown) and the index's id (Pandoc).
        case heading(githubSlug: String)
        /// A footnote, by its number (1-based, in document order).
        case footnote(number: Int)
        /// A definition, whose term carries the index's id in Pandoc.
        case definition
    }

    /// The deepest block nesting either writer follows; deeper content is cut (the parser's own
    /// limit keeps real documents well inside it).
    static let maximumDepth = 4 * NorgParser.maximumNestingDepth

    let index: LinkIndex
    /// The folder the document is exported with, and its path there; nil for a document alone.
    let place: ExportPlace?
    /// Index id → what a link to it becomes.
    private(set) var targets: [String: Target] = [:]
    /// The shown footnotes, numbered by position + 1; those inside a ranged footnote follow it.
    private(set) var footnotes: [RangeableItem] = []
    /// The shown headings, in document order, for a `.toc` (none inside an `|example`).
    private(set) var headings: [Heading] = []
    /// Heading start offset → its GitHub anchor.
    private(set) var slugs: [Int: String] = [:]
    private var slugger = GitHubSlugger()

    init(document: NorgDocument, place: ExportPlace? = nil) {
        index = LinkIndex(document: document)
        self.place = place
        document.forEachShownBlock { block in
            switch block {
            case .heading(let heading): add(heading)
            case .rangeable(let item): add(item)
            default: break
            }
            return .visitChildren
        }
    }

    /// The GitHub anchor of a heading this plan collected.
    func slug(of heading: Heading) -> String? { slugs[heading.range.start.offset] }

    /// What `link` points at inside the document, when it is a shown heading, footnote or definition.
    func target(of resolution: LinkResolution) -> (id: String, target: Target)? {
        guard case .local(let id, _) = resolution, let target = targets[id] else { return nil }
        return (id, target)
    }

    private mutating func add(_ heading: Heading) {
        headings.append(heading)
        let slug = slugger.slug(ExportLabels.headingPlainText(heading))
        slugs[heading.range.start.offset] = slug
        if let id = index.id(for: heading.range) { targets[id] = .heading(githubSlug: slug) }
    }

    private mutating func add(_ item: RangeableItem) {
        if let id = index.id(for: item.range), targets.index(forKey: id) == nil {
            switch item.kind {
            case .footnote: targets[id] = .footnote(number: footnotes.count + 1)
            case .definition: targets[id] = .definition
            case .tableCell: break
            }
        }
        if item.kind == .footnote { footnotes.append(item) }
    }
}
