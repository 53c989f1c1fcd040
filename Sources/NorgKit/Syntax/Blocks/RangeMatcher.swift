/// Pairs every ranged opener (`@name`, `|name`, `=name`, `$$ T`, `^^ T`, `:: T`) with the line that
/// closes it, in one pass over the lines that may open or close a range, so the block parser knows
/// at an opener whether it is closed at all (an unterminated ranged tag is not a tag) without
/// searching ahead.
///
/// Verbatim tags end at the first `@end` after them and hide everything inside. The other openers
/// nest on one stack: a closer pairs with the nearest open opener of its kind, and the openers of
/// other kinds above that one stay unclosed (they cannot cross it).
///
/// It reads only the lines `LineClassifier.rangeLines()` lists, not a kind for every line: a table
/// of every line's kind would stay alive for the whole parse at about half a byte per input byte.
enum RangeMatcher {
    static func closers(_ entries: [LineClassifier.RangeLine]) -> RangeClosers {
        let count = entries.count
        // Where each verbatim opener's `@end` is (its line), found from the end backwards.
        var verbatimEnd = [Int](repeating: -1, count: count)
        var nextVerbatimEnd = -1
        var position = count - 1
        while position >= 0 {
            switch entries[position].kind {
            case .tag(.verbatim, _): verbatimEnd[position] = nextVerbatimEnd
            case .tagEnd(.verbatim): nextVerbatimEnd = entries[position].line
            default: break
            }
            position -= 1
        }

        var pairs: [(opener: Int, closer: Int)] = []
        var spacedVerbatimEnds: [Int] = []
        var stack: [(line: Int, key: Int)] = []
        var open = [Int](repeating: 0, count: 5)
        position = 0
        while position < count {
            let entry = entries[position]
            var key = -1
            var isCloser = false
            switch entry.kind {
            case .tag(.verbatim, _):
                let end = verbatimEnd[position]
                if end >= 0 {
                    pairs.append((entry.line, end))
                    // Everything up to the `@end` is the tag's content, `@end␠` lines included:
                    // noted, for the builder to say why they did not end it.
                    while position < count && entries[position].line <= end {
                        if case .spacedEnd(.tagEnd(.verbatim)) = entries[position].kind {
                            spacedVerbatimEnds.append(entries[position].line)
                        }
                        position += 1
                    }
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
                    stack.append((entry.line, key))
                    open[key] += 1
                } else if open[key] > 0 {
                    // Amortised linear: every entry popped here is popped once.
                    while let top = stack.popLast() {
                        open[top.key] -= 1
                        if top.key == key {
                            pairs.append((top.line, entry.line))
                            break
                        }
                    }
                }
            }
            position += 1
        }
        // Pairs close inner ranges first; the builder looks openers up in line order.
        pairs.sort { $0.opener < $1.opener }
        return RangeClosers(openers: pairs.map(\.opener), closers: pairs.map(\.closer),
                            spacedVerbatimEnds: spacedVerbatimEnds)
    }

    private static func rangeableKey(_ kind: RangeableItem.Kind) -> Int {
        switch kind {
        case .definition: 2
        case .footnote: 3
        case .tableCell: 4
        }
    }
}

/// The closing line of each ranged opener that has one, by opener line.
struct RangeClosers {
    /// Opener lines, ascending, and the line that closes each.
    private let openers: [Int]
    private let closers: [Int]
    /// The `@end␠` lines (trailing whitespace) inside verbatim tags, ascending.
    private let spacedVerbatimEnds: [Int]

    init(openers: [Int], closers: [Int], spacedVerbatimEnds: [Int] = []) {
        self.openers = openers
        self.closers = closers
        self.spacedVerbatimEnds = spacedVerbatimEnds
    }

    /// The index of the line that closes the range line `index` opens, or -1.
    func closingLine(of index: Int) -> Int {
        let low = Self.firstIndex(in: openers, notBelow: index)
        return low < openers.count && openers[low] == index ? closers[low] : -1
    }

    /// The `@end␠` lines strictly between `opener` and `closer` (the content of one verbatim tag).
    func spacedVerbatimEnds(after opener: Int, before closer: Int) -> ArraySlice<Int> {
        let low = Self.firstIndex(in: spacedVerbatimEnds, notBelow: opener + 1)
        var high = low
        while high < spacedVerbatimEnds.count && spacedVerbatimEnds[high] < closer { high += 1 }
        return spacedVerbatimEnds[low..<high]
    }

    /// Binary search: the first position in ascending `lines` whose line is `>= line`.
    private static func firstIndex(in lines: [Int], notBelow line: Int) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid] < line { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
