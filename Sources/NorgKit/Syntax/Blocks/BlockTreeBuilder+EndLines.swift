/// End lines with trailing whitespace (`@end␠`, `---␠`, `$$␠`…). The spec requires each end line
/// to be followed immediately by a line ending (spec lines 362, 456, 776), so such a line ends
/// nothing. Trailing whitespace is invisible, so every such line gets a diagnostic saying what it
/// was read as instead.
extension BlockTreeBuilder {
    /// Reads an end line followed by trailing whitespace as what it spells otherwise.
    mutating func spacedEndLine(_ index: Int, _ line: LineBounds, _ end: EndLine) {
        switch end {
        case .delimiter(.weak):
            // Dashes then whitespace: the modifier of an (empty) unordered list item.
            diagnoseSpacedEnd(index, line, readAs: "an empty list item", insteadOf: "a delimiter")
            let level = line.trimmedEnd - line.contentStart
            nestable(index, line, kind: .unordered, level: level, markerEnd: line.trimmedEnd)
        case .delimiter:
            diagnoseSpacedEnd(index, line, readAs: "text", insteadOf: "a delimiter")
            paragraphLine(index, line, from: line.contentStart)
        case .rangeableCloser(let kind):
            diagnoseSpacedEnd(index, line, readAs: "text", insteadOf: "the end of a \(Self.name(of: kind))")
            paragraphLine(index, line, from: line.contentStart)
        case .tagEnd(let prefix):
            diagnoseSpacedEnd(index, line, readAs: "text", insteadOf: "the end of \(openTagName(prefix))")
            paragraphLine(index, line, from: line.contentStart)
        }
    }

    /// Says why each `@end␠` line inside the verbatim tag on line `opener` is part of its content.
    mutating func diagnoseSpacedVerbatimEnds(after opener: Int, before closer: Int, tagName: String) {
        for index in closers.spacedVerbatimEnds(after: opener, before: closer) {
            diagnoseSpacedEnd(index, lines.bounds(index), readAs: "content", insteadOf: "the end of `@\(tagName)`")
        }
    }

    /// "`@end ` has trailing whitespace, so it is read as content, not as the end of `@code`", on
    /// the line's whole content, trailing whitespace included.
    mutating func diagnoseSpacedEnd(_ index: Int, _ line: LineBounds, readAs reading: String,
                                    insteadOf endReading: String) {
        let spelled = source.string(line.contentStart..<line.contentEnd)
        diagnostics.append(NorgDiagnostic(
            message: "`\(spelled)` has trailing whitespace, so it is read as \(reading), not as \(endReading)",
            range: range(line.contentStart..<line.contentEnd, line: index)))
    }

    /// The innermost open ranged tag of this prefix as `` `|name` ``, or "a tag" when it is not the
    /// innermost bounded container.
    private func openTagName(_ prefix: TagPrefix) -> String {
        let bound = topBoundIndex
        guard bound > 0, case let .rangedTag(kind, name, _, _) = stack[bound].kind,
              (kind == .standard) == (prefix == .standard) else { return "a tag" }
        return "`\(String(UnicodeScalar(prefix.rawValue)))\(name)`"
    }

    private static func name(of kind: RangeableItem.Kind) -> String {
        switch kind {
        case .definition: "definition"
        case .footnote: "footnote"
        case .tableCell: "table cell"
        }
    }
}
