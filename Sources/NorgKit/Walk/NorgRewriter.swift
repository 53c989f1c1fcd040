/// Changes a document's tree: the walk of `NorgWalker`, where each node, once its children are
/// done, may be replaced. `NorgDocument.rewritten(by:)` (or `[NorgBlock].rewritten(by:)`,
/// `[NorgInline].rewritten(by:)`) returns the changed tree.
///
/// Nodes are rewritten bottom-up: `rewriteInline`, `rewriteListItem` and `rewriteBlock` see a
/// node with its children already rewritten, and return its replacement, or nil to keep it. Only
/// the nodes on the path to a change are rebuilt: every unchanged subtree is the original value,
/// not a copy, and a tree with no change is returned as it was.
///
/// `enterBlock`, `enterListItem` and `enterSpan` come first, as a walker's do: return
/// `.skipChildren` to keep everything inside a node as it is (a cheap way to skip the parts of a
/// document that cannot hold what is rewritten); the node's own rewrite still comes. `.stop` keeps
/// the rest of the tree as it is, with the changes made so far. `visitsInlines` false keeps inline
/// content out of the walk.
///
/// Like the walk, the rewrite keeps its own stack: any nesting depth is safe.
///
/// ```swift
/// /// Makes every bold span italic.
/// struct BoldToItalic: NorgRewriter {
///     mutating func rewriteInline(_ inline: NorgInline) -> NorgInline? {
///         guard case .styled(var span) = inline, span.modifier == .bold else { return nil }
///         span.modifier = .italic
///         return .styled(span)
///     }
/// }
/// var rewriter = BoldToItalic()
/// let changed = document.rewritten(by: &rewriter)
/// ```
public protocol NorgRewriter {
    /// Whether inline content is walked and rewritten (default true).
    var visitsInlines: Bool { get }

    /// A block begins (before its children are rewritten).
    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction
    /// The replacement of `block`, whose children are rewritten already; nil keeps it.
    mutating func rewriteBlock(_ block: NorgBlock) -> NorgBlock?
    /// A list item of a list of `kind` begins.
    mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction
    /// The replacement of `item`, whose content is rewritten already; nil keeps it.
    mutating func rewriteListItem(_ item: ListItem, kind: NorgList.Kind) -> ListItem?
    /// A span (`.styled`, `.link`, `.linkTarget`) begins.
    mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction
    /// The replacement of any inline node (a span with its children rewritten already, or a
    /// leaf); nil keeps it.
    mutating func rewriteInline(_ inline: NorgInline) -> NorgInline?
}

extension NorgRewriter {
    /// Inline content is rewritten.
    public var visitsInlines: Bool { true }
    /// Walks on into the block.
    public mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction { .visitChildren }
    /// Keeps the block.
    public mutating func rewriteBlock(_ block: NorgBlock) -> NorgBlock? { nil }
    /// Walks on into the item.
    public mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction { .visitChildren }
    /// Keeps the item.
    public mutating func rewriteListItem(_ item: ListItem, kind: NorgList.Kind) -> ListItem? { nil }
    /// Walks on into the span.
    public mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction { .visitChildren }
    /// Keeps the node.
    public mutating func rewriteInline(_ inline: NorgInline) -> NorgInline? { nil }
}
