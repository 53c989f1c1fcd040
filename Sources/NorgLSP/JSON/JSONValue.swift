/// A JSON value, as JSON-RPC carries it: the server's whole protocol vocabulary, read and written
/// with the standard library alone (no Foundation object graphs, no `Any`).
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number without fraction or exponent that fits an `Int` (ids, line numbers, versions).
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members by key; written with keys in byte order so that output is deterministic.
    case object([String: JSONValue])
    /// JSON already written, by the writer's rules (`encoded`): sent as is. Made for what a reply
    /// holds by the thousand (positions and ranges), never read back; the parser makes none.
    case raw([UInt8])

    /// The member `key` of an object; nil for anything else or a missing member.
    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var int: Int? {
        switch self {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9e15: return Int(value)
        default: return nil
        }
    }

    package var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    package var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    package var isNull: Bool { self == .null }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    package init(nilLiteral: ()) { self = .null }
}
