/// The largest start offset over runs of a document's link index entries, as a complete binary tree
/// over their positions, so "the first entry from position `p` on that starts at or past `x`" (where
/// a scope's entries end) takes a logarithmic number of steps. Starts are mostly ascending, but not
/// always (a block's `#name` entry follows the link targets inside it), so a plain binary search
/// over them would not give what a scan gives.
struct EntryStartTree {
    private let count: Int
    /// The first leaf: position `p` is node `leafBase + p`; node `n`'s children are `2n` and `2n + 1`.
    private let leafBase: Int
    /// Each node's largest start (`Int.min` for the leaves past `count`).
    private let maximum: [Int]

    init(starts: [Int]) {
        count = starts.count
        var base = 1
        while base < count { base *= 2 }
        leafBase = base
        var maximum = [Int](repeating: .min, count: 2 * base)
        for (position, start) in starts.enumerated() { maximum[base + position] = start }
        var node = base - 1
        while node >= 1 {
            maximum[node] = max(maximum[2 * node], maximum[2 * node + 1])
            node -= 1
        }
        self.maximum = maximum
    }

    /// The first position at or after `from` whose start is at least `bound` (`count` when none
    /// is); `examined` counts the nodes read.
    func firstIndex(from: Int, startingAtLeast bound: Int, examined: inout Int) -> Int {
        guard from < count else { return count }
        var node = leafBase + from
        // Rightwards: a subtree whose largest start is below the bound is passed over whole, for the
        // subtree just right of it (a right child's lies right of its parent).
        while maximum[node] < bound {
            examined += 1
            while node & 1 == 1 {
                node >>= 1
                if node == 0 { return count }
            }
            node += 1
        }
        // Down to the subtree's first leaf that reaches the bound.
        while node < leafBase {
            examined += 1
            node = maximum[2 * node] >= bound ? 2 * node : 2 * node + 1
        }
        return node - leafBase
    }
}
