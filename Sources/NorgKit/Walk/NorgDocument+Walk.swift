extension NorgDocument {
    /// Walks the document's blocks in document order, sending `walker` its events (see `NorgWalker`).
    ///
    /// ```swift
    /// var counter = HeadingCounter()
    /// document.walk(&counter)
    /// ```
    @inlinable
    public func walk<Walker: NorgWalker>(_ walker: inout Walker) {
        blocks.walk(&walker)
    }
}

extension Array where Element == NorgBlock {
    /// Walks these blocks and everything they hold in document order, sending `walker` its events
    /// (see `NorgWalker`).
    ///
    /// ```swift
    /// heading.content.walk(&counter)
    /// ```
    @inlinable
    public func walk<Walker: NorgWalker>(_ walker: inout Walker) {
        TreeWalk.walk(.blocks(self), count: count, &walker)
    }
}

extension Array where Element == NorgInline {
    /// Walks this inline content in document order, sending `walker` its span and leaf events
    /// (see `NorgWalker`).
    ///
    /// ```swift
    /// paragraph.content.walk(&textCollector)
    /// ```
    @inlinable
    public func walk<Walker: NorgWalker>(_ walker: inout Walker) {
        TreeWalk.walk(.inlines(self), count: count, &walker)
    }
}

extension InlineChildren {
    /// Walks these children in document order, sending `walker` its span and leaf events
    /// (see `NorgWalker`).
    ///
    /// ```swift
    /// span.children.walk(&textCollector)
    /// ```
    @inlinable
    public func walk<Walker: NorgWalker>(_ walker: inout Walker) {
        TreeWalk.walk(.children(self), count: count, &walker)
    }
}
