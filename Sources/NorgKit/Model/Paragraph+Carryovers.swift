extension Paragraph {
    /// The lines of this paragraph (1-based, as `SourceRange.lines`) that `tag`, one of
    /// `carryovers`, applies to. A strong carryover tag applies to the whole paragraph; a weak one
    /// to the next paragraph segment only (spec line 1004), which is one line of text (spec lines
    /// 115–125): the first line after the tag that is not another carryover tag. A weak tag inside
    /// a paragraph leaves it one paragraph, so the tree keeps the tag on the paragraph and this
    /// says which segment it means.
    public func lines(carriedBy tag: CarryoverTag) -> ClosedRange<Int> {
        guard tag.strength == .weak else { return range.lines }
        var line = max(tag.range.end.line + 1, range.start.line)
        while carryovers.contains(where: { $0.range.start.line == line }) { line += 1 }
        return line...line
    }
}
