/// A visitor of a document's tree as a stream of events, in document order, in the shape of md4c's
/// callbacks (`enter_block`/`leave_block`/`enter_span`/`leave_span`/`text`).
///
/// Walk a document with `NorgDocument.walk(_:)`, a run of blocks with `[NorgBlock].walk(_:)` or
/// inline content with `[NorgInline].walk(_:)`. Implement only the events you need: every one has a
/// default that does nothing and walks on.
///
/// The events:
/// - `enterBlock`/`leaveBlock` for every block. Between them come, in this order: a heading's
///   title (inline events), then its content blocks; a paragraph's inline content; a list's items;
///   the content blocks of a quote, a range-able item or a standard or macro ranged tag. Verbatim
///   ranged tags, infirm tags and delimiters have no children.
/// - `enterListItem`/`leaveListItem` for every item of a list, around the item's content blocks
///   (its paragraph, then any nested lists and other blocks).
/// - `enterSpan`/`leaveSpan` for the inline nodes that hold inline nodes: a styled span (around its
///   children), a link or anchor (around its description, if it has one) and an inline link target
///   (around its children).
/// - `visitLeaf` for every other inline node: text, a soft break, an escape, the link modifier and
///   a verbatim span (whose content is its own text, not children).
///
/// Every enter has its leave, properly nested, unless the walk is stopped. The node an event
/// carries is the whole node, children included, but a walker that reads only a node's own fields
/// (its kind, level, range, extensions, carryovers, a link's location, a tag's name) and learns
/// about its children from their own events works the same from a stream that a parser emits
/// without building a tree (children then empty): the events are ordered so that such a stream is
/// possible.
///
/// A walker that needs no inline content returns false from `visitsInlines`: the walk then sends
/// no inline events and does not look inside paragraphs or titles at all, so it costs nothing.
///
/// The walk keeps its own stack, so any nesting depth is safe. It is generic and inlinable: a
/// walker's events are specialised and inlined into the walk where it is called.
///
/// ```swift
/// struct HeadingCounter: NorgWalker {
///     var visitsInlines: Bool { false }
///     var count = 0
///     mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
///         if case .heading = block { count += 1 }
///         return .visitChildren
///     }
/// }
/// var counter = HeadingCounter()
/// document.walk(&counter)
/// print(counter.count)
/// ```
public protocol NorgWalker {
    /// Whether the walk sends inline events (default true). When false, paragraphs, titles and
    /// spans are not looked into: a walker of blocks pays nothing for inline content.
    var visitsInlines: Bool { get }

    /// A block begins. Return `.skipChildren` to leave it without walking what it holds.
    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction
    /// A block ends, after everything it holds.
    mutating func leaveBlock(_ block: NorgBlock)
    /// An item of a list of `kind` begins; its content blocks follow.
    mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction
    /// A list item ends, after its content blocks.
    mutating func leaveListItem(_ item: ListItem, kind: NorgList.Kind)
    /// An inline node that holds inline nodes begins: `.styled`, `.link` (its description follows,
    /// if any) or `.linkTarget`.
    mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction
    /// A span ends, after its children.
    mutating func leaveSpan(_ span: NorgInline)
    /// An inline node without inline children: `.text`, `.softBreak`, `.escape`, `.linkModifier`
    /// or `.verbatim`. Only `.stop` matters in the result.
    mutating func visitLeaf(_ leaf: NorgInline) -> NorgWalkAction
}

extension NorgWalker {
    /// Inline events are sent.
    @inlinable public var visitsInlines: Bool { true }
    /// Walks on into the block.
    @inlinable public mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction { .visitChildren }
    /// Does nothing.
    @inlinable public mutating func leaveBlock(_ block: NorgBlock) {}
    /// Walks on into the item.
    @inlinable public mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction {
        .visitChildren
    }
    /// Does nothing.
    @inlinable public mutating func leaveListItem(_ item: ListItem, kind: NorgList.Kind) {}
    /// Walks on into the span.
    @inlinable public mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction { .visitChildren }
    /// Does nothing.
    @inlinable public mutating func leaveSpan(_ span: NorgInline) {}
    /// Walks on.
    @inlinable public mutating func visitLeaf(_ leaf: NorgInline) -> NorgWalkAction { .visitChildren }
}
