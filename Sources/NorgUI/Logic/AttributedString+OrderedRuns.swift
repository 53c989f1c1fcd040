import Foundation

extension AttributedString {
    /// `text` as an attributed string, with `update` called on the run of each item, whose place
    /// `offsets` gives as UTF-8 offsets into `text`; the items are in increasing order and do not
    /// overlap.
    ///
    /// The offsets are walked along `text.utf8` and each `String.Index` range is converted with
    /// `Range(_:in:)` (iOS 15, macOS 12), which takes the index's UTF-8 offset as it is:
    /// `AttributedString.utf8` would place them directly but needs iOS 26 / macOS 26. One walk places
    /// all the items, where finding each from the start would cost the square of the text.
    init<Item>(_ text: String, markingRunsOf items: [Item], at offsets: (Item) -> Range<Int>,
               _ update: (inout AttributedSubstring, Item) -> Void) {
        self.init(text)
        let utf8 = text.utf8
        var index = utf8.startIndex
        var offset = 0
        for item in items {
            let range = offsets(item)
            let lower = utf8.index(index, offsetBy: range.lowerBound - offset)
            let upper = utf8.index(lower, offsetBy: range.count)
            // The string is the one just built from `text`, so every range of `text` lies inside it.
            if let run = Range<AttributedString.Index>(lower..<upper, in: self) {
                update(&self[run], item)
            }
            index = upper
            offset = range.upperBound
        }
    }
}
