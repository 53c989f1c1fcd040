import Foundation
import NorgKit

/// The outline of the document a `NorgView` shows, built once per distinct document.
///
/// `NorgView.init` only stores its document: a parent may create the view again on every `body`,
/// even parse the same source again (the README's example does). The view keeps one cache in
/// `@State` and asks it for the outline when it renders. An unchanged document is recognised by
/// comparing it with the last one: two parses of the same source compare their source bytes (at
/// once when the host parsed the same `String` again), anything else compares the trees
/// (`norg-bench` reports both against building the outline).
@MainActor package final class NorgOutlineCache {
    private var document: NorgDocument?
    private var outline = NorgOutline()
    /// How many outlines the cache has built (for tests).
    private(set) var buildCount = 0
    /// The texts rows have shown of the current document.
    let rendered = NorgRenderCache()

    nonisolated init() {}

    /// The outline of `document`, rebuilt only when it differs from the previous call's.
    func outline(for document: NorgDocument) -> NorgOutline {
        if let previous = self.document, Self.isUnchanged(previous, document) { return outline }
        outline = NorgOutline(document: document)
        rendered.removeAll()
        visible = nil
        self.document = document
        buildCount += 1
        return outline
    }

    private var collapsed: Set<String> = []
    private var visible: [NorgOutlineNode]?

    /// The rows collapsible mode shows of the current outline, made again only when the collapsed
    /// sections (or the document) change.
    func visibleRows(collapsed: Set<String>) -> [NorgOutlineNode] {
        if let visible, collapsed == self.collapsed { return visible }
        let rows = outline.visibleRows(collapsed: collapsed)
        self.collapsed = collapsed
        visible = rows
        return rows
    }

    /// True when `new` shows the same as `old`: equal documents (source ranges included, so a row's
    /// source line stays right) make equal outlines.
    package nonisolated static func isUnchanged(_ old: NorgDocument, _ new: NorgDocument) -> Bool {
        old.hasSameContent(as: new)
    }
}

extension Set where Element == String {
    /// Whether the section `id` is open, for a set of collapsed sections: `$collapsed[expanded: id]`
    /// is a section's `isExpanded` binding.
    subscript(expanded id: String) -> Bool {
        get { !contains(id) }
        set {
            if newValue { remove(id) } else { insert(id) }
        }
    }
}
