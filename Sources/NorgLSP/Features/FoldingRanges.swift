import NorgKit

/// `textDocument/foldingRange`: each heading's section, each ranged tag (`|comment`, `@code`,
/// `@document.meta` …) and each ranged definition or footnote (`$$ … $$`), by lines.
extension LanguageServer {
    func foldingRanges(_ params: JSONValue) throws(RPCError) -> JSONValue {
        let query = try query(params, needsPosition: false)
        var ranges: [JSONValue] = []
        query.document.tree.forEachBlock { block, _ in
            let kind: String?
            switch block {
            case .heading: kind = nil
            case .rangedTag(let tag): kind = tag.name == "comment" ? "comment" : nil
            case .verbatimTag(let tag): kind = tag.name == "document.meta" ? "imports" : nil
            case .rangeable(let item) where item.isRanged: kind = nil
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
