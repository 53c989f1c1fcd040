/// One option of a command, declared once as data. The grammar (`CommandGrammar`) reads the
/// command line by it, its errors name it, and the help (`CommandHelp`) lists it: a command's
/// options are exactly its table, so a new option or command is one more declaration.
struct CommandOption: Sendable, Equatable {
    /// The name the option is known by: `--output`.
    let name: String
    /// Other spellings of it: `-o`.
    let aliases: [String]
    /// What its value is called in the help (`OUT`, `YYYY-MM-DD`); nil for a flag, which takes none.
    let value: String?
    /// The only values it takes, when it takes a few words (`auto`, `light`, `dark`); empty when any.
    let choices: [String]
    /// What it does, one line the help wraps to its width.
    let help: String

    /// An option that takes no value: `--force`.
    static func flag(_ name: String, aliases: [String] = [], _ help: String) -> CommandOption {
        CommandOption(name: name, aliases: aliases, value: nil, choices: [], help: help)
    }

    /// An option that takes a value, written `--name VALUE` or `--name=VALUE`.
    static func value(_ name: String, _ value: String, aliases: [String] = [], choices: [String] = [],
                      _ help: String) -> CommandOption {
        CommandOption(name: name, aliases: aliases, value: value, choices: choices, help: help)
    }

    /// True for a flag.
    var isFlag: Bool { value == nil }

    /// Every spelling, aliases first (`-o`, `--output`).
    var spellings: [String] { aliases + [name] }

    /// The shortest spelling, for the usage line (`-o OUT`).
    var shortestSpelling: String { spellings.min { $0.count < $1.count } ?? name }

    /// `-o, --output OUT`: how the help's option table names it.
    var heading: String {
        spellings.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
    }

    /// `[-o OUT]`, `[--theme auto|light|dark]`: how the usage line shows it.
    var synopsis: String {
        let shown = choices.isEmpty ? value : choices.joined(separator: "|")
        return "[" + shortestSpelling + (shown.map { " " + $0 } ?? "") + "]"
    }
}

extension CommandOption {
    /// `-h, --help`: every command's help. It is an option like any other, so a `--help` that is
    /// an option's value or follows `--` is not a request for help.
    static let help = CommandOption.flag("--help", aliases: ["-h"], "show this help and exit")

    /// `--max-input SIZE`: every command's bound on what one read may take (`InputLimit`).
    static let maxInput = CommandOption.value(
        InputLimit.option, "SIZE",
        "the most read of one file or of standard input (default \(InputLimit.standard); bytes, or a number with K, M or G)")

    /// The options every command takes after its own.
    static let common = [maxInput, help]
}
