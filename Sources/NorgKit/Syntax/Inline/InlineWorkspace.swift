/// What the inline parser keeps from one paragraph to the next within one parse: scratch arrays
/// whose capacity is reused (a fresh array per paragraph and pass was a large share of parsing),
/// and what it noticed on the way.
///
/// One per `InlineParser`, so one per parse: never shared between threads.
final class InlineWorkspace {
    /// The logical bytes and segment table of the paragraph being parsed (`InlineBuffer`).
    var bytes: [UInt8] = []
    var lines: [InlineBuffer.Line] = []
    /// The top level's tokens (nested levels, rarer, have their own).
    var tokens: [InlineToken] = []
    /// Set when the parser built an anchor declaration or a link into this document: only then
    /// does `LinkPass` need the document's link index.
    var needsLinkIndex = false

    /// `array`, emptied, keeping its capacity; `array` itself is left empty.
    static func take<Element>(_ array: inout [Element]) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &array)
        taken.removeAll(keepingCapacity: true)
        return taken
    }
}
