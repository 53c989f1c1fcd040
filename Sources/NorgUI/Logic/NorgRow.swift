import Foundation
import NorgKit

/// One rendered row of a document: a heading title, a paragraph, a list item, a code block …
///
/// Nested lists and quotes become rows indented by level rather than nested views, so even deep
/// nesting stays a flat, lazily rendered column. `id` derives from the content (a hash of the row's
/// text and its parent's id), so a row keeps its identity (and any state) across
/// re-parses and edits elsewhere in the document.
struct NorgRow: Identifiable, Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case heading(level: Int, title: [NorgInline])
        /// A paragraph; inside quotes `quoteDepth` says how many bars it gets.
        case paragraph([NorgInline])
        case listItem(ListMarker, [NorgInline])
        /// The title of a definition or footnote (a verbatim segment), shown in the term font.
        case term(RangeableItem.Kind, title: String)
        /// `@code` and any other verbatim tag shown as code.
        case code(language: String?, source: String)
        /// `@math`: typeset by the theme's renderer, or TeX in the code font.
        case math(tex: String)
        /// `|example`: its Norg source as written.
        case example(source: String)
        /// `___`.
        case rule
        /// `.image source alt…`.
        case image(source: String, alt: String)
        /// A run of table cells laid out as a grid.
        case table(NorgTable)
        /// `|details title`: its content sits in the node's children, collapsed at first.
        case details(title: String)
        /// `.toc`: the title of the first, whose entries are its children; a later one's link back.
        case tableOfContents(NorgTableOfContents)
        /// One heading a `.toc` lists: a row of its own, so a long list is built lazily like any text.
        case tableOfContentsEntry(NorgTableOfContents.Entry)
    }

    /// `@` and a hash of the row's content and its parent's id, with the row's occurrence among
    /// equal siblings (see `NorgOutline.Builder.id(content:)`); `NorgTableOfContents.firstID` for
    /// the first `.toc`.
    var id: String
    var kind: Kind
    /// Nesting level for indentation (list items and the bodies of items and terms).
    var indent: Int
    /// Number of quote bars in front of the row.
    var quoteDepth: Int
    /// The task status when the row's detached modifier carries one.
    var task: TaskStatus?
    /// The 1-based source line of the row's node (what `onSetStatus` reports).
    var line: Int
    /// The space above the row.
    var gap: Gap = .block
    /// A list item's widest marker in its list (`"10."` in a list of ten): every marker of the list
    /// takes that width, so the items' text lines up.
    var markerColumn = ""
    /// The task's priority, dates and recurrence, shown as small badges after its text.
    var badges: [TaskBadge] = []
    /// True for a row of `NorgOutline.rows` whose node has children: collapsible mode gives it a
    /// disclosure control and hides the rows up to its `sectionEnds` entry when collapsed.
    var isSection = false

    /// The space above a row: between blocks, tighter between the items of a list (and the blocks
    /// inside an item), none above the document's first row.
    enum Gap: Sendable, Hashable {
        case none
        case withinList
        case block
    }

    /// A heading's level for accessibility (SwiftUI names levels 1 to 6); nil for other rows.
    var accessibilityHeadingLevel: Int? {
        guard case .heading(let level, _) = kind else { return nil }
        return min(max(level, 1), 6)
    }

    /// The row's inline text (a heading's title, a paragraph, a list item's first paragraph), empty
    /// for rows without one.
    var inlines: [NorgInline] { Self.inlines(of: kind) }

    /// The inline text a row of `kind` shows.
    static func inlines(of kind: Kind) -> [NorgInline] {
        switch kind {
        case .heading(_, let title): title
        case .paragraph(let content), .listItem(_, let content): content
        default: []
        }
    }

    /// The row's text with each run marked by its `NorgStyle` and link, then its task badges: built
    /// when the row is shown, not when the outline is.
    var runs: AttributedString {
        let text: AttributedString
        if case .term(_, let title) = kind {
            text = AttributedString(title)
        } else {
            text = NorgInlineRuns.attributedString(inlines)
        }
        return badges.isEmpty ? text : NorgInlineRuns.appendingBadges(badges, to: text)
    }
}

/// A row and the rows it owns: a heading's section, a list item's nested items, a quote's deeper
/// quotes, a definition's body, a `|details` tag's content.
struct NorgOutlineNode: Identifiable, Sendable, Hashable {
    var row: NorgRow
    var children: [NorgOutlineNode]

    var id: String { row.id }

    /// True when the node's children render inside it whatever the mode (`|details`).
    var isDetails: Bool {
        if case .details = row.kind { return true }
        return false
    }
}
