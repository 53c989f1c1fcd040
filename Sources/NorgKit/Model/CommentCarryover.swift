// What a `comment` carryover tag hides, said once for every renderer (HTML, NorgUI): a strong
// `#comment` hides the next block, a weak `+comment` the next item, and on a paragraph only the next
// paragraph segment (spec lines 1000–1004).

extension NorgBlock {
    /// True when a `comment` carryover tag makes this block render as nothing: a `#comment` on any
    /// block, a `+comment` on any block but a paragraph (where it hides one segment: see
    /// `Paragraph.visibleContent`), or `+comment`s that hide every segment of a paragraph.
    @inlinable public var isCommentedOut: Bool {
        if case .paragraph(let paragraph) = self { return paragraph.isCommentedOut }
        return carryovers.holdsComment
    }
}

extension [CarryoverTag] {
    /// True when a `comment` tag is among these: then they hide any block but a paragraph, and any
    /// list item. For a walk that has bound a block's fields already (`TaskScanner`), so that it
    /// reads the rule without copying the block out again.
    @inlinable var holdsComment: Bool { !isEmpty && contains { $0.name == "comment" } }
}

extension ListItem {
    /// True when a `comment` carryover tag (`#comment` or `+comment`) makes this item render as
    /// nothing, its nested content included.
    @inlinable public var isCommentedOut: Bool { carryovers.holdsComment }
}

extension Paragraph {
    /// True when a `#comment` carryover tag hides the whole paragraph, or `+comment` tags hide
    /// each of its segments.
    @inlinable public var isCommentedOut: Bool {
        // Inlined for the common case, a paragraph without carryover tags (renderers ask per block).
        carryovers.isEmpty ? false : isHiddenByComments
    }

    /// `isCommentedOut` for a paragraph with carryover tags.
    @usableFromInline var isHiddenByComments: Bool {
        guard carryovers.contains(where: { $0.name == "comment" }) else { return false }
        if carryovers.contains(where: { $0.name == "comment" && $0.strength == .strong }) { return true }
        let hidden = linesHiddenByWeakComments
        return segments.allSatisfy { isHidden($0, hidden) }
    }

    /// The inline content a reader sees: `content`, less the paragraph segments (lines) that a
    /// weak `+comment` carryover tag hides (spec line 1004). Returns `content` itself unless such a
    /// tag hides part of it; only then does it allocate an array. A segment is cut at the soft
    /// breaks between top-level nodes, so markup spanning two lines keeps both unless both are hidden.
    @inlinable public var visibleContent: [NorgInline] {
        carryovers.isEmpty ? content : contentLessCommentedSegments
    }

    /// `visibleContent` for a paragraph with carryover tags.
    @usableFromInline var contentLessCommentedSegments: [NorgInline] {
        guard carryovers.contains(where: { $0.name == "comment" && $0.strength == .weak }) else { return content }
        let hidden = linesHiddenByWeakComments
        var visible: [NorgInline] = []
        var pendingBreak: NorgInline?
        for segment in segments where !isHidden(segment, hidden) {
            if let separator = pendingBreak, !visible.isEmpty { visible.append(separator) }
            visible.append(contentsOf: content[segment.nodes])
            pendingBreak = segment.followingBreak.map { content[$0] }
        }
        return visible
    }

    /// A run of top-level nodes between soft breaks, and the soft break after it.
    private struct Segment {
        var nodes: Range<Int>
        var followingBreak: Int?
    }

    private var segments: [Segment] {
        var result: [Segment] = []
        var start = 0
        for (index, node) in content.enumerated() {
            guard case .softBreak = node else { continue }
            result.append(Segment(nodes: start..<index, followingBreak: index))
            start = index + 1
        }
        result.append(Segment(nodes: start..<content.count, followingBreak: nil))
        return result
    }

    /// The lines (segments) the weak `+comment` tags among `carryovers` hide.
    private var linesHiddenByWeakComments: Set<Int> {
        let segmentLines = weakSegmentLines
        var hidden = Set<Int>()
        for (index, tag) in carryovers.enumerated() where tag.name == "comment" && tag.strength == .weak {
            hidden.insert(segmentLines[index])
        }
        return hidden
    }

    /// True when `segment` lies on one line that a `+comment` hides (a weak tag hides one line, so
    /// markup spanning two lines stays); an empty segment shows nothing either way.
    private func isHidden(_ segment: Segment, _ hidden: Set<Int>) -> Bool {
        guard let first = content[segment.nodes].first, let last = content[segment.nodes].last else { return true }
        let line = first.range.start.line
        return last.range.lines.upperBound <= line && hidden.contains(line)
    }
}
