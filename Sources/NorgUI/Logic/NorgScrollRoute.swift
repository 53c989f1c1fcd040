import NorgKit

/// Where scrolling to a node of the document goes: the row a `ScrollViewReader` scrolls to, and the
/// collapsible sections, outermost first, that must be open for that row to be shown.
///
/// Rows are identified by their content (`NorgRow.id`), not by `LinkIndex` ids, so a route maps the
/// one to the other: the outline records which row shows each linkable node while it is built, and
/// finds the sections above that row only when a route is asked for (a walk of the tree, never a
/// cost of building or showing the document).
package struct NorgScrollRoute: Sendable, Hashable {
    /// The row to scroll to: the node's own row, the table holding a cell, or the outermost
    /// `|details` row holding the node (whose content is not a row of its own).
    package var row: String
    /// The sections above `row`, outermost first, that collapsible mode opens before scrolling.
    package var expanding: [String]
}

extension NorgOutline {
    /// The route to the node `linkID` names (a `LinkIndex` id, or `NorgTableOfContents.firstID`);
    /// nil when no row shows it (an id of another document, or a node in a comment).
    package func route(toLinkID linkID: String) -> NorgScrollRoute? {
        let target = linkID == NorgTableOfContents.firstID ? linkID : linkTargets[linkID]
        guard let target, let path = Self.path(to: target, in: nodes) else { return nil }
        // The outermost `|details` on the path is the row shown; what lies inside it is its content.
        let shown = path.firstIndex(where: \.isDetails) ?? path.count - 1
        return NorgScrollRoute(row: path[shown].id, expanding: path[..<shown].map(\.id))
    }

    /// The route to where `link` points in this document, resolved by the spec's rules; nil for a
    /// link that leaves the document or names nothing in it.
    package func route(to link: InlineLink) -> NorgScrollRoute? {
        if let location = link.location, case .url(let text) = location.target,
           text == NorgTableOfContents.firstURL.absoluteString {
            return route(toLinkID: NorgTableOfContents.firstID)
        }
        guard case .local(let id, _) = linkIndex.resolve(link) else { return nil }
        return route(toLinkID: id)
    }

    /// The nodes from the top level down to the row `id`, by an explicit stack (no recursion).
    static func path(to id: String, in nodes: [NorgOutlineNode]) -> [NorgOutlineNode]? {
        // Each entry: a node and its depth; `path` keeps the current chain of ancestors.
        var stack: [(node: NorgOutlineNode, depth: Int)] = nodes.reversed().map { ($0, 0) }
        var path: [NorgOutlineNode] = []
        while let (node, depth) = stack.popLast() {
            path.removeLast(path.count - depth)
            path.append(node)
            if node.id == id { return path }
            stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
        }
        return nil
    }
}
