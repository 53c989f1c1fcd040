import Foundation

/// What a row's view shows that depends only on the document (and on those parts of the theme that
/// can be compared): made when the row is first shown, then read on every later `body`, until the
/// document changes (`NorgOutlineCache` empties it then).
///
/// SwiftUI evaluates `body` again whenever anything the view reads changes (Dynamic Type, the
/// colour scheme, a parent's state); styling a paragraph or tokenizing a pasted 200 KB log on each
/// of those would stall layout. Rows are keyed by their id, which is unique within a document, so
/// nothing of the content is hashed again per `body`.
@MainActor package final class NorgRenderCache {
    /// What of a row is kept.
    package enum Part: Hashable, Sendable {
        /// The row's text marked with `NorgStyle`s and links (`NorgRow.runs`).
        case runs
        /// A code block's text as highlighted and coloured.
        case code
    }

    private struct Key: Hashable {
        var row: String
        var part: Part
        /// The theme's parts the text depends on (a highlighter and its colours).
        var variant: AnyHashable
    }

    private var texts: [Key: AttributedString] = [:]
    /// How many texts the cache has made (for tests and `norg-bench`).
    package private(set) var makeCount = 0

    package nonisolated init() {}

    /// The kept `part` of row `row` for `variant`, made by `make` the first time it is asked for.
    package func text(row: String, part: Part, variant: AnyHashable = AnyHashable(0),
                      make: () -> AttributedString) -> AttributedString {
        let key = Key(row: row, part: part, variant: variant)
        if let text = texts[key] { return text }
        let text = make()
        makeCount += 1
        texts[key] = text
        return text
    }

    /// Forgets every text (another document is shown).
    package func removeAll() {
        texts.removeAll()
    }
}
