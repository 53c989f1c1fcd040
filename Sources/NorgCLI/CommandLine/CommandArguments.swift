/// A command line as the grammar read it: the options given, with their values in order, and the
/// operands (the arguments that are not options, and everything after `--`).
struct CommandArguments {
    /// The arguments that are not options or their values, in order.
    var operands: [String] = []
    /// Each given option's values by its name, in order; a flag holds one empty string a time.
    private var given: [String: [String]] = [:]

    /// Records `option` with `value` (none for a flag).
    mutating func add(_ option: CommandOption, value: String = "") {
        given[option.name, default: []].append(value)
    }

    /// True when `option` was given.
    func has(_ option: CommandOption) -> Bool {
        given[option.name] != nil
    }

    /// The value `option` was last given (a later one overrides an earlier one); nil when absent.
    func value(_ option: CommandOption) -> String? {
        given[option.name]?.last
    }

    /// Every value `option` was given, in order.
    func values(_ option: CommandOption) -> [String] {
        given[option.name] ?? []
    }
}
