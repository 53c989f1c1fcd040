/// A command's arguments, read left to right. An option that takes a value may be written
/// `--name value` or `--name=value`; `value(of:in:missing:)` reads both forms the same way everywhere.
struct ArgumentReader {
    private let arguments: [String]
    private var index = 0

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next argument, nil at the end.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        index += 1
        return arguments[index - 1]
    }

    /// Every argument not read yet (what follows `--`).
    mutating func rest() -> ArraySlice<String> {
        defer { index = arguments.count }
        return arguments[index...]
    }

    /// The value of option `name` when `argument` is that option (taking the next argument for the
    /// `--name value` form), nil when `argument` is something else.
    mutating func value(of name: String, in argument: String, missing: String) throws(CommandError) -> String? {
        if argument == name {
            guard let value = next() else { throw .usage(missing) }
            return value
        }
        if argument.hasPrefix(name + "=") { return String(argument.dropFirst(name.count + 1)) }
        return nil
    }
}
