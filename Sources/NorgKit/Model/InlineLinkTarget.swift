/// An inline link target `<…>`, reachable through `{# …}` links.
public struct InlineLinkTarget: Sendable, Hashable {
    /// Kept as an array: an `InlineChildren` would make every `NorgInline` larger.
    private var nodes: [NorgInline]
    /// From `<` to `>`.
    public var range: SourceRange

    /// A target holding `children` (the array is kept, not copied).
    public init(children: [NorgInline], range: SourceRange) {
        self.nodes = children
        self.range = range
    }

    /// The nodes between `<` and `>`. Reading them does not allocate; setting one text node
    /// allocates an array for it.
    public var children: InlineChildren {
        get { InlineChildren(nodes) }
        set { nodes = newValue.array }
    }
}
