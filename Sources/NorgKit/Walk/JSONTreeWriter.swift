/// Writes the JSON of a tree as a walker (`NorgDocument.jsonString()`): each node's members before
/// its children when it is entered (`DocumentJSON.head`, `InlineJSON.head`), its children as they
/// are left, and the rest when it is left (`finish`).
struct JSONTreeWriter: NorgWalker {
    /// A node being written and its children written so far.
    private struct Frame {
        var object = JSONObject()
        var inlines: [JSONValue] = []
        var blocks: [JSONValue] = []
        var items: [JSONValue] = []
    }

    /// The root's frame, then one per node entered and not yet left.
    private var frames = [Frame()]

    /// The blocks walked, written.
    var blocks: [JSONValue] { frames[0].blocks }

    mutating func enterBlock(_ block: NorgBlock) -> NorgWalkAction {
        frames.append(Frame(object: DocumentJSON.head(of: block)))
        return .visitChildren
    }

    mutating func leaveBlock(_ block: NorgBlock) {
        var frame = frames.removeLast()
        DocumentJSON.finish(&frame.object, of: block, inlines: frame.inlines, blocks: frame.blocks, items: frame.items)
        frames[frames.count - 1].blocks.append(frame.object.value)
    }

    mutating func enterListItem(_ item: ListItem, kind: NorgList.Kind) -> NorgWalkAction {
        frames.append(Frame(object: DocumentJSON.head(of: item)))
        return .visitChildren
    }

    mutating func leaveListItem(_ item: ListItem, kind: NorgList.Kind) {
        var frame = frames.removeLast()
        frame.object.add("content", .array(frame.blocks))
        frames[frames.count - 1].items.append(frame.object.value)
    }

    mutating func enterSpan(_ span: NorgInline) -> NorgWalkAction {
        frames.append(Frame(object: InlineJSON.head(of: span)))
        return .visitChildren
    }

    mutating func leaveSpan(_ span: NorgInline) {
        var frame = frames.removeLast()
        InlineJSON.finish(&frame.object, of: span, children: frame.inlines)
        frames[frames.count - 1].inlines.append(frame.object.value)
    }

    mutating func visitLeaf(_ leaf: NorgInline) -> NorgWalkAction {
        frames[frames.count - 1].inlines.append(InlineJSON.head(of: leaf).value)
        return .visitChildren
    }
}
