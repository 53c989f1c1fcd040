/// The one grammar of every command's arguments, read against the command's option table:
///
/// - `--name VALUE` and `--name=VALUE` for an option with a value (the next argument is its value
///   whatever it looks like, so `--under --help` looks for a heading called `--help`);
/// - `--name` for a flag (`--name=VALUE` is refused);
/// - `--` ends the options: every argument after it is an operand;
/// - `-` alone is an operand (standard input), and so is anything not starting with `-`;
/// - any other argument starting with `-` is an unknown option.
///
/// `--help` is an option like any other: when it is read as one, the command prints its help and
/// nothing else happens, whatever else the line holds.
enum CommandGrammar {
    /// The end of the options.
    static let endOfOptions = "--"

    /// Reads `arguments` by `options`; `command` names the command in errors. Throws the first
    /// error unless help was asked for (then `helpRequested` is true and the rest is moot).
    static func read(_ arguments: [String], options: [CommandOption],
                     command: String) throws(CommandError) -> (arguments: CommandArguments, helpRequested: Bool) {
        var byName: [String: CommandOption] = [:]
        for option in options {
            for spelling in option.spellings { byName[spelling] = option }
        }
        var read = CommandArguments()
        var firstError: CommandError?
        var helpRequested = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == endOfOptions {
                read.operands += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                read.operands.append(argument)
                continue
            }
            let (spelling, attached) = split(argument)
            guard let option = byName[spelling] else {
                firstError = firstError ?? .usage("unknown option '\(argument)'; run `norg \(command) --help`")
                continue
            }
            if option.isFlag {
                guard attached == nil else {
                    firstError = firstError ?? .usage("\(spelling) takes no value")
                    continue
                }
                if option == .help { helpRequested = true }
                read.add(option)
                continue
            }
            let value: String
            if let attached {
                value = attached
            } else if index < arguments.endIndex {
                value = arguments[index]
                index += 1
            } else {
                firstError = firstError ?? missing(option, spelling)
                continue
            }
            if let error = check(value, of: option, spelling) {
                firstError = firstError ?? error
                continue
            }
            read.add(option, value: value)
        }
        if !helpRequested, let firstError { throw firstError }
        return (read, helpRequested)
    }

    /// `--name=value` as the spelling and the value after the first `=`; any other argument whole.
    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func missing(_ option: CommandOption, _ spelling: String) -> CommandError {
        .usage("\(spelling) needs a value: \(option.choices.isEmpty ? option.value ?? "" : alternatives(option.choices))")
    }

    /// An empty value, or one outside the option's choices, is refused here for every option.
    private static func check(_ value: String, of option: CommandOption, _ spelling: String) -> CommandError? {
        if value.isEmpty { return missing(option, spelling) }
        if !option.choices.isEmpty && !option.choices.contains(value) {
            return .usage("\(spelling): '\(value)' is not \(alternatives(option.choices))")
        }
        return nil
    }

    /// `a`, `a or b`, `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }
}
