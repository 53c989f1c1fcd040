extension Paragraph {
    /// The lines of this paragraph (1-based, as `SourceRange.lines`) that `tag`, one of
    /// `carryovers`, applies to. A strong carryover tag applies to the whole paragraph; a weak one
    /// to the next paragraph segment only (spec line 1004), which is one line of text (spec lines
    /// 115–125): the first line after the tag that is not another carryover tag. A weak tag inside
    /// a paragraph leaves it one paragraph, so the tree keeps the tag on the paragraph and this
    /// says which segment it means. Linear in the number of carryover tags.
    public func lines(carriedBy tag: CarryoverTag) -> ClosedRange<Int> {
        guard tag.strength == .weak else { return range.lines }
        let next = tag.range.end.line + 1
        let segmentLines = weakSegmentLines
        let line = carryovers.firstIndex { $0.range.start.line == next }.map { segmentLines[$0] }
            ?? Swift.max(next, range.start.line)
        return line...line
    }

    /// For each of `carryovers` (in source order), the line it applies to if it is weak: the first
    /// line after it that holds no carryover tag. Found in one pass from the last tag back, a tag
    /// followed at once by another taking that one's line, so that a run of tags costs its length
    /// and not its square.
    var weakSegmentLines: [Int] {
        var lines = [Int](repeating: 0, count: carryovers.count)
        for index in carryovers.indices.reversed() {
            let next = carryovers[index].range.end.line + 1
            if index + 1 < carryovers.count, carryovers[index + 1].range.start.line == next {
                lines[index] = lines[index + 1]
            } else {
                lines[index] = Swift.max(next, range.start.line)
            }
        }
        return lines
    }
}
