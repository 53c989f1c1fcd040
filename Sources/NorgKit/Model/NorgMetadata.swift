/// A value of the `@document.meta` block: `key: value`, arrays `[ … ]`, objects `{ … }`.
///
/// Values are kept as written: nothing is unquoted or read as a number, date or boolean.
public indirect enum MetadataValue: Sendable, Hashable {
    /// A value on one line, trimmed, running to the end of the line (`title: My notes` holds
    /// `My notes`); empty for `key:` with nothing after it. An array item on its own line is read the
    /// same way. A `[` or `{` nested deeper than `NorgParser.maximumNestingDepth` stays text.
    case string(String)
    /// `key: [` with one item a line (a trailing comma dropped; a `[` or `{` line opens a nested
    /// array or object) up to `]` or the end of the block, or `[a, b]` on one line (split at commas,
    /// items trimmed, empty ones dropped: all strings). Items in source order.
    case array([MetadataValue])
    /// `key: {` with `key: value` lines up to `}` or the end of the block, or `{}`. Pairs in source order; a repeated key
    /// is kept each time.
    case object([(key: String, value: MetadataValue)])

    /// Same case and same contents; objects compare pair by pair in order, so the same keys in
    /// another order differ.
    public static func == (lhs: MetadataValue, rhs: MetadataValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// Hashes the case and contents, in order, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let value): hasher.combine(0); hasher.combine(value)
        case .array(let values): hasher.combine(1); hasher.combine(values)
        case .object(let pairs):
            hasher.combine(2)
            for pair in pairs { hasher.combine(pair.key); hasher.combine(pair.value) }
        }
    }

    /// The text of a `.string`; nil for an array or an object.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value of the first pair named `key` in an object; nil when there is none or this is not
    /// an object. A linear search over the pairs.
    public subscript(key: String) -> MetadataValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first(where: { $0.key == key })?.value
    }

    /// A string as one element, or an array's string items (nested arrays and objects skipped), as
    /// for `authors`; empty for an object. Allocates a new array.
    public var strings: [String] {
        switch self {
        case .string(let value): [value]
        case .array(let values): values.compactMap(\.string)
        case .object: []
        }
    }
}

/// The document's `@document.meta`, parsed: the first such verbatim ranged tag anywhere in the
/// document (later ones are only tags). The tag stays in the blocks as well.
public struct NorgMetadata: Sendable, Hashable {
    /// An object holding every top-level key, in source order.
    public var root: MetadataValue
    /// From the `@` of `@document.meta` to the end of its `@end`.
    public var range: SourceRange

    /// Metadata with the given root (an object) and range, for building documents by hand; the
    /// parser fills both from the source.
    public init(root: MetadataValue, range: SourceRange) {
        self.root = root
        self.range = range
    }

    /// The value of the first top-level key named `key`; nil when there is none.
    public subscript(key: String) -> MetadataValue? { root[key] }

    /// The `title:` value; nil when absent or not a string.
    public var title: String? { root["title"]?.string }
    /// The `description:` value; nil when absent or not a string.
    public var description: String? { root["description"]?.string }
    /// The `authors:` value, or `author:` when there is no `authors`, as a string or an array of
    /// strings; empty when neither key is there. Allocates a new array.
    public var authors: [String] { (root["authors"] ?? root["author"])?.strings ?? [] }
    /// The `created:` value as written (`2021-08-19`, or with a time and zone), not read as a
    /// date; nil when absent or not a string.
    public var created: String? { root["created"]?.string }
    /// The `updated:` value as written, not read as a date; nil when absent or not a string.
    public var updated: String? { root["updated"]?.string }
}
