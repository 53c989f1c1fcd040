/// A value of the `@document.meta` block: `key: value`, arrays `[ … ]`, objects `{ … }`.
public indirect enum MetadataValue: Sendable, Hashable {
    case string(String)
    case array([MetadataValue])
    /// Keys in source order.
    case object([(key: String, value: MetadataValue)])

    public static func == (lhs: MetadataValue, rhs: MetadataValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let value): hasher.combine(0); hasher.combine(value)
        case .array(let values): hasher.combine(1); hasher.combine(values)
        case .object(let pairs):
            hasher.combine(2)
            for pair in pairs { hasher.combine(pair.key); hasher.combine(pair.value) }
        }
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> MetadataValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first(where: { $0.key == key })?.value
    }

    /// Strings of a string or an array of strings (e.g. `authors`).
    public var strings: [String] {
        switch self {
        case .string(let value): [value]
        case .array(let values): values.compactMap(\.string)
        case .object: []
        }
    }
}

/// The document's `@document.meta`, parsed.
public struct NorgMetadata: Sendable, Hashable {
    /// An object holding every top-level key.
    public var root: MetadataValue
    public var range: SourceRange

    public init(root: MetadataValue, range: SourceRange) {
        self.root = root
        self.range = range
    }

    public subscript(key: String) -> MetadataValue? { root[key] }

    public var title: String? { root["title"]?.string }
    public var description: String? { root["description"]?.string }
    public var authors: [String] { (root["authors"] ?? root["author"])?.strings ?? [] }
    public var created: String? { root["created"]?.string }
    public var updated: String? { root["updated"]?.string }
}
