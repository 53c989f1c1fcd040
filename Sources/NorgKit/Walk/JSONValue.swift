/// A JSON value with ordered object keys, printed deterministically (for `norg ast --format json`).
enum JSONValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([Member])

    struct Member: Sendable, Hashable {
        var key: String
        var value: JSONValue
    }

    /// Containers nesting at most three levels print on one line when they fit in this width.
    static let inlineWidth = 100

    /// Pretty JSON: two-space indentation, short scalar containers on one line.
    func pretty() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// True when the value nests no deeper than `limit` containers (checked without walking
    /// deeper than that), so trying its one-line form stays cheap.
    private func fits(depth limit: Int) -> Bool {
        switch self {
        case .array(let values): limit > 0 && values.allSatisfy { $0.fits(depth: limit - 1) }
        case .object(let members): limit > 0 && members.allSatisfy { $0.value.fits(depth: limit - 1) }
        default: true
        }
    }

    private var isFlat: Bool { fits(depth: 3) }

    private func compact() -> String {
        var output = ""
        switch self {
        case .array(let values):
            output = "[" + values.map { $0.compact() }.joined(separator: ", ") + "]"
        case .object(let members):
            output = "{ " + members.map { Self.quoted($0.key) + ": " + $0.value.compact() }.joined(separator: ", ") + " }"
        default:
            write(to: &output, indent: 0)
        }
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .string(let value): output += Self.quoted(value)
        case .int(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            if values.isEmpty { output += "[]"; return }
            if isFlat {
                let line = compact()
                if line.utf8.count <= Self.inlineWidth { output += line; return }
            }
            let padding = String(repeating: " ", count: indent + 2)
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += padding
                value.write(to: &output, indent: indent + 2)
                output += index + 1 < values.count ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            if isFlat {
                let line = compact()
                if line.utf8.count <= Self.inlineWidth { output += line; return }
            }
            let padding = String(repeating: " ", count: indent + 2)
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += padding + Self.quoted(member.key) + ": "
                member.value.write(to: &output, indent: indent + 2)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}

/// An object's members, added in order: `.object { $0.add("type", "heading") }`.
struct JSONObject {
    var members: [JSONValue.Member] = []

    mutating func add(_ key: String, _ value: JSONValue) {
        members.append(JSONValue.Member(key: key, value: value))
    }

    mutating func add(_ key: String, _ value: String) { add(key, .string(value)) }
    mutating func add(_ key: String, _ value: Int) { add(key, .int(value)) }
    mutating func add(_ key: String, _ value: Bool) { add(key, .bool(value)) }

    /// Adds an array only when it is not empty (optional members stay out of the output).
    mutating func addUnlessEmpty(_ key: String, _ values: [JSONValue]) {
        if !values.isEmpty { add(key, .array(values)) }
    }

    var value: JSONValue { .object(members) }
}

extension JSONValue {
    /// The object whose members `build` adds, in order.
    static func object(building build: (inout JSONObject) -> Void) -> JSONValue {
        var object = JSONObject()
        build(&object)
        return object.value
    }
}
