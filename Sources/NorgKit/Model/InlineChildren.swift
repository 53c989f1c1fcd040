/// The inline nodes inside a styled span, a link's description or an inline link target, in
/// source order.
///
/// Most spans and descriptions are one line of plain text (`*bold*`, `{url}[the site]`): their
/// one `.text` node is kept as the source it slices, without an array, and the collection yields it
/// without allocating. Other children are the array they were built from, shared, not copied.
///
/// Equal when the nodes are equal, however the children were built.
public struct InlineChildren: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Canonical: `.text` exactly when the children are one text node, so that the synthesised
    /// equality is the nodes' equality. `@usableFromInline`, and the reads `@inlinable`, so that a
    /// renderer in another module iterates without a call per element.
    @usableFromInline enum Storage: Sendable, Hashable {
        case text(NorgText, range: SourceRange)
        case nodes([NorgInline])
    }

    @usableFromInline var storage: Storage

    /// The children `nodes`; keeps the array (no copy), or only the node when it is one text node.
    @inlinable public init(_ nodes: [NorgInline]) {
        if nodes.count == 1, case .text(let text, let range) = nodes[0] {
            storage = .text(text, range: range)
        } else {
            storage = .nodes(nodes)
        }
    }

    /// One text node, without an array.
    @usableFromInline init(text: NorgText, range: SourceRange) {
        storage = .text(text, range: range)
    }

    /// The children written as an array literal.
    public init(arrayLiteral nodes: NorgInline...) {
        self.init(nodes)
    }

    /// Always 0.
    @inlinable public var startIndex: Int { 0 }

    /// The number of nodes.
    @inlinable public var endIndex: Int {
        switch storage {
        case .text: 1
        case .nodes(let nodes): nodes.count
        }
    }

    /// The node at `position`; does not allocate.
    @inlinable public subscript(position: Int) -> NorgInline {
        switch storage {
        case .text(let text, let range):
            precondition(position == 0, "index out of range")
            return .text(text, range: range)
        case .nodes(let nodes):
            return nodes[position]
        }
    }

    /// The text of the only node when the children are one text node (most spans and link
    /// descriptions), nil otherwise; does not allocate.
    @inlinable public var onlyText: NorgText? {
        if case .text(let text, _) = storage { return text }
        return nil
    }

    /// The nodes as an array: the stored one, or (allocating) one holding the lone text node.
    package var array: [NorgInline] {
        switch storage {
        case .text(let text, let range): [.text(text, range: range)]
        case .nodes(let nodes): nodes
        }
    }

    /// The source the lone text node slices when that node is exactly `range`'s bytes of it: what a
    /// span or description kept as source stores instead of its children.
    func sourceSlice(exactly range: SourceRange) -> SourceStorage? {
        guard case .text(let text, let textRange) = storage, textRange == range,
              Int(text.start) == range.start.offset, Int(text.end) == range.end.offset else { return nil }
        return text.storage
    }
}
