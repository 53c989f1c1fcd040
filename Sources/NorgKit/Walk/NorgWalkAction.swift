/// What a walker tells the walk when it enters a node (`NorgWalker`, `NorgRewriter`).
public enum NorgWalkAction: Sendable, Hashable {
    /// Walk the node's children, then leave the node.
    case visitChildren
    /// Leave the node at once, without walking its children (the leave event still comes, so every
    /// enter keeps its leave).
    case skipChildren
    /// End the walk now: no further events, not even the leaves of the nodes already entered.
    case stop
}
