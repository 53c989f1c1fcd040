/// Pairs every ranged opener (`@name`, `|name`, `=name`, `$$ T`, `^^ T`, `:: T`) with the line that
/// closes it, in one pass over the classified lines, so the block parser knows at an opener whether
/// it is closed at all (an unterminated ranged tag is not a tag) without searching ahead.
///
/// Verbatim tags end at the first `@end` after them and hide everything inside. The other openers
/// nest on one stack: a closer pairs with the nearest open opener of its kind, and the openers of
/// other kinds above that one stay unclosed (they cannot cross it).
enum RangeMatcher {
    /// For each line, the index of the line that closes the range it opens, or -1.
    static func closingLines(_ kinds: [LineKind]) -> [Int] {
        let count = kinds.count
        var closing = [Int](repeating: -1, count: count)
        var nextVerbatimEnd = -1
        var index = count - 1
        while index >= 0 {
            switch kinds[index] {
            case .tag(.verbatim, _): closing[index] = nextVerbatimEnd
            case .tagEnd(.verbatim): nextVerbatimEnd = index
            default: break
            }
            index -= 1
        }

        var stack: [(line: Int, key: Int)] = []
        var open = [Int](repeating: 0, count: 5)
        index = 0
        while index < count {
            var key = -1
            var isCloser = false
            switch kinds[index] {
            case .tag(.verbatim, _):
                if closing[index] >= 0 {
                    index = closing[index] + 1
                    continue
                }
            case .tag(.standard, _): key = 0
            case .tag(.macro, _): key = 1
            case .rangeable(let kind, isRanged: true, _): key = rangeableKey(kind)
            case .tagEnd(.standard): key = 0; isCloser = true
            case .tagEnd(.macro): key = 1; isCloser = true
            case .rangeableCloser(let kind): key = rangeableKey(kind); isCloser = true
            default: break
            }
            if key >= 0 {
                if !isCloser {
                    stack.append((index, key))
                    open[key] += 1
                } else if open[key] > 0 {
                    // Amortised linear: every entry popped here is popped once.
                    while let top = stack.popLast() {
                        open[top.key] -= 1
                        if top.key == key {
                            closing[top.line] = index
                            break
                        }
                    }
                }
            }
            index += 1
        }
        return closing
    }

    private static func rangeableKey(_ kind: RangeableItem.Kind) -> Int {
        switch kind {
        case .definition: 2
        case .footnote: 3
        case .tableCell: 4
        }
    }
}
