import NorgKit

/// `textDocument/foldingRange`: each heading's section, each ranged tag (`|comment`, `@code`,
/// `@document.meta` …) and each ranged definition or footnote (`$$ … $$`), by lines.
///
/// Folding works on the source being edited, so it folds every block, shown or not (`forEachBlock`,
/// not `forEachShownBlock`): a commented-out section is text too, and the one most worth folding.
/// The kind `comment` (which editors may fold by default) marks what a comment hides by the rule
/// the renderers read: `|comment`, `@comment` and any block a `#comment`/`+comment` carryover tag
/// hides (`NorgBlock.isCommentedOut`).
extension LanguageServer {
    func foldingRanges(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params, needsPosition: false)
        var ranges: [JSONValue] = []
        query.document.tree.forEachBlock { block, _ in
            let kind: String?
            let hidesAsComment = block.isCommentedOut
            switch block {
            case .heading: kind = hidesAsComment ? "comment" : nil
            case .rangedTag(let tag): kind = hidesAsComment || tag.name == "comment" ? "comment" : nil
            case .verbatimTag(let tag) where tag.name == "document.meta": kind = "imports"
            case .verbatimTag(let tag): kind = hidesAsComment || tag.name == "comment" ? "comment" : nil
            case .rangeable(let item) where item.isRanged: kind = hidesAsComment ? "comment" : nil
            default: return
            }
            let lines = block.range.lines
            // LSP lines are 0-based; a range ending at a line's start does not hold that line.
            guard lines.upperBound > lines.lowerBound else { return }
            var range: [String: JSONValue] = ["startLine": .int(lines.lowerBound - 1), "endLine": .int(lines.upperBound - 1)]
            if let kind { range["kind"] = .string(kind) }
            ranges.append(.object(range))
        }
        return .array(ranges)
    }
}
