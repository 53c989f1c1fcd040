import Foundation

extension AttributedString {
    /// Calls `update` on the run of each item, whose place `offsets` gives as UTF-8 offsets into
    /// the text; the items are in increasing order and do not overlap. One walk along the UTF-8
    /// view places them all, where finding each from the start would cost the square of the text.
    mutating func updateRuns<Item>(of items: [Item], at offsets: (Item) -> Range<Int>,
                                   _ update: (inout AttributedSubstring, Item) -> Void) {
        var index = startIndex
        var offset = 0
        for item in items {
            let range = offsets(item)
            let lower = utf8.index(index, offsetBy: range.lowerBound - offset)
            let upper = utf8.index(lower, offsetBy: range.count)
            update(&self[lower..<upper], item)
            index = upper
            offset = range.upperBound
        }
    }
}
