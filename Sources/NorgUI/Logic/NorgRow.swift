import Foundation
import NorgKit

/// One rendered row of a document: a heading title, a paragraph, a list item, a code block …
///
/// Nested lists and quotes become rows indented by level rather than nested views, so even deep
/// nesting stays a flat, lazily rendered column. `id` derives from the source (a link id or the
/// range's offset), so a row keeps its identity (and any state) across re-parses.
struct NorgRow: Identifiable, Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case heading(level: Int, title: AttributedString)
        /// A paragraph; inside quotes `quoteDepth` says how many bars it gets.
        case paragraph(AttributedString)
        case listItem(ListMarker, AttributedString)
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
    }

    /// The node's `LinkIndex` id when it is linkable, otherwise `@` and its UTF-8 start offset.
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
